import DisplayTesting
import Foundation
import Gallery
import XCTest

extension Screenshot {
    /// Adwaita's accent blue, which underlines the selected tab.
    static let tabHighlightColour = RGB(hex: 0x3584E4)

    /// The selected tab's underline: the topmost row, in the tab strip's
    /// band below the header bar, with a long run of accent blue.
    func tabHighlight(rows: Range<Int> = 40..<140) -> (x: ClosedRange<Int>, y: Int)? {
        for y in rows where y < height {
            let runs = runs(of: Self.tabHighlightColour, onRow: y, minimumLength: 60)
            if let run = runs.first { return (run, y) }
        }
        return nil
    }
}

extension GalleryProcess {
    /// The gap GtkNotebook leaves between two tabs' underlines, in pixels.
    static let tabGap = 9

    /// The point in the middle of tab `index`, found from the selected
    /// tab's underline in `shot` (all tabs are equally wide), in the
    /// screenshot's coordinates.
    func tabCenter(index: Int, selectedIndex: Int, in shot: Screenshot) throws -> (x: Double, y: Double) {
        guard let highlight = shot.tabHighlight() else { throw HarnessError("no selected tab underline on screen") }
        let pitch = Double(highlight.x.count + Self.tabGap)
        let middle = Double(highlight.x.lowerBound + highlight.x.upperBound) / 2
        return (middle + Double(index - selectedIndex) * pitch, Double(highlight.y - 18))
    }

    /// Polls screenshots until the selected tab's underline satisfies `condition`.
    @discardableResult
    func waitForTabHighlight(
        timeout: TimeInterval = 10, _ what: String, savedAs name: String? = nil,
        until condition: ((x: ClosedRange<Int>, y: Int)) -> Bool
    ) throws -> (x: ClosedRange<Int>, y: Int) {
        let deadline = Date().addingTimeInterval(timeout)
        var last: (x: ClosedRange<Int>, y: Int)?
        while Date() < deadline {
            // Window coordinates on either display (on X11 the window
            // sits at the screen's origin).
            let shot = backend == .x11 ? try Screenshot(savedAs: name) : try windowScreenshot(savedAs: name)
            if let highlight = shot.tabHighlight() {
                last = highlight
                if condition(highlight) { return highlight }
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw HarnessError("the tab underline never showed \(what); last seen: \(String(describing: last))")
    }
}

/// The tab switch's appearance callbacks, UIKit's order.
func expectedTabSwitch(from old: String, to new: String) -> [String] {
    ["\(old) viewWillDisappear", "\(new) viewWillAppear", "\(old) viewDidDisappear", "\(new) viewDidAppear"]
}

/// The position of example `id` among the gallery's tabs.
func galleryTabIndex(of id: String) throws -> Int {
    let ids = MainActor.assumeIsolated { GalleryExample.all.map(\.id) }
    return try XCTUnwrap(ids.firstIndex(of: id), "no example \(id)")
}

extension GalleryProcess {
    /// Waits for the switch to `id` and returns the trace from its `tabSelected` on.
    func waitForSwitch(to id: String, after start: Int) throws -> (log: TraceLog, mark: Int) {
        let log = try waitForTrace("switch to \(id)") { log in
            log.suffix(from: start).contains { $0.name == "viewDidAppear" && $0.controller == id }
        }
        let mark = try XCTUnwrap(log.events.indices.first {
            $0 >= start && log.events[$0].name == "tabSelected" && log.events[$0].string("selected") == id
        })
        return (log, mark)
    }
}
