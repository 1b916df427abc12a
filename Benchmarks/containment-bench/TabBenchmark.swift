import Containment
import ContainmentGtk
import Foundation
import Gallery
import Gtk

/// A tab switch in a real GTK window at 1280×800: every frame the window
/// paints after a switch, timed from the start to the end of its `draw`
/// (the strip, the incoming tab's widgets, everything), and the switch
/// itself (the lifecycle work of `selectedIndex`).
///
/// `meson-helpers/with-xvfb.sh .build/release/containment-bench tabs`
@MainActor enum TabBenchmark {
    static let size = Size(width: 1280, height: 800)
    static let switches = 300

    static func run() {
        print("== tabs: tab switch in a \(Int(size.width))×\(Int(size.height)) GTK window "
            + "(DISPLAY=\(ProcessInfo.processInfo.environment["DISPLAY"] ?? "unset"))")
        guard Toolkit.initialize() else {
            print("needs a display: meson-helpers/with-xvfb.sh .build/release/containment-bench tabs")
            exit(1)
        }
        let tabs = TabBarController()
        var children: [ViewController] = (1...5).map { FormViewController(number: $0) }
        // The gallery's own Basics example, when present: a container with children inside a tab.
        if let basics = GalleryExample.named("basics") {
            let child = basics.makeViewController()
            child.tabBarItem.title = basics.title
            child.tabBarItem.iconName = basics.iconName
            children.insert(child, at: 0)
        }
        children[1].tabBarItem.badgeValue = "3"
        tabs.setViewControllers(children, animated: false)

        let window = GtkWindowHost.makeWindow(title: "Tab benchmark", size: size)
        let toplevel = (window.host as! GtkWindowHost).toplevel
        var drawStart: UInt64 = 0
        var frames: [Double] = []
        var drawsCompleted = 0
        toplevel.connect("draw", eventHandler: { _ in
            drawStart = DispatchTime.now().uptimeNanoseconds
            return false
        })
        toplevel.connect("draw", after: true, eventHandler: { _ in
            frames.append(Double(DispatchTime.now().uptimeNanoseconds - drawStart) / 1e6)
            drawsCompleted += 1
            return false
        })
        window.rootViewController = tabs
        window.show()
        spin(timeout: 10) { drawsCompleted > 0 }
        let allocation = toplevel.allocation

        // First show of each tab: its view loads and its widgets are realized.
        var firstShows: [Double] = []
        for index in 1..<children.count {
            let before = drawsCompleted
            firstShows.append(time { tabs.selectedIndex = index })
            spin(timeout: 5) { drawsCompleted > before }
        }

        frames.removeAll()
        var switchTimes: [Double] = []
        var framesByTab: [String: [Double]] = [:]
        for step in 0..<switches {
            let before = drawsCompleted
            let target = (tabs.selectedIndex! + 1 + step % 2) % children.count
            switchTimes.append(time { tabs.selectedIndex = target })
            spin(timeout: 5) { drawsCompleted > before }
            if let last = frames.last, drawsCompleted > before {
                framesByTab[children[target].tabBarItem.title ?? "?", default: []].append(last)
            }
        }
        print("  window allocation \(allocation.width)×\(allocation.height), \(children.count) tabs, \(switches) switches")
        report("frame painted after a switch (draw of the whole window)", frames, target: "≤ 4 ms p95")
        for (title, values) in framesByTab.sorted(by: { $0.key < $1.key }) {
            report("  frames showing \(title)", values, target: "")
        }
        report("switch (selectedIndex: lifecycle, views swapped)", switchTimes, target: "")
        report("first show of a tab (view loads)", firstShows, target: "")
        window.hide()
    }

    private static func time(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    private static func spin(timeout: Double, until condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() && Date() < deadline {
            MainLoop.iterate()
            usleep(200)
        }
    }

    private static func report(_ what: String, _ values: [Double], target: String) {
        guard !values.isEmpty else {
            print("  \(what): no samples")
            return
        }
        let sorted = values.sorted()
        func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))] }
        print(String(format: "  %@: p50 %.2f ms, p95 %.2f ms, max %.2f ms (n=%d)%@",
                     what, percentile(0.5), percentile(0.95), sorted.last!, sorted.count,
                     target.isEmpty ? "" : "; target \(target)"))
    }
}

/// A tab with ordinary GTK content: a heading and a form of labelled entries
/// and switches, the kind of page a settings or details tab shows.
private final class FormViewController: ViewController {
    private let number: Int

    init(number: Int) {
        self.number = number
        super.init()
        tabBarItem.title = "Page \(number)"
        tabBarItem.iconName = "document-page-setup-symbolic"
    }

    override func loadView() {
        let grid = Grid()
        grid.rowSpacing = 8
        grid.columnSpacing = 12
        grid.borderWidth = 24
        let heading = Label("Page \(number)")
        heading.horizontalAlignment = .start
        grid.attach(heading, column: 0, row: 0, width: 2, height: 1)
        for row in 1...14 {
            let label = Label("Setting \(row)")
            label.horizontalAlignment = .end
            let field: Widget
            if row % 3 != 0 {
                let entry = Entry()
                entry.text = "Value \(number).\(row)"
                entry.expandsHorizontally = true
                field = entry
            } else {
                field = Switch()
                field.horizontalAlignment = .start
            }
            grid.attach(label, column: 0, row: row)
            grid.attach(field, column: 1, row: row)
        }
        view = View(grid)
    }
}
