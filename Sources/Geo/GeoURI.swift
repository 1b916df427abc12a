/// A `geo:` link (RFC 5870): a point as a desktop, a browser or a phone
/// hands it over — `geo:52.52,13.405`, `geo:-33.8568,151.2153;u=35`.
///
/// Read as the RFC writes it: the scheme in any case (`GEO:`); the path
/// `LAT,LON` or `LAT,LON,ALT` in plain decimal degrees (and metres), the
/// latitude in −90…90 and the longitude in −180…180; then parameters after
/// `;`. `crs=` may only name `wgs84` (in any case), the default; any other
/// reference system is refused, since its numbers would put the point
/// somewhere else. `u=` is the uncertainty in metres, zero or more. Other
/// parameters are allowed and ignored, as the RFC asks. Parameter names
/// and the `crs` label are case-insensitive, and values may be
/// percent-encoded (`u=3%35` is `u=35`). `crs` and `u` are read wherever
/// they appear, but only once each.
///
/// At the poles the longitude carries no information; ``==`` ignores it
/// there, and ``description`` writes it as 0, as the RFC recommends.
/// Longitudes 180 and −180 name the same meridian (``coordinate`` holds −180).
///
/// Parsing is O(length of the link); errors are ``GeoURIError``s.
public struct GeoURI: Sendable, Equatable, CustomStringConvertible {
    /// The point, its longitude normalised to −180..<180.
    public var coordinate: Coordinate
    /// Metres above the geoid (the third number of the path), if given.
    public var altitude: Double?
    /// The `u=` parameter: how far off the point may be, in metres, if given.
    public var uncertainty: Double?

