import ContainmentGtk
import DisplayTesting
import Foundation
import Geo
@testable import TunnelApp
import XCTest

/// The results list in-process: what a screen reader is told, and how the
/// selection Enter chooses moves.
final class PlaceResultsListTests: XCTestCase {
    private func requireGtk() throws {
        guard MainActor.assumeIsolated({ Toolkit.initialize() }) else {
            XCTFail("GTK needs a display: run the tests with meson-helpers/test.sh, which starts Xvfb")
            throw HarnessError("no display")
        }
    }

    private static func match(_ name: String, _ context: String, kind: PlaceKind = .city) -> PlaceMatch {
        PlaceMatch(
            name: name, chineseName: nil, kind: kind, context: context,
            coordinate: Coordinate(latitude: 48.85, longitude: 2.35), population: 1, score: 1, quality: .exact)
    }

    func testTheListIsAListOfNamedRowsControlledByTheEntry() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let entry = SearchEntry()
            defer { entry.destroy() }
            let list = PlaceResultsList(under: entry, language: .english)
            list.show([Self.match("Paris", "Ile-de-France, France"), Self.match("Paris", "Texas, United States")])

            XCTAssertEqual(list.rowNames, ["Paris, Ile-de-France, France, City", "Paris, Texas, United States, City"])
            let controlled = entry.accessiblyControlledWidgets
            XCTAssertEqual(controlled.count, 1, "the entry controls one object, the list")
            XCTAssertEqual(controlled.first?.accessibleRole, .list)
            XCTAssertEqual(controlled.first?.accessibleName, "Places found")
        }
    }

    func testSelectionStartsOnTheFirstRowAndStopsAtEitherEnd() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let entry = SearchEntry()
            defer { entry.destroy() }
            let list = PlaceResultsList(under: entry, language: .english)
            list.show(["A", "B", "C"].map { Self.match($0, "") })
            XCTAssertEqual(list.selectedIndex, 0, "Enter chooses the first result by default")
            list.moveSelection(by: 1)
            list.moveSelection(by: 1)
            list.moveSelection(by: 1)
            XCTAssertEqual(list.selectedMatch?.name, "C")
            list.moveSelection(by: -5)
            XCTAssertEqual(list.selectedMatch?.name, "A")

            list.show([])
            XCTAssertNil(list.selectedMatch, "no results, nothing for Enter to choose")
            XCTAssertEqual(list.rowNames, [])
        }
    }
}
