import Containment
import ContainmentGtk
import Foundation
import Gtk

/// Animates the frames of 50 views at once in a real 1280×800 GTK window and
/// times each frame the frame clock paints, from its before-paint to its
/// after-paint signal (the tick that moves the views, layout and painting).
/// Target: p95 ≤ 4 ms. Needs a display: `meson-helpers/with-xvfb.sh containment-bench animation`.
@MainActor enum AnimationBenchmark {
    static let viewCount = 50
    static let size = Size(width: 1280, height: 800)

    static func run() {
        print("== animation (\(viewCount) views, frames animated at once, \(Int(size.width))×\(Int(size.height)) GTK window)")
        guard Toolkit.initialize() else {
            print("needs a display: meson-helpers/with-xvfb.sh containment-bench animation")
            exit(1)
        }
        let window = GtkWindowHost.makeWindow(title: "animation benchmark", size: size)
        let toplevel = (window.host as! GtkWindowHost).toplevel
        let root = ViewController()
        window.rootViewController = root
        let views = (0..<viewCount).map { index -> View in
            let area = DrawingArea()
            let hue = Double(index) / Double(viewCount)
            area.connect("draw", eventHandler: { cr in
                let context = DrawingContext(borrowing: OpaquePointer(cr))
                context.setColor(red: 0.2 + 0.6 * hue, green: 0.5, blue: 0.8 - 0.6 * hue)
                context.paint()
                return true
            })
            let view = View(area, frame: home(index))
            try! root.view.addSubview(view)
            return view
        }
        window.show()
        spin(until: { window.size == size && views[0].widget!.isMapped }, timeout: 20)

        var durations: [Double] = []
        var paintStart: Int64?
        let before = toplevel.onBeforePaint { paintStart = MonotonicClock.microseconds }!
        let after = toplevel.onAfterPaint {
            guard let start = paintStart, views[0].isAnimating else { return }
            durations.append(Double(MonotonicClock.microseconds - start) / 1000)
            paintStart = nil
        }!
        // Three round trips of one second each: every view crosses the window and back.
        for round in 0..<6 {
            var done = false
            View.animate(withDuration: 1, options: .curveEaseInOut, animations: {
                for (index, view) in views.enumerated() {
                    view.frame = round % 2 == 0 ? away(index) : home(index)
                }
            }, completion: { _ in done = true })
            spin(until: { done }, timeout: 30)
        }
        before.disconnect()
        after.disconnect()
        toplevel.destroy()
        withExtendedLifetime(window) {}

        let sorted = durations.sorted()
        func percentile(_ p: Double) -> Double {
            sorted.isEmpty ? .nan : sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
        }
        func ms(_ value: Double) -> String { String(format: "%.2f ms", value) }
        print("  frames painted: \(sorted.count) in 6 s of animation")
        print("  per-frame paint: p50 \(ms(percentile(0.5)))  p95 \(ms(percentile(0.95)))  max \(ms(sorted.last ?? .nan))"
              + "   target ≤ 4 ms p95")
    }

    /// A 10 × 5 grid of 96 × 96 cards on the left.
    private static func home(_ index: Int) -> Rect {
        Rect(x: 20 + Double(index % 10) * 110, y: 20 + Double(index / 10) * 150, width: 96, height: 96)
    }

    /// The same card moved across and grown, so both position and size animate.
    private static func away(_ index: Int) -> Rect {
        let start = home(index)
        return Rect(x: size.width - 20 - 140 - Double(9 - index % 10) * 110, y: start.minY + 30, width: 140, height: 110)
    }

    private static func spin(until condition: () -> Bool, timeout: Double) {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() && Date() < deadline { MainLoop.iterate(blocking: true) }
    }
}
