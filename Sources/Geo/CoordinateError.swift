/// Why a latitude/longitude pair, or text meant to be one, was rejected.
///
/// ``description`` is one line that says exactly what was not understood,
/// suitable for a command-line error message. It quotes at most the first
/// ``quotedPrefixLength`` characters of what was typed, so a 100 KB
/// argument gives a short line.
public enum CoordinateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The latitude is NaN or infinite.
    case latitudeNotFinite
    /// The longitude is NaN or infinite.
    case longitudeNotFinite
    /// The latitude lies outside −90…90.
    case latitudeOutOfRange(Double)
    /// The text is empty (or only spaces).
    case empty(what: String)
    /// The text is not a number or an angle this parser understands.
    case notANumber(what: String, text: String)
    /// A minutes or seconds field is 60 or more, or negative.
    case componentOutOfRange(what: String, text: String, detail: String)
    /// The hemisphere letter does not fit the value (N/S for latitude, E/W for longitude).
    case wrongHemisphere(what: String, text: String, letter: Character)
    /// A sign and a hemisphere letter were both given (`-33S`), which is ambiguous.
    case signAndHemisphere(what: String, text: String)
    /// A pair was expected (`LAT,LON` or `LAT LON`), but the text has another shape.
    case notAPair(text: String)
    /// A longitude outside −180…360 (a typo rather than a wrapped value).
    case longitudeOutOfRange(Double)
    /// The text is a `geo:` link (RFC 5870) that is not a valid one.
    case geoURI(GeoURIError)

    /// A one-line explanation naming the offending input.
    public var description: String {
        switch self {
        case .latitudeNotFinite: "latitude is not a finite number"
        case .longitudeNotFinite: "longitude is not a finite number"
        case .latitudeOutOfRange(let value): "latitude \(Self.show(value)) is out of range (must be between -90 and 90)"
        case .longitudeOutOfRange(let value): "longitude \(Self.show(value)) is out of range (must be between -180 and 360)"
        case .empty(let what): "\(what) is missing"
        case .notANumber(let what, let text): "\(what) '\(Self.quote(text))' is not understood (expected e.g. -33.86, 33.86S or 33°51'36\"S)"
        case .componentOutOfRange(let what, let text, let detail): "\(what) '\(Self.quote(text))': \(detail)"
        case .wrongHemisphere(let what, let text, let letter):
            "\(what) '\(Self.quote(text))': '\(letter)' is not a \(what) hemisphere (use \(what == "latitude" ? "N or S" : "E or W"))"
        case .signAndHemisphere(let what, let text): "\(what) '\(Self.quote(text))' has both a sign and a hemisphere letter"
        case .notAPair(let text): "'\(Self.quote(text))' is not a LAT,LON pair"
        case .geoURI(let error): error.description
        }
    }

    /// How many characters of the input a message quotes at most.
    public static let quotedPrefixLength = 40

    /// The text, or its first ``quotedPrefixLength`` characters and an ellipsis.
    public static func quote(_ text: String) -> String {
        guard text.count > quotedPrefixLength else { return text }
        return text.prefix(quotedPrefixLength) + "…"
    }

    private static func show(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
