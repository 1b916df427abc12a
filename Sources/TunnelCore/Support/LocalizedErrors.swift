public import Geo

// Cases are matched one by one rather than with an exhaustive `switch`, so a
// case added to Geo's errors shows its English text instead of breaking the
// build of the app.

extension CoordinateError {
    /// ``description`` in the reader's language: the same facts (the text
    /// as typed, the allowed range) in a translated sentence.
    public var localizedDescription: String {
        if self == .latitudeNotFinite { return localized("latitude is not a finite number") }
        if self == .longitudeNotFinite { return localized("longitude is not a finite number") }
        if case .latitudeOutOfRange(let value) = self {
            return localized("latitude {value} is out of range (must be between -90 and 90)", ["value": Self.show(value)])
        }
        if case .longitudeOutOfRange(let value) = self {
            return localized("longitude {value} is out of range (must be between -180 and 360)", ["value": Self.show(value)])
        }
        if case .empty(let what) = self { return localized("{what} is missing", ["what": Self.noun(what)]) }
        if case .notANumber(let what, let text) = self {
            return localized(
                "{what} '{text}' is not understood (expected e.g. -33.86, 33.86S or 33°51'36\"S)",
                ["what": Self.noun(what), "text": Self.quote(text)])
        }
        if case .componentOutOfRange(let what, let text, let detail) = self {
            return localized("{what} '{text}': {detail}", ["what": Self.noun(what), "text": Self.quote(text), "detail": detail])
        }
        if case .wrongHemisphere(let what, let text, let letter) = self {
            let values: KeyValuePairs = ["text": Self.quote(text), "letter": String(letter)]
            return what == "latitude"
                ? localized("latitude '{text}': '{letter}' is not a latitude hemisphere (use N or S)", values)
                : localized("longitude '{text}': '{letter}' is not a longitude hemisphere (use E or W)", values)
        }
        if case .signAndHemisphere(let what, let text) = self {
            return localized("{what} '{text}' has both a sign and a hemisphere letter", ["what": Self.noun(what), "text": Self.quote(text)])
        }
        if case .notAPair(let text) = self { return localized("'{text}' is not a LAT,LON pair", ["text": Self.quote(text)]) }
        if case .geoURI(let error) = self { return error.localizedDescription }
        return description
    }

    /// The parser names what it was reading in English; these are the words.
    private static func noun(_ what: String) -> String {
        switch what {
        case "latitude": localized("latitude")
        case "longitude": localized("longitude")
        case "coordinate": localized("coordinate")
        default:
            what.hasPrefix("coordinate (")
                ? localized("coordinate (give LAT LON, e.g. tunnel locate 56.55 8.32)")
                : what
        }
    }

    private static func show(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension GeoURIError {
    /// ``description`` in the reader's language: the link as given (its
    /// first characters), then what is wrong with it.
    public var localizedDescription: String {
        let link = CoordinateError.quote(self.link)
        if case .notAGeoURI = self {
            // TRANSLATORS: {link} is what was given where a geo: link (RFC 5870) was expected.
            return localized("'{link}' is not a geo link (expected e.g. geo:52.52,13.405)", ["link": link])
        }
        if case .notCoordinates = self {
            // TRANSLATORS: {link} is a geo: link (RFC 5870); LAT,LON stays as it is.
            return localized("geo link '{link}' does not hold LAT,LON (expected e.g. geo:52.52,13.405)", ["link": link])
        }
        // TRANSLATORS: {link} is a geo: link (RFC 5870); {problem} says what is wrong with it.
        return localized("geo link '{link}': {problem}", ["link": link, "problem": localizedDetail])
    }

    /// ``detail`` in the reader's language.
    private var localizedDetail: String {
        if case .notANumber(_, let what, let text) = self {
            let values: KeyValuePairs = ["text": CoordinateError.quote(text)]
            switch what {
            case "latitude": return localized("latitude '{text}' is not a decimal number", values)
            case "longitude": return localized("longitude '{text}' is not a decimal number", values)
            default: return localized("altitude '{text}' is not a decimal number", values)
            }
        }
        if case .latitudeOutOfRange(_, let value) = self {
            return localized("latitude {value} is out of range (must be between -90 and 90)", ["value": Self.show(value)])
        }
        if case .longitudeOutOfRange(_, let value) = self {
            return localized("longitude {value} is out of range (must be between -180 and 180)", ["value": Self.show(value)])
        }
        if case .unsupportedCRS(_, let crs) = self {
            let values: KeyValuePairs = ["crs": CoordinateError.quote(crs)]
            // TRANSLATORS: {crs} is the crs= parameter of a geo: link; wgs84 stays as it is.
            return localized("coordinate reference system '{crs}' is not supported (only wgs84)", values)
        }
        if case .badUncertainty(_, let text) = self {
            // TRANSLATORS: {text} is the u= parameter of a geo: link, its uncertainty in metres.
            return localized("uncertainty '{text}' is not a number of metres (0 or more)", ["text": CoordinateError.quote(text)])
        }
        if case .missingValue(_, let parameter) = self {
            return localized("parameter '{parameter}' has no value", ["parameter": parameter])
        }
        if case .repeatedParameter(_, let parameter) = self {
            return localized("parameter '{parameter}' is given more than once", ["parameter": parameter])
        }
        if case .badParameter(_, let parameter) = self {
            return localized("parameter '{parameter}' is not understood", ["parameter": CoordinateError.quote(parameter)])
        }
        if case .badPercentEncoding(_, let text) = self {
            return localized("'{text}' is not valid percent-encoding", ["text": CoordinateError.quote(text)])
        }
        return detail
    }
}

extension AssetError {
    /// ``description`` in the reader's language; file names stay as they are.
    public var localizedDescription: String {
        if case .folderNotFound(let tried) = self {
            return localized(
                "world data not found; looked in: {folders} (set TUNNEL_DATA_DIR)",
                ["folders": tried.joined(separator: ", ")])
        }
        if case .missing(let file, let reason) = self {
            return localized("{file}: missing ({reason})", ["file": file, "reason": reason])
        }
        if case .unreadable(let file, let reason) = self {
            return localized("{file}: cannot be read ({reason})", ["file": file, "reason": reason])
        }
        if case .truncated(let file, let expected, let actual) = self {
            return localized(
                "{file}: truncated: {actual} bytes, at least {expected} needed",
                ["file": file, "actual": String(actual), "expected": String(expected)])
        }
        if case .badMagic(let file, let expected) = self {
            return localized("{file}: bad magic, not a {kind} file", ["file": file, "kind": expected])
        }
        if case .unsupportedVersion(let file, let version, let supported) = self {
            return localized(
                "{file}: unsupported format version {version} (this build reads version {supported})",
                ["file": file, "version": String(version), "supported": String(supported)])
        }
        if case .sizeMismatch(let file, let expected, let actual) = self {
            return localized(
                "{file}: size mismatch: {actual} bytes, header says {expected}",
                ["file": file, "actual": String(actual), "expected": String(expected)])
        }
        if case .corrupt(let file, let detail) = self {
            return localized("{file}: corrupt: {detail}", ["file": file, "detail": detail])
        }
        return description
    }
}
