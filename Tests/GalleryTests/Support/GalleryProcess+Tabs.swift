import DisplayTesting
import Foundation

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

    /// The screen point in the middle of tab `index`, found from the
    /// selected tab's underline in `shot` (all tabs are equally wide).
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
            let shot = try Screenshot(savedAs: name)
            if let highlight = shot.tabHighlight() {
                last = highlight
                if condition(highlight) { return highlight }
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw HarnessError("the tab underline never showed \(what); last seen: \(String(describing: last))")
    }
}
