import DisplayTesting
import Foundation
import XCTest

/// The Atlas's root page (the continents) and the page its first row pushes.
let atlasRoot = "list(Continents)", atlasPushed = "list(Africa)"

extension Screenshot {
    /// Adwaita's window background, behind the Atlas's centred column.
    static let atlasWindowBackground = RGB(hex: 0xF6F5F4)
    /// A GtkListBox row's background (within 2: the window's is within 12 of it).
    static let atlasRowWhite = RGB(hex: 0xFFFFFF)

    /// The Atlas's list column on screen: the long white run on row `y`
    /// within the navigation controller's content (left of the lifecycle panel).
    func atlasListColumn(y: Int) throws -> ClosedRange<Int> {
        try XCTUnwrap(atlasListRun(y: y), "no list column on row \(y)")
    }

    /// ``atlasListColumn(y:)``, or nil with no failure recorded: for
    /// polling while a page slides in.
    func atlasListRun(y: Int) -> ClosedRange<Int>? {
        runs(of: Self.atlasRowWhite, onRow: y, in: 0..<900, minimumLength: 300, tolerance: 2).first
    }

    /// The first screen row of the list's white column, below the tab
    /// strip and the navigation bar.
    func atlasListTop() -> (top: Int, column: ClosedRange<Int>)? {
        for y in 150..<260 {
            let runs = runs(of: Self.atlasRowWhite, onRow: y, in: 0..<900, minimumLength: 300, tolerance: 2)
            if let column = runs.first { return (y, column) }
        }
        return nil
    }
}

extension GalleryProcess {
    /// The first row of the Atlas's list: its middle, found on screen, and
    /// the row just below the list's top edge, where no text is; in window
    /// coordinates (on X11 the window sits at the screen's origin).
    func atlasFirstRow() throws -> (x: Double, y: Double, top: Int, column: ClosedRange<Int>) {
        // On a loaded machine the first screenshot can catch the window
        // before its final layout (a click there lands on another row):
        // the list's top edge counts once two screenshots agree on it.
        // The pointer off the window first: a row under it is highlighted,
        // not white, and the list would seem to start a row lower.
        switch backend {
        case .x11:
            // No --sync: it waits for a move that never comes when the
            // pointer is already there; the steady-screenshot loop below
            // covers the wait.
            try Tool.run("xdotool", "mousemove", "1275", "1000")
        case .wayland:
            try movePointer(x: 1279, y: 1023)
        }
        var previous: (top: Int, column: ClosedRange<Int>)?
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let shot = backend == .x11 ? try Screenshot(savedAs: "atlas-root.png") : try windowScreenshot(savedAs: "wayland-atlas-root.png")
            let found = shot.atlasListTop()
            if let found, let previous, previous == found {
                return (Double(found.column.lowerBound + 60), Double(found.top + 22), found.top + 3, found.column)
            }
            previous = found
            Thread.sleep(forTimeInterval: 0.3)
        }
        throw HarnessError("no steady Atlas list on screen")
    }
}

/// Waits for the pop back to the continents and checks its callbacks:
/// UIKit's order, the popped page leaving its parent, a sliding pop.
func assertAtlasPop(_ gallery: GalleryProcess, after start: Int, _ how: String) throws {
    let root = atlasRoot, pushed = atlasPushed
    let log = try gallery.waitForTrace("pop with \(how)") { log in
        log.suffix(from: start).contains { $0.name == "navigationDidShow" && $0.controller == root }
    }
    XCTAssertEqual(log.appearance(from: start, controllers: [root, pushed]), [
        "\(pushed) viewWillDisappear", "\(root) viewWillAppear",
        "\(pushed) viewDidDisappear", "\(root) viewDidAppear",
    ], how)
    let moves = log.suffix(from: start).filter { $0.controller == pushed && $0.name.hasSuffix("(toParent:)") }
    XCTAssertEqual(moves.map(\.name), ["willMove(toParent:)", "didMove(toParent:)"], how)
    XCTAssertTrue(moves.allSatisfy { $0.fields["parent"] is NSNull }, "\(how): the popped page leaves its parent")
    let disappear = log.suffix(from: start).first { $0.name == "viewWillDisappear" && $0.controller == pushed }
    XCTAssertEqual(disappear?.bool("animated"), true, "\(how): the pop slides")
}
