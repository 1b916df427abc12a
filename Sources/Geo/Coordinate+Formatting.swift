extension Coordinate {
    /// `56.55000° N, 8.31667° E`: decimal degrees with hemisphere letters.
    ///
    /// - Parameter fractionDigits: digits after the decimal point (0…10).
    public func formattedDecimal(fractionDigits: Int = 5) -> String {
        "\(Self.decimal(latitude, fractionDigits, positive: "N", negative: "S")), "
            + Self.decimal(longitude, fractionDigits, positive: "E", negative: "W")
    }

    /// `56°33′00″ N, 8°19′00″ E`: degrees, minutes and whole seconds, rounded
    /// to the nearest second (carrying into minutes and degrees).
    ///
    /// - Parameter ascii: use `°`, `'` and `"` instead of the prime symbols.
    public func formattedDMS(ascii: Bool = false) -> String {
        "\(Self.dms(latitude, positive: "N", negative: "S", ascii: ascii)), "
            + Self.dms(longitude, positive: "E", negative: "W", ascii: ascii)
    }

    /// `-33.86000`: a signed decimal with a fixed number of fraction digits
    /// (no locale, no exponent), as JSON and scripts want it.
    public static func fixed(_ value: Double, fractionDigits: Int) -> String {
        let digits = max(0, min(10, fractionDigits))
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 1e15 else { return String(value) }
        let whole = UInt64(scaled)
        var text = String(whole / UInt64(scale))
        if digits > 0 {
            let fraction = String(whole % UInt64(scale))
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return (value < 0 && scaled > 0 ? "-" : "") + text
    }

    private static func decimal(_ value: Double, _ digits: Int, positive: String, negative: String) -> String {
        let text = fixed(abs(value), fractionDigits: digits)
        let isZero = Double(text) == 0
        return "\(text)° " + (isZero || value >= 0 ? positive : negative)
    }

    private static func dms(_ value: Double, positive: String, negative: String, ascii: Bool) -> String {
        let totalSeconds = Int((abs(value) * 3600).rounded())
        let degrees = totalSeconds / 3600
        let minutes = (totalSeconds % 3600) / 60
        let seconds = totalSeconds % 60
        let (minuteMark, secondMark) = ascii ? ("'", "\"") : ("′", "″")
        let mm = minutes < 10 ? "0\(minutes)" : "\(minutes)"
        let ss = seconds < 10 ? "0\(seconds)" : "\(seconds)"
        let hemisphere = totalSeconds == 0 || value >= 0 ? positive : negative
        return "\(degrees)°\(mm)\(minuteMark)\(ss)\(secondMark) \(hemisphere)"
    }
}
