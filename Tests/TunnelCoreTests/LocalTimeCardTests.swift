import Geo
import Testing
@testable import TunnelCore

/// The info cards tell the local time and the Sun's day at their end, and
/// keep the time current while they are on screen (issue 52).
@MainActor @Suite struct LocalTimeCardTests {
    private func lines(_ info: GeoInfoViewController) -> [String] {
        if case .described(let text)? = info.content { return text.lines }
        return []
    }

    @Test func aCardSaysTheTimeAndTheSunsDayAndMovesOnEachMinute() throws {
        let fixture = try TunnelFixture()
        let clock = ManualLocalClock(scheduler: fixture.views.manual)
        fixture.views.localClock = clock
        fixture.views.radar!.click()
        fixture.advance(by: 0.5)
        #expect(fixture.root.side == .info)
        let card = lines(fixture.root.startInfo)
        #expect(card.contains("10:00 local time (UTC+01:00)"), "\(card)")
        #expect(card.contains("Sunrise 08:30 · sunset 16:00"), "\(card)")
        // Before the coordinates, which stay last.
        #expect(card.last?.contains("°") == true, "\(card)")

        fixture.advance(by: 60)
        #expect(lines(fixture.root.startInfo).contains("10:01 local time (UTC+01:00)"))
        #expect(lines(fixture.root.antipodeInfo).contains("10:01 local time (UTC+01:00)"))

        // Off screen, the cards are left alone; shown again, they are current.
        fixture.views.radar!.click()
        fixture.advance(by: 0.5)
        #expect(fixture.root.side == .maps)
        let readings = clock.readings
        fixture.advance(by: 180)
        #expect(clock.readings == readings, "a card off screen was rewritten")
        fixture.views.radar!.click()
        fixture.advance(by: 0.5)
        #expect(lines(fixture.root.startInfo).contains("10:04 local time (UTC+01:00)"), "\(lines(fixture.root.startInfo))")
    }

    @Test func thePolarDayAndNightAndAOneSidedDayAreSaid() {
        #expect(GeoInfoText.lines(for: LocalDay(time: "12:00", offset: "UTC", sun: .polarDay))
            == ["12:00 local time (UTC)", "Polar day: the Sun does not set"])
        #expect(GeoInfoText.lines(for: LocalDay(time: "12:00", offset: "UTC", sun: .polarNight)).last
            == "Polar night: the Sun does not rise")
        #expect(GeoInfoText.lines(for: LocalDay(time: "01:00", offset: "UTC", sun: .risesAndSets(sunrise: "01:30", sunset: nil))).last
            == "Sunrise 01:30 · no sunset today")
    }
}
