/// Parses coordinates as people type them.
///
/// Accepted forms for one angle: signed decimal degrees (`-33.86`, `+151.21`,
/// with `−` accepted as a minus); a hemisphere letter before or after
/// (`33.86S`, `33.86 S`, `S33.86`, `151.21e`); degrees-minutes(-seconds) with
/// symbols or spaces (`33°51'36"S`, `33°51′36″ S`, `33 51 36 S`, `33°51.6'S`,
/// `33:51:36S`). Pairs: `LAT,LON`, `LAT, LON`, `LAT LON`, and with hemisphere
/// letters in either order (`151.21E 33.86S`). Errors say exactly which part
/// was not understood. All functions are O(length of the text).
public enum CoordinateParser {
    /// Parses a latitude in −90…90.
    public static func parseLatitude(_ text: String) throws(CoordinateError) -> Double {
        let value = try parseAngle(text, axis: .latitude)
        guard value >= -90 && value <= 90 else { throw .latitudeOutOfRange(value) }
        return value
    }

    /// Parses a longitude in −180…360 (not normalised; ``Coordinate`` wraps it).
    public static func parseLongitude(_ text: String) throws(CoordinateError) -> Double {
        let value = try parseAngle(text, axis: .longitude)
        guard value >= -180 && value <= 360 else { throw .longitudeOutOfRange(value) }
        return value
    }

    /// Parses a latitude and a longitude given separately (two command-line
    /// arguments). Hemisphere letters may reveal that they were swapped
    /// (`151.21E 33.86S`), which is then corrected.
    public static func parse(latitude: String, longitude: String) throws(CoordinateError) -> Coordinate {
        if hemisphere(of: latitude).map(isLongitudeLetter) == true,
            hemisphere(of: longitude).map(isLatitudeLetter) == true
        {
            return try parse(latitude: longitude, longitude: latitude)
        }
        let lat = try parseLatitude(latitude)
        let lon = try parseLongitude(longitude)
        return try Coordinate.validated(latitude: lat, longitude: lon)
    }

    /// Parses one string holding both: `-33.86,151.21`, `33.86S 151.21E`,
    /// `33°51'36"S, 151°12'36"E`, `33 51 36 S 151 12 36 E`.
    public static func parsePair(_ text: String) throws(CoordinateError) -> Coordinate {
        let trimmed = text.trimmingSpaces
        guard !trimmed.isEmpty else { throw .empty(what: "coordinate") }
        let commaParts = trimmed.split(separator: ",", omittingEmptySubsequences: false)
        if commaParts.count == 2 {
            return try parse(latitude: String(commaParts[0]), longitude: String(commaParts[1]))
        }
        guard commaParts.count == 1 else { throw .notAPair(text: text) }
        let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        if words.count == 2 {
            return try parse(latitude: words[0], longitude: words[1])
        }
        // Several words: split after the first one carrying a hemisphere letter.
        if let split = words.firstIndex(where: { hemisphere(of: $0) != nil }), split + 1 < words.count {
            return try parse(
                latitude: words[...split].joined(separator: " "),
                longitude: words[(split + 1)...].joined(separator: " "))
        }
        throw .notAPair(text: text)
    }

    enum Axis {
        case latitude, longitude
        var name: String { self == .latitude ? "latitude" : "longitude" }
    }

    static func parseAngle(_ raw: String, axis: Axis) throws(CoordinateError) -> Double {
        let what = axis.name
        var text = Substring(raw.replacingMinusSigns.trimmingSpaces)
        guard !text.isEmpty else { throw .empty(what: what) }
        let lowered = text.lowercased()
        if ["nan", "+nan", "-nan", "inf", "+inf", "-inf", "infinity", "+infinity", "-infinity"].contains(lowered) {
            throw axis == .latitude ? .latitudeNotFinite : .longitudeNotFinite
        }

        var letter: Character?
        if let last = text.last, isHemisphereLetter(last) {
            letter = last
            text = text.dropLast()
        } else if let first = text.first, isHemisphereLetter(first) {
            letter = first
            text = text.dropFirst()
        }
        text = Substring(String(text).trimmingSpaces)
        if let letter {
            let fits = axis == .latitude ? isLatitudeLetter(letter) : isLongitudeLetter(letter)
            guard fits else { throw .wrongHemisphere(what: what, text: raw, letter: letter) }
        }

        var negative = false
        if let first = text.first, first == "-" || first == "+" {
            negative = first == "-"
            text = text.dropFirst()
            if letter != nil { throw .signAndHemisphere(what: what, text: raw) }
        }

        // Numbers separated by degree/minute/second marks, colons or spaces.
        let separators: Set<Character> = ["°", "º", "'", "′", "’", "\"", "″", "”", ":", " ", "\t"]
        var fields: [Substring] = []
        var current = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if separators.contains(character) {
                if current < index { fields.append(text[current..<index]) }
                current = text.index(after: index)
            } else if !(character.isASCII && (character.isNumber || character == ".")) {
                throw .notANumber(what: what, text: raw)
            }
            index = text.index(after: index)
        }
        if current < text.endIndex { fields.append(text[current...]) }
        guard (1...3).contains(fields.count) else { throw .notANumber(what: what, text: raw) }

        var values: [Double] = []
        for field in fields {
            guard field.filter({ $0 == "." }).count <= 1, field.contains(where: \.isNumber),
                let value = Double(field)
            else { throw .notANumber(what: what, text: raw) }
            values.append(value)
        }
        if values.count > 1 {
            guard values[0] == values[0].rounded() else {
                throw .componentOutOfRange(what: what, text: raw, detail: "degrees must be whole when minutes follow")
            }
            guard values[1] < 60 else {
                throw .componentOutOfRange(what: what, text: raw, detail: "minutes must be less than 60")
            }
        }
        if values.count > 2 {
            guard values[1] == values[1].rounded() else {
                throw .componentOutOfRange(what: what, text: raw, detail: "minutes must be whole when seconds follow")
            }
            guard values[2] < 60 else {
                throw .componentOutOfRange(what: what, text: raw, detail: "seconds must be less than 60")
            }
        }
        var magnitude = values[0]
        if values.count > 1 { magnitude += values[1] / 60 }
        if values.count > 2 { magnitude += values[2] / 3600 }
        // A run of digits too long for a Double ("1000…0") is infinite, not out of range.
        guard magnitude.isFinite else { throw axis == .latitude ? .latitudeNotFinite : .longitudeNotFinite }
        if let letter, "SsWw".contains(letter) { negative = true }
        return negative ? -magnitude : magnitude
    }

    static func hemisphere(of text: String) -> Character? {
        let trimmed = text.trimmingSpaces
        if let last = trimmed.last, isHemisphereLetter(last) { return last }
        if let first = trimmed.first, isHemisphereLetter(first) { return first }
        return nil
    }

    static func isHemisphereLetter(_ c: Character) -> Bool { "NSEWnsew".contains(c) }
    static func isLatitudeLetter(_ c: Character) -> Bool { "NSns".contains(c) }
    static func isLongitudeLetter(_ c: Character) -> Bool { "EWew".contains(c) }
}

extension String {
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[start...end])
    }

    /// Replaces the typographic minus (U+2212) and dashes people paste with `-`.
    var replacingMinusSigns: String {
        String(map { "\u{2212}\u{2013}\u{2010}".contains($0) ? "-" : $0 })
    }
}
