import CGtk
@testable import Gtk
import XCTest

/// A search bar opens and closes with its property, tells of it, and takes
/// keys typed elsewhere into its entry.
final class SearchBarTests: XCTestCase {
    func testSearchModeRoundTripsAndEachChangeIsReported() throws {
        try onMainActor {
            try requireGtk()
            let bar = SearchBar()
            var changes: [Bool] = []
            bar.onSearchModeChanged { changes.append(bar.isSearchModeEnabled) }
            XCTAssertFalse(bar.isSearchModeEnabled)
            bar.isSearchModeEnabled = true
            XCTAssertTrue(bar.isSearchModeEnabled)
            bar.isSearchModeEnabled = false
            XCTAssertEqual(changes, [true, false])
            bar.showsCloseButton = true
            XCTAssertTrue(bar.showsCloseButton)
            bar.destroy()
        }
    }

    func testTheBarAndItsHandlerGoWithItsWrapper() throws {
        try onMainActor {
            try requireGtk()
            var released = 0
            var finalization: Finalization?
            do {
                let bar = SearchBar()
                XCTAssertFalse(isFloating(bar.gobjectPointer))
                let probe = DeinitProbe { released += 1 }
                bar.onSearchModeChanged { _ = probe }
                finalization = Finalization(of: bar.gobjectPointer)
            }
            XCTAssertEqual(finalization?.count, 1)
            XCTAssertEqual(released, 1, "the handler was released with the bar")
        }
    }

    /// A window holding a closed bar with its entry, and a drawing area
    /// that hands the keys it gets to the bar.
    @MainActor
    private static func typeToSearch() -> (window: OffscreenWindow, bar: SearchBar, entry: SearchEntry, area: DrawingArea) {
        let window = OffscreenWindow()
        let bar = SearchBar()
        let entry = SearchEntry()
        bar.add(entry)
        bar.connectEntry(entry)
        let area = DrawingArea()
        area.sizeRequest = (40, 30)
        area.canFocus = true
        let column = Box(orientation: .vertical)
        column.append(bar)
        column.append(area)
        window.add(column)
        window.showAll()
        entry.realize()
        area.onForwardableKeyPress { bar.handle($0) }
        return (window, bar, entry, area)
    }

    func testAKeyTypedElsewhereOpensTheBarWithItsText() throws {
        try onMainActor {
            try requireGtk()
            let log = LogCapture()
            defer { log.stop() }
            let (window, bar, entry, area) = Self.typeToSearch()
            defer { window.destroy() }
            var passedOn: [KeyEvent] = []
            area.onForwardableKeyPress { passedOn.append($0.event); return false }
            XCTAssertTrue(sendKey(GDK_KEY_m, to: area), "the bar took the key")
            XCTAssertTrue(bar.isSearchModeEnabled)
            XCTAssertEqual(entry.text, "m")
            XCTAssertFalse(sendKey(GDK_KEY_a, to: area), "an open bar takes no keys from elsewhere")
            XCTAssertEqual(entry.text, "m")
            XCTAssertEqual(passedOn.map(\.key), [Key(rawValue: UInt32(GDK_KEY_a))], "the later handler saw the key the bar left")
            XCTAssertEqual(log.messages, [])
        }
    }

    func testSpaceAndEscapeDoNotOpenTheBar() throws {
        try onMainActor {
            try requireGtk()
            let (window, bar, entry, area) = Self.typeToSearch()
            defer { window.destroy() }
            XCTAssertFalse(sendKey(GDK_KEY_space, to: area))
            XCTAssertFalse(sendKey(GDK_KEY_Escape, to: area))
            XCTAssertFalse(bar.isSearchModeEnabled)
            XCTAssertEqual(entry.text, "")
        }
    }
}
