import ContainmentGtk
import DisplayTesting
import Foundation
import Geo
@testable import TunnelApp
import TunnelCore
import XCTest

/// The two maps follow each other through their public API, with no update
/// cycle and no retain cycle.
final class MapFollowingTests: XCTestCase {
    private func requireGtk() throws {
        guard MainActor.assumeIsolated({ Toolkit.initialize() }) else {
            XCTFail("GTK needs a display: run the tests with meson-helpers/test.sh, which starts Xvfb")
            throw HarnessError("no display")
        }
    }

    @MainActor
    private static func makeRoot() -> RootViewController {
        let lookup = PlaceLookup(language: .english, scheduler: GLibScheduler.shared) { throw PlaceLookup.Failure(description: "not needed here") }
        return RootViewController(
            start: Coordinate(latitude: 56.55, longitude: 8.316667), zoom: nil, lookup: lookup, views: GtkTunnelViews(atlas: nil))
    }

    func testMovingTheDiggerMovesTheXToTheAntipodeAndNotBack() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let root = Self.makeRoot()
            root.loadViewIfNeeded()
            var startReports: [Coordinate] = []
            var antipodeReports: [Coordinate] = []
            root.startMap.locationObservers.add { startReports.append($0) }
            root.antipodeMap.locationObservers.add { antipodeReports.append($0) }
            let madrid = Coordinate(latitude: 40.4168, longitude: -3.7038)
            root.startMap.userMovedMarker(to: madrid)
            XCTAssertEqual(root.antipodeMap.location, madrid.antipode)
            XCTAssertEqual(startReports, [madrid])
            XCTAssertEqual(antipodeReports, [], "a programmatic move must not notify (the original's update cycle)")

            let wellington = Coordinate(latitude: -41.29, longitude: 174.78)
            root.antipodeMap.userMovedMarker(to: wellington)
            XCTAssertEqual(root.startMap.location, wellington.antipode)
            XCTAssertEqual(startReports, [madrid])
            XCTAssertEqual(antipodeReports, [wellington])
        }
    }

    func testRemovedObserversAreNotCalled() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let map = MapViewController(
                marker: .digger, location: Coordinate(latitude: 0, longitude: 0), zoom: nil, views: GtkTunnelViews(atlas: nil))
            var calls = 0
            let token = map.locationObservers.add { _ in calls += 1 }
            map.userMovedMarker(to: Coordinate(latitude: 1, longitude: 1))
            map.locationObservers.remove(token)
            map.userMovedMarker(to: Coordinate(latitude: 2, longitude: 2))
            XCTAssertEqual(calls, 1)
            XCTAssertEqual(map.locationObservers.count, 0)
        }
    }

    func testTheRootAndItsMapsAreFreedWithNoRetainCycle() throws {
        try requireGtk()
        let (weakRoot, weakMap) = MainActor.assumeIsolated { () -> (WeakReference, WeakReference) in
            let root = Self.makeRoot()
            root.loadViewIfNeeded()
            return (WeakReference(root), WeakReference(root.antipodeMap))
        }
        XCTAssertNil(weakRoot.object, "the root controller leaked")
        XCTAssertNil(weakMap.object, "a map controller leaked")
    }
}

/// A weak reference that can leave the main actor, for leak checks.
final class WeakReference: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// The maps speak to screen readers: a name, and a description with the
/// marker's coordinates that follows it.
final class MapAccessibilityTests: XCTestCase {
    func testMapsAreNamedAndDescribeWhereTheirMarkerIs() throws {
        guard MainActor.assumeIsolated({ Toolkit.initialize() }) else {
            XCTFail("GTK needs a display: run the tests with meson-helpers/test.sh, which starts Xvfb")
            return
        }
        MainActor.assumeIsolated {
            let lookup = PlaceLookup(language: .english, scheduler: GLibScheduler.shared) { throw PlaceLookup.Failure(description: "not needed here") }
            let root = RootViewController(
                start: Coordinate(latitude: 56.55, longitude: 8.316667), zoom: nil, lookup: lookup, views: GtkTunnelViews(atlas: nil))
            root.loadViewIfNeeded()
            let start = root.startMap.view.contentWidget!
            let antipode = root.antipodeMap.view.contentWidget!
            XCTAssertEqual(start.accessibleName, "Start map: where you dig")
            XCTAssertEqual(antipode.accessibleName, "Antipode map: where you come out")
            XCTAssertTrue(start.accessibleDescription?.contains("56°33′00″ N, 8°19′00″ E") ?? false,
                          start.accessibleDescription ?? "no description")
            root.startMap.userMovedMarker(to: Coordinate(latitude: 40.4168, longitude: -3.7038))
            // The X's description follows after a short pause (it is
            // debounced while a drag streams moves).
            runMainLoop(timeout: 2) { antipode.accessibleDescription?.contains("40°25′00″ S") ?? false }
            XCTAssertTrue(antipode.accessibleDescription?.contains("40°25′00″ S, 176°17′46″ E") ?? false,
                          antipode.accessibleDescription ?? "no description")

            // The land at the antipodes is said while it lies over the map.
            let canvas = try! XCTUnwrap(root.startMap.canvas as? GtkMapCanvas)
            XCTAssertFalse(start.accessibleDescription?.contains("antipodes") ?? true)
            canvas.showsAntipodalLand = true
            canvas.antipodalLandCaption = "13 % of land has land opposite (orange)"
            XCTAssertTrue(start.accessibleDescription?.hasSuffix(
                "The land at the antipodes lies over the map in orange. 13 % of land has land opposite (orange).") ?? false,
                start.accessibleDescription ?? "no description")
            canvas.showsAntipodalLand = false
            XCTAssertFalse(start.accessibleDescription?.contains("antipodes") ?? true)
        }
    }
}
