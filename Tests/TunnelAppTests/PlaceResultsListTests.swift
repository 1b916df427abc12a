import CGtk
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
        guard gtk_init_check(nil, nil) != 0 else {
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
            let entry = gtk_search_entry_new()!
            g_object_ref_sink(entry)
            defer { gtk_widget_destroy(entry); g_object_unref(entry) }
            let list = PlaceResultsList(under: entry, language: .english)
            list.show([Self.match("Paris", "Ile-de-France, France"), Self.match("Paris", "Texas, United States")])

            XCTAssertEqual(list.rowNames, ["Paris, Ile-de-France, France, City", "Paris, Texas, United States, City"])
            guard let relations = atk_object_ref_relation_set(gtk_widget_get_accessible(entry)),
                  let relation = atk_relation_set_get_relation_by_type(relations, ATK_RELATION_CONTROLLER_FOR) else {
                return XCTFail("the entry controls nothing")
            }
            defer { g_object_unref(relations) }
            let targets = atk_relation_get_target(relation)!
            XCTAssertEqual(targets.pointee.len, 1, "the entry controls one object, the list")
            let target = OpaquePointer(targets.pointee.pdata[0]!)
            XCTAssertEqual(atk_object_get_role(UnsafeMutablePointer<AtkObject>(target)), ATK_ROLE_LIST)
            XCTAssertEqual(String(cString: atk_object_get_name(UnsafeMutablePointer<AtkObject>(target))), "Places found")
        }
    }

    func testSelectionStartsOnTheFirstRowAndStopsAtEitherEnd() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let entry = gtk_search_entry_new()!
            g_object_ref_sink(entry)
            defer { gtk_widget_destroy(entry); g_object_unref(entry) }
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
