import CGtk

/// A time zone as GLib knows it (a `GTimeZone`): a zone of the system's
/// time zone database, such as `Europe/Berlin`, or a fixed offset from UTC.
/// The zone is freed with the wrapper.
///
/// Unlike the widgets, a zone may be made and used on any thread: GLib
/// never changes a `GTimeZone` once made and counts its references
/// atomically.
public final class CivilTimeZone: @unchecked Sendable {
    // Immutable after init, and GLib's time zone calls are thread-safe:
    // hence the unchecked conformance.
    private let zone: OpaquePointer

    /// The zone `identifier` names in the system's time zone database
    /// (`Europe/Berlin`, `America/St_Johns`, `UTC`), or an offset GLib reads
    /// (`+05:30`); nil when there is no such zone.
    public init?(identifier: String) {
        guard let zone = g_time_zone_new_identifier(identifier) else { return nil }
        self.zone = zone
    }

    /// The zone always `minutes` ahead of UTC (behind it when negative),
    /// with no daylight saving time: a nautical zone at sea, say. Its
    /// identifier is the offset, as `+05:00` or `-03:30`.
    ///
    /// - Precondition: The offset is less than 24 hours either way.
    public init(utcOffsetMinutes minutes: Int) {
        precondition(abs(minutes) < 24 * 60, "a zone's offset is less than 24 hours either way")
        let hours = abs(minutes) / 60, rest = abs(minutes) % 60
        let identifier = (minutes < 0 ? "-" : "+") + Self.twoDigits(hours) + ":" + Self.twoDigits(rest)
        // GLib reads every offset of this form, so it cannot fail here.
        zone = g_time_zone_new_identifier(identifier)!
    }

    /// Coordinated Universal Time.
    public static let utc = CivilTimeZone(utcOffsetMinutes: 0)

    deinit {
        g_time_zone_unref(zone)
    }

    /// The zone's name: the database's (`Europe/Berlin`) or the offset's
    /// (`+05:00`).
    public var identifier: String {
        String(cString: g_time_zone_get_identifier(zone))
    }

    /// How many minutes the zone's clocks are ahead of UTC at the instant
    /// `seconds` after 1970-01-01T00:00:00Z (negative when behind), with
    /// daylight saving time as it was or will be then. An offset of the
    /// old local mean times that is no whole number of minutes is cut to
    /// one, toward zero.
    ///
    /// - Precondition: `seconds` is finite.
    public func utcOffsetMinutes(atSecondsSince1970 seconds: Double) -> Int {
        precondition(seconds.isFinite, "an instant is a finite number of seconds")
        let whole = gint64(max(-Self.secondsLimit, min(Self.secondsLimit, seconds.rounded(.down))))
        let interval = g_time_zone_find_interval(zone, G_TIME_TYPE_UNIVERSAL, whole)
        return Int(g_time_zone_get_offset(zone, interval)) / 60
    }

    /// The date and time the zone's clocks show at the instant `seconds`
    /// after 1970-01-01T00:00:00Z (its fraction of a second dropped); nil
    /// for an instant GLib's calendar cannot hold (outside the years 1 to
    /// 9999) or one that is not finite.
    public func civilTime(atSecondsSince1970 seconds: Double) -> CivilTime? {
        guard seconds.isFinite, abs(seconds) < Self.secondsLimit,
              let universal = g_date_time_new_from_unix_utc(gint64(seconds.rounded(.down)))
        else { return nil }
        defer { g_date_time_unref(universal) }
        guard let local = g_date_time_to_timezone(universal, zone) else { return nil }
        defer { g_date_time_unref(local) }
        return CivilTime(
            year: Int(g_date_time_get_year(local)), month: Int(g_date_time_get_month(local)),
            day: Int(g_date_time_get_day_of_month(local)), hour: Int(g_date_time_get_hour(local)),
            minute: Int(g_date_time_get_minute(local)), second: Int(g_date_time_get_second(local)),
            utcOffsetMinutes: Int(g_date_time_get_utc_offset(local) / 60_000_000))
    }

    /// The first instant, in seconds since 1970-01-01T00:00:00Z, of the
    /// zone's calendar day that holds the instant `seconds`: its midnight,
    /// or, where the clocks skip midnight, the first moment they show that
    /// day. Nil where ``civilTime(atSecondsSince1970:)`` is.
    public func startOfDay(containingSecondsSince1970 seconds: Double) -> Double? {
        guard let time = civilTime(atSecondsSince1970: seconds),
              let midnight = g_date_time_new(zone, gint(time.year), gint(time.month), gint(time.day), 0, 0, 0)
        else { return nil }
        defer { g_date_time_unref(midnight) }
        return Double(g_date_time_to_unix(midnight))
    }

    /// Far beyond GLib's calendar, and safely inside `Int64`.
    private static let secondsLimit = 1e15

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}

/// A date and time as a zone's clocks show it, to the second, with the
/// zone's offset from UTC then: what ``CivilTimeZone/civilTime(atSecondsSince1970:)``
/// gives.
public struct CivilTime: Hashable, Sendable, CustomStringConvertible {
    /// The year of the Gregorian calendar.
    public var year: Int
    /// The month, 1 (January) to 12.
    public var month: Int
    /// The day of the month, from 1.
    public var day: Int
    /// The hour, 0 to 23.
    public var hour: Int
    /// The minute, 0 to 59.
    public var minute: Int
    /// The second, 0 to 59.
    public var second: Int
    /// How many minutes the clocks are ahead of UTC (negative when behind).
    public var utcOffsetMinutes: Int

    /// A date and time with its offset from UTC, as given.
    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, utcOffsetMinutes: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.utcOffsetMinutes = utcOffsetMinutes
    }

    /// `2026-06-21T14:00:00+02:00`: ISO 8601 with the offset always written
    /// out, `+00:00` for UTC (never `Z`).
    public var iso8601: String {
        let sign = utcOffsetMinutes < 0 ? "-" : "+"
        let offset = abs(utcOffsetMinutes)
        return Self.digits(year, 4) + "-" + Self.digits(month, 2) + "-" + Self.digits(day, 2)
            + "T" + Self.digits(hour, 2) + ":" + Self.digits(minute, 2) + ":" + Self.digits(second, 2)
            + sign + Self.digits(offset / 60, 2) + ":" + Self.digits(offset % 60, 2)
    }

    /// `14:05`: the hour and minute on a 24-hour clock.
    public var hourMinute: String {
        Self.digits(hour, 2) + ":" + Self.digits(minute, 2)
    }

    /// The ``iso8601`` text.
    public var description: String { iso8601 }

    /// `value` with leading zeros to `count` digits.
    private static func digits(_ value: Int, _ count: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, count - text.count)) + text
    }
}
