@testable import Gtk
import XCTest

/// Time zones from the system's database through GLib: offsets across
/// daylight saving time, the date line, half-hour zones, fixed offsets,
/// and the text a civil time is written as. No display needed.
final class CivilTimeZoneTests: XCTestCase {
    /// 2026-03-29T01:00:00Z, when Europe's clocks go forward.
    private let springForward = 1_774_746_000.0
    /// 2026-10-25T01:00:00Z, when they go back.
    private let fallBack = 1_792_890_000.0
    /// 2026-06-21T12:00:00Z.
    private let juneNoon = 1_782_043_200.0

    private func zone(_ identifier: String) throws -> CivilTimeZone {
        try XCTUnwrap(CivilTimeZone(identifier: identifier), "the system's tzdata has \(identifier)")
    }

    func testBerlinGoesToSummerTimeAndBackAtOneUTC() throws {
        let berlin = try zone("Europe/Berlin")
        XCTAssertEqual(berlin.identifier, "Europe/Berlin")
        XCTAssertEqual(berlin.utcOffsetMinutes(atSecondsSince1970: springForward - 1), 60)
        XCTAssertEqual(berlin.utcOffsetMinutes(atSecondsSince1970: springForward), 120)
        XCTAssertEqual(berlin.utcOffsetMinutes(atSecondsSince1970: fallBack - 1), 120)
        XCTAssertEqual(berlin.utcOffsetMinutes(atSecondsSince1970: fallBack), 60)
        XCTAssertEqual(berlin.civilTime(atSecondsSince1970: springForward - 1)?.iso8601, "2026-03-29T01:59:59+01:00")
        XCTAssertEqual(berlin.civilTime(atSecondsSince1970: springForward)?.iso8601, "2026-03-29T03:00:00+02:00")
        XCTAssertEqual(berlin.civilTime(atSecondsSince1970: fallBack - 1)?.iso8601, "2026-10-25T02:59:59+02:00")
        XCTAssertEqual(berlin.civilTime(atSecondsSince1970: fallBack)?.iso8601, "2026-10-25T02:00:00+01:00")
    }

    func testTheDateLineSeparatesKiritimatiFromPagoPagoByADay() throws {
        let kiritimati = try XCTUnwrap(try zone("Pacific/Kiritimati").civilTime(atSecondsSince1970: juneNoon))
        let pagoPago = try XCTUnwrap(try zone("Pacific/Pago_Pago").civilTime(atSecondsSince1970: juneNoon))
        XCTAssertEqual(kiritimati, CivilTime(year: 2026, month: 6, day: 22, hour: 2, minute: 0, second: 0, utcOffsetMinutes: 840))
        XCTAssertEqual(pagoPago, CivilTime(year: 2026, month: 6, day: 21, hour: 1, minute: 0, second: 0, utcOffsetMinutes: -660))
        XCTAssertEqual(kiritimati.hour, pagoPago.hour + 1, "an hour apart on the clock")
        XCTAssertNotEqual(kiritimati.day, pagoPago.day, "but on different days")
    }

    func testStJohnsIsThreeAndAHalfHoursBehindInWinter() throws {
        let stJohns = try zone("America/St_Johns")
        let january = 1_768_478_400.0  // 2026-01-15T12:00:00Z
        XCTAssertEqual(stJohns.utcOffsetMinutes(atSecondsSince1970: january), -210)
        let time = try XCTUnwrap(stJohns.civilTime(atSecondsSince1970: january))
        XCTAssertEqual(time.iso8601, "2026-01-15T08:30:00-03:30")
        XCTAssertEqual(time.hourMinute, "08:30")
        XCTAssertEqual(stJohns.utcOffsetMinutes(atSecondsSince1970: juneNoon), -150, "and two and a half in summer")
    }

    func testAZoneTheDatabaseDoesNotHaveIsNil() {
        XCTAssertNil(CivilTimeZone(identifier: "Atlantis/Capital"))
        XCTAssertNil(CivilTimeZone(identifier: ""))
    }

