import Foundation
import XvfbTesting

extension AppProcess {
    /// Clicks button 1 at a screen point (the window sits at the origin).
    func click(x: Double, y: Double) throws {
        try Tool.run("xdotool", "mousemove", "--sync", "\(Int(x.rounded()))", "\(Int(y.rounded()))")
        try Tool.run("xdotool", "click", "1")
    }

    /// Drags with button 1 from one screen point to another in `steps`
    /// small moves, as a hand would, pausing between them so the app sees
    /// every frame of the drag.
    func drag(fromX x0: Double, y y0: Double, toX x1: Double, y y1: Double, steps: Int = 40) throws {
        try Tool.run("xdotool", "mousemove", "--sync", "\(Int(x0.rounded()))", "\(Int(y0.rounded()))")
        try Tool.run("xdotool", "mousedown", "1")
        Thread.sleep(forTimeInterval: 0.05)
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            let x = x0 + (x1 - x0) * t, y = y0 + (y1 - y0) * t
            try Tool.run("xdotool", "mousemove", "--sync", "\(Int(x.rounded()))", "\(Int(y.rounded()))")
            Thread.sleep(forTimeInterval: 0.015)
        }
        Thread.sleep(forTimeInterval: 0.05)
        try Tool.run("xdotool", "mouseup", "1")
    }
}
