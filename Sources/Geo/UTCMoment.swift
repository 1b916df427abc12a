/// A moment read from ISO 8601 text: `2026-06-21T12:00:00Z`,
/// `2026-06-21T14:00+02:00`, `2026-06-21T12:00:00.5Z`. The zone is
/// required (a time without one would be the reader's guess); seconds and
/// their fraction are optional.
public enum UTCMoment {
    /// Why a text is not a moment.
    public struct Failure: Error, Equatable, Sendable {
        /// What is wrong, for the user.
        public let reason: String
    }

    /// Seconds since 1970-01-01T00:00:00Z for `text`.
    public static func secondsSince1970(parsing text: String) throws(Failure) -> Double {
        var rest = Substring(text)
        func number(_ digits: Int, _ what: String) throws(Failure) -> Int {
            let field = rest.prefix(digits)
            guard field.count == digits, field.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(field) else {
                throw Failure(reason: "expected \(digits) digits for the \(what)")
            }
            rest = rest.dropFirst(digits)
            return value
        }
        func separator(_ character: Character, _ what: String) throws(Failure) {
            guard rest.first == character else { throw Failure(reason: "expected '\(character)' \(what)") }
            rest = rest.dropFirst()
        }
        let year = try number(4, "year")
        try separator("-", "after the year")
        let month = try number(2, "month")
        try separator("-", "after the month")
        let day = try number(2, "day")
        guard rest.first == "T" || rest.first == "t" else { throw Failure(reason: "expected 'T' between the date and the time") }
        rest = rest.dropFirst()
        let hour = try number(2, "hour")
        try separator(":", "after the hour")
        let minute = try number(2, "minute")
        var second = 0.0
        if rest.first == ":" {
            rest = rest.dropFirst()
            second = Double(try number(2, "second"))
            if rest.first == "." || rest.first == "," {
                rest = rest.dropFirst()
                let digits = rest.prefix { $0.isASCII && $0.isNumber }
                guard !digits.isEmpty, digits.count <= 9, let fraction = Double("0." + digits) else {
                    throw Failure(reason: "expected digits after the decimal mark")
                }
                second += fraction
                rest = rest.dropFirst(digits.count)
            }
        }
        var offsetMinutes = 0
        switch rest.first {
        case "Z", "z":
            rest = rest.dropFirst()
        case "+", "-":
            let sign = rest.first == "-" ? -1 : 1
            rest = rest.dropFirst()
            let hours = try number(2, "zone's hours")
            if rest.first == ":" { rest = rest.dropFirst() }
            let minutes = try number(2, "zone's minutes")
            guard hours <= 18, minutes < 60 else { throw Failure(reason: "the zone's offset is out of range") }
            offsetMinutes = sign * (hours * 60 + minutes)
        default:
            throw Failure(reason: "expected a time zone at the end: Z or an offset such as +02:00")
        }
        guard rest.isEmpty else { throw Failure(reason: "unexpected '\(rest.prefix(20))' at the end") }
        guard (1...12).contains(month) else { throw Failure(reason: "the month must be 01 to 12") }
        guard (1...daysIn(month: month, year: year)).contains(day) else {
            throw Failure(reason: "day \(day) is not in that month")
        }
        guard hour < 24, minute < 60, second < 61 else { throw Failure(reason: "the time of day is out of range") }
        let days = daysSince1970(year: year, month: month, day: day)
        return Double(days) * 86_400 + Double(hour * 3600 + minute * 60 - offsetMinutes * 60) + second
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar
    /// (Howard Hinnant's days-from-civil).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