    func testTheTextOfACivilTime() {
        let time = CivilTime(year: 2026, month: 6, day: 21, hour: 14, minute: 5, second: 7, utcOffsetMinutes: 120)
        XCTAssertEqual(time.iso8601, "2026-06-21T14:05:07+02:00")
        XCTAssertEqual(time.hourMinute, "14:05")
        XCTAssertEqual("\(time)", "2026-06-21T14:05:07+02:00")
        let early = CivilTime(year: 987, month: 1, day: 2, hour: 3, minute: 4, second: 5, utcOffsetMinutes: -570)
        XCTAssertEqual(early.iso8601, "0987-01-02T03:04:05-09:30")
        XCTAssertEqual(early.hourMinute, "03:04")
    }

    func testUTCIsWrittenAsPlusZeroNotZ() throws {
        XCTAssertEqual(CivilTimeZone.utc.civilTime(atSecondsSince1970: juneNoon)?.iso8601, "2026-06-21T12:00:00+00:00")
        XCTAssertEqual(CivilTimeZone.utc.civilTime(atSecondsSince1970: 0)?.iso8601, "1970-01-01T00:00:00+00:00")
        XCTAssertEqual(try zone("UTC").civilTime(atSecondsSince1970: juneNoon)?.iso8601, "2026-06-21T12:00:00+00:00")
    }

    func testAFixedOffsetZoneKeepsItsOffsetAllYear() {
        let east = CivilTimeZone(utcOffsetMinutes: 5 * 60)
        XCTAssertEqual(east.identifier, "+05:00")
        for instant in [springForward - 86_400 * 60, juneNoon, fallBack + 86_400 * 30] {
            XCTAssertEqual(east.utcOffsetMinutes(atSecondsSince1970: instant), 300)
        }
        XCTAssertEqual(east.civilTime(atSecondsSince1970: juneNoon)?.iso8601, "2026-06-21T17:00:00+05:00")
        let west = CivilTimeZone(utcOffsetMinutes: -(9 * 60 + 30))
        XCTAssertEqual(west.identifier, "-09:30")
        XCTAssertEqual(west.civilTime(atSecondsSince1970: juneNoon)?.iso8601, "2026-06-21T02:30:00-09:30")
        XCTAssertEqual(CivilTimeZone(utcOffsetMinutes: 0).identifier, "+00:00")
    }

    func testAFractionOfASecondIsDroppedEvenBefore1970() {
        XCTAssertEqual(CivilTimeZone.utc.civilTime(atSecondsSince1970: juneNoon + 0.75)?.second, 0)
        XCTAssertEqual(CivilTimeZone.utc.civilTime(atSecondsSince1970: -0.5)?.iso8601, "1969-12-31T23:59:59+00:00")
    }

    func testInstantsBeyondTheCalendarHaveNoCivilTime() {
        XCTAssertNil(CivilTimeZone.utc.civilTime(atSecondsSince1970: .nan))
        XCTAssertNil(CivilTimeZone.utc.civilTime(atSecondsSince1970: .infinity))
        XCTAssertNil(CivilTimeZone.utc.civilTime(atSecondsSince1970: 1e14), "after the year 9999")
        XCTAssertNil(CivilTimeZone.utc.civilTime(atSecondsSince1970: -1e14), "before the year 1")
    }

    func testADayStartsAtItsMidnightOrWhereItsClocksBegin() throws {
        let berlin = try zone("Europe/Berlin")
        XCTAssertEqual(berlin.startOfDay(containingSecondsSince1970: juneNoon), 1_781_992_800, "2026-06-20T22:00:00Z")
        XCTAssertEqual(berlin.startOfDay(containingSecondsSince1970: 1_781_992_800), 1_781_992_800)
        XCTAssertEqual(berlin.startOfDay(containingSecondsSince1970: 1_781_992_799), 1_781_992_800 - 86_400)
        // Chile's clocks go from 23:59:59 on 5 September 2026 to 01:00 on the 6th.
        let santiago = try zone("America/Santiago")
        XCTAssertEqual(santiago.startOfDay(containingSecondsSince1970: juneNoon + 77 * 86_400), 1_788_667_200,
                       "2026-09-06T01:00:00-03:00")
    }

    func testZonesMayBeUsedFromAnyThread() async throws {
        let berlin = try zone("Europe/Berlin")
        let instant = springForward
        let offsets = await withTaskGroup(of: Int.self) { group in
            for step in 0..<8 {
                group.addTask { berlin.utcOffsetMinutes(atSecondsSince1970: instant + Double(step - 4) * 600) }
            }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        XCTAssertEqual(offsets.sorted(), [60, 60, 60, 60, 120, 120, 120, 120])
    }
}
