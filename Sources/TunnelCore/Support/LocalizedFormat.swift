public import Geo

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Numbers, distances and coordinates as the reader's language writes them.
///
/// The words come from the catalogue (`{distance} km` is `{distance} 公里`
/// in Chinese, `{angle} N` is `北纬 {angle}`), so a language decides their
/// order; digit grouping and the decimal mark come from the C library's
/// `LC_NUMERIC` (set by ``setUpTranslations()``), falling back to English
/// `12,742.5` in the "C" locale, which has no grouping at all.
public enum LocalizedFormat {
    /// `12,742` (English and Chinese alike), `12.742` in German.
    public static func grouped(_ value: Int) -> String {
        let separator = numericSeparators.grouping
        let digits = Array(String(value.magnitude))
        var out = value < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += separator }
            out.append(digit)
        }
        return out
    }

    /// A number with a fixed count of fraction digits and the locale's marks:
    /// `0.8`, `1,234.5`.
    public static func decimal(_ value: Double, fractionDigits: Int) -> String {
        let text = Coordinate.fixed(abs(value), fractionDigits: fractionDigits)
        let parts = text.split(separator: ".", maxSplits: 1)
        var out = grouped(Int(parts[0]) ?? 0)
        if value < 0 && Double(text) != 0 { out = "-" + out }
        if parts.count == 2 { out += numericSeparators.decimal + parts[1] }
        return out
    }

    /// A share (0…1) in percent with one decimal: `29.4 %`, `29.4%` in Chinese.
    public static func percent(_ share: Double) -> String {
        // TRANSLATORS: a percentage; {value} is the number, e.g. 29.4.
        localized("{value} %", ["value": decimal(share * 100, fractionDigits: 1)])
    }

    /// Parts of one place's name joined the language's way: `Madrid, Spain`;
    /// `马德里，西班牙` in Chinese.
    public static func list(_ parts: [String]) -> String {
        // TRANSLATORS: separates the parts of a place's name (city, region, country).
        parts.joined(separator: localized(", "))
    }

    /// A distance for people: one decimal under 10 (`0.8 km`), whole
    /// numbers above (`1,234 km`); `公里` in Chinese. In miles for `units`
    /// `.imperial`, rounded the same way (`12,742 km` is `7,918 mi`).
    public static func distance(kilometres: Double, units: MeasurementSystem = .current) -> String {
        let value = units == .imperial ? kilometres / MeasurementSystem.kilometresPerMile : kilometres
        let number = value < 10 ? decimal(value, fractionDigits: 1) : grouped(Int(value.rounded()))
        switch units {
        case .metric:
            // TRANSLATORS: a distance in kilometres; {distance} is the number.
            return localized("{distance} km", ["distance": number])
        case .imperial:
            // TRANSLATORS: a distance in miles, for locales that measure in miles; {distance} is the number.
            return localized("{distance} mi", ["distance": number])
        }
    }

    /// `56°33′00″ N, 8°19′00″ E` in English, `北纬 56°33′00″，东经 8°19′00″`
    /// in Chinese: degrees, minutes and whole seconds with the hemisphere
    /// in words or letters, as the catalogue says.
    public static func coordinates(_ coordinate: Coordinate) -> String {
        // Geo's formatter rounds and carries; its hemisphere letter is
        // replaced here by the translated template.
        let parts = coordinate.formattedDMS().split(separator: ", ", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { return coordinate.formattedDMS() }
        return pair(latitude: hemisphere(parts[0]), longitude: hemisphere(parts[1]))
    }

    /// `56.55000° N, 8.31667° E` with translated hemispheres, for the
    /// command line's report.
    public static func decimalCoordinates(_ coordinate: Coordinate) -> String {
        let parts = coordinate.formattedDecimal().split(separator: ", ", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { return coordinate.formattedDecimal() }
        return pair(latitude: hemisphere(parts[0]), longitude: hemisphere(parts[1]))
    }

    private static func pair(latitude: String, longitude: String) -> String {
        // TRANSLATORS: a latitude and a longitude, already translated.
        localized("{latitude}, {longitude}", ["latitude": latitude, "longitude": longitude])
    }

    /// `56°33′00″ N` → the catalogue's template for N, S, E or W.
    private static func hemisphere(_ text: String) -> String {
        guard let space = text.lastIndex(of: " ") else { return text }
        let angle = String(text[..<space])
        switch text[text.index(after: space)...] {
        // TRANSLATORS: {angle} is a latitude such as 56°33′00″; N is north.
        case "N": return localized("{angle} N", ["angle": angle])
        // TRANSLATORS: {angle} is a latitude; S is south.
        case "S": return localized("{angle} S", ["angle": angle])
        // TRANSLATORS: {angle} is a longitude; E is east.
        case "E": return localized("{angle} E", ["angle": angle])
        // TRANSLATORS: {angle} is a longitude; W is west.
        case "W": return localized("{angle} W", ["angle": angle])
        default: return text
        }
    }

    /// The locale's thousands separator and decimal mark.
    private static var numericSeparators: (grouping: String, decimal: String) {
        guard let conventions = localeconv() else { return (",", ".") }
        let grouping = conventions.pointee.thousands_sep.map { String(cString: $0) } ?? ""
        let decimal = conventions.pointee.decimal_point.map { String(cString: $0) } ?? ""
        return (grouping.isEmpty ? "," : grouping, decimal.isEmpty ? "." : decimal)
    }
}
