import Containment
import ContainmentGtk
import Foundation
import Gtk

/// Pushes and pops between two list pages in a real 1280×800 GTK window
/// and times every paint of the window during the slides: p50, p95, max.
/// Run it under a display: `meson-helpers/with-xvfb.sh .build/release/containment-bench navigation`.
@MainActor enum NavigationBenchmark {
    /// A page of 40 list rows, like one level of the gallery's Atlas.
    private final class ListPage: ViewController {
        init(title: String) {
            super.init()
            navigationItem.title = title
        }

        override func loadView() {
            let list = ListBox()
            for index in 1...40 {
                let label = Label("\(navigationItem.title ?? "") row \(index)")
                label.xAlignment = 0
                list.add(label)
            }
            let scrolled = ScrolledWindow()
            scrolled.add(list)
            view = View(scrolled)
        }
    }

    static func run() {
        guard Toolkit.initialize() else {
            print("navigation: no display (run under meson-helpers/with-xvfb.sh)")
            return
        }
        let size = Size(width: 1280, height: 800)
        let window = GtkWindowHost.makeWindow(title: "navigation-bench", size: size)
        guard let toplevel = (window.host as? GtkWindowHost)?.toplevel else { return }
        let navigation = NavigationController(rootViewController: ListPage(title: "Root"))
        window.rootViewController = navigation
        window.show()
        spin(timeout: 10) { window.isVisible && window.size == size }
        spin(timeout: 0.5) { false }

        final class Timing { var start = 0.0; var paints: [Double] = []; var measuring = false }
        let timing = Timing()
        toplevel.connect("draw", eventHandler: { _ in
            timing.start = now()
            return false
        })
        // The X server renders asynchronously (Xvfb does it in software):
        // flushing and waiting for it counts its work in the frame too.
        toplevel.connect("draw", after: true, eventHandler: { cr in
            guard timing.measuring else { return false }
            DrawingContext(borrowing: OpaquePointer(cr)).flushTarget()
            Display.sync()
            timing.paints.append((now() - timing.start) * 1000)
            return false
        })

        let slides = 10
        for round in 0..<slides {
            timing.measuring = true
            if round % 2 == 0 {
                navigation.pushViewController(ListPage(title: "Page \(round)"), animated: true)
            } else {
                navigation.popViewController(animated: true)
            }
            spin(timeout: 5) { navigation.contentView.subviews.count == 2 }
            spin(timeout: 5) { navigation.contentView.subviews.count == 1 }
            timing.measuring = false
            spin(timeout: 0.1) { false }
        }
        toplevel.destroy()
        let sorted = timing.paints.sorted()
        guard !sorted.isEmpty else {
            print("navigation: no frames painted")
            return
        }
        func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }
        print(String(format: "navigation: %d slides at 1280×800, %d frames painted; paint p50 %.2f ms, p95 %.2f ms, max %.2f ms",
                     slides, sorted.count, percentile(0.5), percentile(0.95), sorted.last!))
    }

    private static func now() -> Double { Date().timeIntervalSinceReferenceDate }

    private static func spin(timeout: Double, until condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() && Date() < deadline {
            MainLoop.iterate()
            usleep(500)
        }
    }
}
