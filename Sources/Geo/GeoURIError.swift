/// Why a `geo:` link (RFC 5870) was rejected.
///
/// Every case carries the link as given; ``description`` is one line that
/// quotes at most its first ``CoordinateError/quotedPrefixLength``
/// characters and names the part that is wrong.
public enum GeoURIError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text does not begin with the `geo:` scheme.
    case notAGeoURI(link: String)
    /// What follows `geo:` is not `LAT,LON` or `LAT,LON,ALT`.
    case notCoordinates(link: String)
    /// A latitude, longitude or altitude (`what`) is not a plain decimal
    /// number such as `-33.8568`.
    case notANumber(link: String, what: String, text: String)
    /// The latitude lies outside −90…90.
    case latitudeOutOfRange(link: String, value: Double)
    /// The longitude lies outside −180…180.
    case longitudeOutOfRange(link: String, value: Double)
    /// `crs=` names a coordinate reference system other than WGS 84.
    case unsupportedCRS(link: String, crs: String)
    /// `u=` is not a non-negative number of metres.
    case badUncertainty(link: String, text: String)
    /// A parameter that needs a value (`crs`, `u`) has none.
    case missingValue(link: String, parameter: String)
    /// `crs` or `u` is given more than once.
    case repeatedParameter(link: String, parameter: String)
    /// A parameter is empty or holds characters a `geo:` link may not.
    case badParameter(link: String, parameter: String)
    /// A `%` is not followed by two hexadecimal digits, or the decoded bytes
    /// are not UTF-8.
    case badPercentEncoding(link: String, text: String)

    /// The link the error is about.
    public var link: String {
        switch self {
        case .notAGeoURI(let link), .notCoordinates(let link), .notANumber(let link, _, _),
            .latitudeOutOfRange(let link, _), .longitudeOutOfRange(let link, _), .unsupportedCRS(let link, _),
            .badUncertainty(let link, _), .missingValue(let link, _), .repeatedParameter(let link, _),
            .badParameter(let link, _), .badPercentEncoding(let link, _):
            link
        }
    }

    /// A one-line explanation: `geo link 'geo:91,0': latitude 91 is out of
    /// range (must be between -90 and 90)`.
    public var description: String {
        let quoted = CoordinateError.quote(link)
        switch self {
        case .notAGeoURI: return "'\(quoted)' is not a geo link (expected e.g. geo:52.52,13.405)"
        case .notCoordinates: return "geo link '\(quoted)' does not hold LAT,LON (expected e.g. geo:52.52,13.405)"
        default: return "geo link '\(quoted)': \(detail)"
        }
    }

    /// The part of ``description`` after the link: what is wrong with it.
    public var detail: String {
        switch self {
        case .notAGeoURI, .notCoordinates: "expected e.g. geo:52.52,13.405"
        case .notANumber(_, let what, let text): "\(what) '\(CoordinateError.quote(text))' is not a decimal number"
        case .latitudeOutOfRange(_, let value): "latitude \(Self.show(value)) is out of range (must be between -90 and 90)"
        case .longitudeOutOfRange(_, let value): "longitude \(Self.show(value)) is out of range (must be between -180 and 180)"
        case .unsupportedCRS(_, let crs): "coordinate reference system '\(CoordinateError.quote(crs))' is not supported (only wgs84)"
        case .badUncertainty(_, let text): "uncertainty '\(CoordinateError.quote(text))' is not a number of metres (0 or more)"
        case .missingValue(_, let parameter): "parameter '\(parameter)' has no value"
        case .repeatedParameter(_, let parameter): "parameter '\(parameter)' is given more than once"
        case .badParameter(_, let parameter): "parameter '\(CoordinateError.quote(parameter))' is not understood"
        case .badPercentEncoding(_, let text): "'\(CoordinateError.quote(text))' is not valid percent-encoding"
        }
    }

    /// `91`, `91.5`: a number as a message shows it.
    public static func show(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
