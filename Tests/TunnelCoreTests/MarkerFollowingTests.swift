import Containment
import Geo
import Testing
import TunnelCore

/// Dragging a marker moves the other to its antipode, live, with no update
/// cycle; the info cards are prepared once things settle.
@MainActor @Suite struct MarkerFollowingTests {
    @Test func draggingTheDiggerMovesTheXToTheAntipodeFrameByFrame() throws {
        let fixture = try TunnelFixture()
        var reports: [String] = []
        fixture.root.startMap.locationObservers.add { _ in reports.append("start") }
        fixture.root.antipodeMap.locationObservers.add { _ in reports.append("antipode") }
        let path = (0..<10).map { Coordinate(latitude: 40 + Double($0) / 10, longitude: -3.7 + Double($0) / 10) }
        let events = fixture.traced {
            for point in path { fixture.startCanvas.drag(to: point) }
        }
        #expect(fixture.root.antipodeMap.location == path.last!.antipode)
        #expect(fixture.antipodeCanvas.markerMoves.map(\.location) == path.map(\.antipode))
        #expect(fixture.antipodeCanvas.markerMoves.allSatisfy { $0.animated })
        #expect(fixture.startCanvas.markerMoves.isEmpty, "the digger's own canvas heard of its move back")
        #expect(reports == Array(repeating: "start", count: 10), "a follower's move was reported as the user's")
        #expect(events.filter { $0.name == "locationChanged" }.count == 10)
    }

    @Test func draggingTheXMovesTheDiggerTheSameWay() throws {
        let fixture = try TunnelFixture()
        let wellington = Coordinate(latitude: -41.29, longitude: 174.78)
        fixture.antipodeCanvas.drag(to: wellington)
        #expect(fixture.root.startMap.location == wellington.antipode)
        #expect(fixture.startCanvas.markerMoves.last?.location == wellington.antipode)
        #expect(fixture.root.antipodeMap.location == wellington)
    }

    @Test func theCardsArePreparedOnceTheMarkersHaveBeenStillAMoment() throws {
        let fixture = try TunnelFixture()
        fixture.advance(by: 0.5)
        let settled = fixture.views.preparedCards.count
        #expect(settled >= 1)
        #expect(fixture.views.preparedCards.last?.count == 2)
        for step in 0..<5 {
            fixture.startCanvas.drag(to: Coordinate(latitude: 10, longitude: Double(step)))
            fixture.advance(by: 0.1)
        }
        #expect(fixture.views.preparedCards.count == settled, "cards were prepared while the digger was still moving")
        fixture.advance(by: RootViewController.infoCardsQuietSeconds + 0.05)
        #expect(fixture.views.preparedCards.count == settled + 1)
    }

    @Test func aSecondLaunchsDigMovesBothMarkersWithoutGlidingOrFlipping() throws {
        let fixture = try TunnelFixture()
        let sydney = Coordinate(latitude: -33.86, longitude: 151.21)
        let flipped = fixture.root.dig(at: sydney, revealing: false)
        #expect(!flipped)
        #expect(fixture.root.startMap.location == sydney)
        #expect(fixture.root.antipodeMap.location == sydney.antipode)
        #expect(fixture.startCanvas.recentrings.isEmpty)
    }

    @Test func aPlaceChosenByNameGlidesToItAndFromTheCardsFlipsBackFirst() throws {
        let fixture = try TunnelFixture()
        fixture.root.show(.info)
        let madrid = Coordinate(latitude: 40.4168, longitude: -3.7038)
        let flipped = fixture.root.dig(at: madrid, revealing: true)
        #expect(flipped)
        #expect(fixture.root.isFlipping)
        #expect(fixture.startCanvas.recentrings == [true])
        fixture.advance(by: 0.5)
        #expect(fixture.root.side == .maps)
        #expect(fixture.root.startMap.location == madrid)
        #expect(fixture.root.antipodeMap.location == madrid.antipode)
        // During a flip, a second choice moves the digger without another flip.
        fixture.root.radarClicked()
        #expect(!fixture.root.dig(at: madrid.antipode, revealing: true))
    }
}