    /// A link to `coordinate`, optionally with an altitude and an uncertainty.
    public init(coordinate: Coordinate, altitude: Double? = nil, uncertainty: Double? = nil) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.uncertainty = uncertainty
    }

    /// Whether `text` begins with the `geo:` scheme (in any case, after
    /// leading spaces): a link to parse with ``init(parsing:)`` rather than
    /// a coordinate typed by hand.
    public static func hasScheme(_ text: String) -> Bool {
        text.trimmingSpaces.prefix(4).lowercased() == "geo:"
    }

    /// Parses a `geo:` link; spaces around it are ignored.
    public init(parsing text: String) throws(GeoURIError) {
        let link = text.trimmingSpaces
        guard Self.hasScheme(link) else { throw .notAGeoURI(link: link) }
        let rest = link.dropFirst(4)
        let sections = rest.split(separator: ";", omittingEmptySubsequences: false)
        let numbers = sections[0].split(separator: ",", omittingEmptySubsequences: false)
        guard numbers.count == 2 || numbers.count == 3 else { throw .notCoordinates(link: link) }

        let latitude = try Self.number(numbers[0], what: "latitude", link: link)
        let longitude = try Self.number(numbers[1], what: "longitude", link: link)
        let altitude = try numbers.count == 3 ? Self.number(numbers[2], what: "altitude", link: link) : nil
        guard latitude >= -90 && latitude <= 90 else { throw .latitudeOutOfRange(link: link, value: latitude) }
        guard longitude >= -180 && longitude <= 180 else { throw .longitudeOutOfRange(link: link, value: longitude) }

        var crs: String?
        var uncertainty: Double?
        for section in sections.dropFirst() {
            let parts = section.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = parts[0].lowercased()
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
                throw .badParameter(link: link, parameter: String(section))
            }
            // `;u=` has no value, like `;u`; a value of an unknown parameter is checked all the same.
            let value = try parts.count == 2 && !parts[1].isEmpty ? Self.decodedValue(parts[1], parameter: section, link: link) : nil
            switch name {
            case "crs":
                guard crs == nil else { throw .repeatedParameter(link: link, parameter: "crs") }
                guard let value else { throw .missingValue(link: link, parameter: "crs") }
                guard value.lowercased() == "wgs84" else { throw .unsupportedCRS(link: link, crs: value) }
                crs = value
            case "u":
                guard uncertainty == nil else { throw .repeatedParameter(link: link, parameter: "u") }
                guard let value else { throw .missingValue(link: link, parameter: "u") }
                guard Self.isPlainNumber(Substring(value), signed: false), let metres = Double(value), metres.isFinite else {
                    throw .badUncertainty(link: link, text: value)
                }
                uncertainty = metres
            default:
                break  // RFC 5870 §3.3: parameters a reader does not know are ignored.
            }
        }
        self.init(
            coordinate: Coordinate(latitude: latitude, longitude: longitude),
            altitude: altitude, uncertainty: uncertainty)
    }

    /// `geo:-33.86000,151.21000`: latitude and longitude with five decimals
    /// (about a metre), then the altitude and `u=` when there are any. At a
    /// pole the longitude is written as 0.
    public var description: String {
        let latitude = Coordinate.fixed(coordinate.latitude, fractionDigits: 5)
        let atPole = latitude == "90.00000" || latitude == "-90.00000"
        let longitude = atPole ? "0.00000" : Coordinate.fixed(coordinate.longitude, fractionDigits: 5)
        var text = "geo:\(latitude),\(longitude)"
        if let altitude { text += "," + Self.metres(altitude) }
        if let uncertainty { text += ";u=" + Self.metres(uncertainty) }
        return text
    }

    /// Whether two links name the same place as RFC 5870 §3.4.4 compares
    /// them: equal numbers, any longitude at a pole, and the same altitude
    /// and uncertainty. Longitudes 180 and −180 are already the same.
    public static func == (lhs: GeoURI, rhs: GeoURI) -> Bool {
        let atPole = abs(lhs.coordinate.latitude) == 90
        return lhs.coordinate.latitude == rhs.coordinate.latitude
            && (atPole || lhs.coordinate.longitude == rhs.coordinate.longitude)
            && lhs.altitude == rhs.altitude && lhs.uncertainty == rhs.uncertainty
    }

    /// A number of the path: `-`, digits, and optionally `.` and digits.
    private static func number(_ text: Substring, what: String, link: String) throws(GeoURIError) -> Double {
        guard isPlainNumber(text, signed: true), let value = Double(text) else {
            throw .notANumber(link: link, what: what, text: String(text))
        }
        return value + 0  // `-0` is 0
    }

    /// RFC 5870's `num` (`signed`) or `pnum`: `[-]1*DIGIT["."1*DIGIT]`. No
    /// `+`, no exponent, no bare `.5`.
    private static func isPlainNumber(_ text: Substring, signed: Bool) -> Bool {
        var digits = text
        if signed, digits.first == "-" { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let isDigits: (Substring) -> Bool = { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
        return parts.allSatisfy(isDigits)
    }

    /// A parameter's value with its percent-encoding decoded; the
    /// characters RFC 5870 allows in a value, and nothing else.
    private static func decodedValue(_ value: Substring, parameter: Substring, link: String) throws(GeoURIError) -> String {
        let allowed = Set("[]:&+$-_.!~*'()")
        var bytes: [UInt8] = []
        var index = value.startIndex
        while index < value.endIndex {
            let character = value[index]
            if character == "%" {
                let end = value.index(index, offsetBy: 3, limitedBy: value.endIndex) ?? value.endIndex
                let escape = value[index..<end]
                guard escape.count == 3, escape.dropFirst().allSatisfy(\.isHexDigit),
                    let byte = UInt8(escape.dropFirst(), radix: 16)
                else {
                    throw .badPercentEncoding(link: link, text: String(escape))
                }
                bytes.append(byte)
                index = end
                continue
            }
            guard character.isASCII, character.isLetter || character.isNumber || allowed.contains(character) else {
                throw .badParameter(link: link, parameter: String(parameter))
            }
            bytes.append(contentsOf: character.utf8)
            index = value.index(after: index)
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else {
            throw .badPercentEncoding(link: link, text: String(value))
        }
        return decoded
    }

    /// `35`, `2.5`: metres with at most two decimals, no exponent.
    private static func metres(_ value: Double) -> String {
        var text = Coordinate.fixed(value, fractionDigits: 2)
        while text.hasSuffix("0") && text.contains(".") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
