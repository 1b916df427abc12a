import Foundation
import XvfbTesting

extension GalleryProcess {
    /// Clicks button 1 at a screen point.
    /// The pointer first moves next to the point: a new window under a
    /// pointer that never moves gets no enter event, and GTK then ignores
    /// the click (the pointer stays put between tests in one X server).
    func click(x: Double, y: Double) throws {
        try Tool.run("xdotool", "mousemove", "--sync", "\(Int(x.rounded()) + 3)", "\(Int(y.rounded()) + 3)")
        try Tool.run("xdotool", "mousemove", "--sync", "\(Int(x.rounded()))", "\(Int(y.rounded()))")
        try Tool.run("xdotool", "click", "1")
    }

    /// Drags with button 1 from one screen point to another in `steps`
    /// small moves, as a hand would, pausing so the app sees every frame.
    /// `holdBeforeRelease` keeps the button down, the pointer still, before
    /// letting go: a drag held long enough ends with no flick velocity.
    func drag(fromX x0: Double, y y0: Double, toX x1: Double, y y1: Double, steps: Int = 40,
              holdBeforeRelease: TimeInterval = 0.05) throws {
        try Tool.run("xdotool", "mousemove", "--sync", "\(Int(x0.rounded()))", "\(Int(y0.rounded()))")
        try Tool.run("xdotool", "mousedown", "1")
        Thread.sleep(forTimeInterval: 0.05)
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            let x = x0 + (x1 - x0) * t, y = y0 + (y1 - y0) * t
            try Tool.run("xdotool", "mousemove", "--sync", "\(Int(x.rounded()))", "\(Int(y.rounded()))")
            Thread.sleep(forTimeInterval: 0.015)
        }
        Thread.sleep(forTimeInterval: holdBeforeRelease)
        try Tool.run("xdotool", "mouseup", "1")
    }

    /// Takes a screenshot of the whole screen; kept under
    /// `GALLERY_SCREENSHOT_DIR` as `name` when that is set.
    func screenshot(savedAs name: String? = nil) throws -> Screenshot {
        try Screenshot(savedAs: name)
    }
}
