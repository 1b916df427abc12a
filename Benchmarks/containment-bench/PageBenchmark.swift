import Containment
import ContainmentGtk
import Foundation
import Gallery
import Gtk

/// Page turns in a real GTK window at 1280×800: the paint time of every
/// frame of a curl (the gallery's Book, two pages side by side) and of a
/// scroll, and the peak number of page controllers alive while paging
/// through every country of the Book.
@MainActor enum PageBenchmark {
    static func run() {
        // As gtk_init does when it can open no display.
        guard Toolkit.initialize() else {
            FileHandle.standardError.write(Data("pages: cannot open display (run under meson-helpers/with-xvfb.sh)\n".utf8))
            exit(1)
        }
        let curl = measureTurns(makeRoot: { GalleryExample.named("book")!.makeViewController() }, turns: 8)
        report("curl (Book, spread)", curl.frames)
        // Narrower than the Book's spread width: one page at a time.
        let single = measureTurns(makeRoot: { GalleryExample.named("book")!.makeViewController() }, turns: 8,
                                  size: Size(width: 800, height: 800))
        report("curl (Book, single page, 800×800)", single.frames)
        let scroll = measureTurns(makeRoot: { ScrollBook() }, turns: 8)
        report("scroll", scroll.frames)
        print("pages: paging through \(curl.pagesTurned) spreads of the Book: peak page controllers alive \(curl.peakAlive)")
        print("pages: paging through \(single.pagesTurned) single pages of the Book: peak page controllers alive \(single.peakAlive)")
        print("pages: paging through \(scroll.pagesTurned) scroll pages: peak page controllers alive \(scroll.peakAlive)")
    }

    private static func report(_ name: String, _ frames: [Double]) {
        let sorted = frames.sorted()
        guard !sorted.isEmpty else {
            print("pages: \(name): no frames painted")
            return
        }
        func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))] }
        print(String(format: "pages: %@ turn: %d frames, paint p50 %.2f ms, p95 %.2f ms, max %.2f ms",
                     name, sorted.count, percentile(0.5), percentile(0.95), sorted.last!))
    }

    /// Opens a window with `makeRoot()`'s controller, times `turns`
    /// animated turns frame by frame, then pages to the end without
    /// animation, counting live page controllers.
    private static func measureTurns(
        makeRoot: () -> ViewController, turns: Int, size: Size = Size(width: 1280, height: 800)
    ) -> (frames: [Double], peakAlive: Int, pagesTurned: Int) {
        let window = GtkWindowHost.makeWindow(title: "Page benchmark", size: size)
        let root = makeRoot()
        window.rootViewController = root
        window.show()
        let toplevel = (window.host as! GtkWindowHost).toplevel
        let recorder = FrameRecorder()
        let before = toplevel.connect("draw", eventHandler: { _ in
            recorder.drawStart = Date().timeIntervalSinceReferenceDate
            return false
        })
        let after = toplevel.connect("draw", after: true, eventHandler: { _ in
            if recorder.measuring { recorder.frames.append((Date().timeIntervalSinceReferenceDate - recorder.drawStart) * 1000) }
            return false
        })
        defer {
            before.disconnect()
            after.disconnect()
        }
        pump(until: { window.isVisible }, timeout: 10)
        pump(seconds: 1)
        guard let pages = find(PageViewController.self, in: root) else { return ([], 0, 0) }

        var tracked: [WeakController] = []
        func track() -> Int {
            for child in pages.children where !tracked.contains(where: { $0.controller === child }) {
                tracked.append(WeakController(controller: child))
            }
            tracked.removeAll { $0.controller == nil }
            return tracked.count
        }
        var peak = track()
        recorder.measuring = true
        for _ in 0..<turns {
            guard pages.turnPage(.forward) else { break }
            peak = max(peak, track())
            pump(until: { !pages.isTurning }, timeout: 10)
            peak = max(peak, track())
        }
        recorder.measuring = false
        var turned = turns
        while pages.turnPage(.forward, animated: false) {
            turned += 1
            peak = max(peak, track())
            pump(seconds: 0)
            peak = max(peak, track())
        }
        window.hide()
        window.rootViewController = nil
        pump(seconds: 0.1)
        return (recorder.frames, peak, turned)
    }

    private final class FrameRecorder {
        var drawStart = 0.0
        var frames: [Double] = []
        var measuring = false
    }

    private struct WeakController {
        weak var controller: ViewController?
    }

    private static func find<T: ViewController>(_ type: T.Type, in controller: ViewController) -> T? {
        if let match = controller as? T { return match }
        for child in controller.children { if let match = find(type, in: child) { return match } }
        return nil
    }

    private static func pump(until condition: () -> Bool, timeout: Double) {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() && Date() < deadline { MainLoop.iterate(blocking: true) }
    }

    private static func pump(seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            while MainLoop.iterate() {}
            if seconds > 0 { usleep(2000) }
        } while Date() < deadline
    }
}

/// A scroll-style page controller over numbered, coloured pages.
@MainActor private final class ScrollBook: ViewController, PageViewControllerDataSource {
    let pages = PageViewController(transitionStyle: .scroll)
    static let count = 60

    override func viewDidLoad() {
        super.viewDidLoad()
        pages.dataSource = self
        pages.setViewControllers([ColourPage(0)], direction: .forward, animated: false)
        try? addChild(pages)
        try? view.addSubview(pages.view)
        pages.didMove(toParent: self)
    }

    func pageViewController(_ p: PageViewController, viewControllerBefore page: ViewController) -> ViewController? {
        let index = (page as! ColourPage).index
        return index > 0 ? ColourPage(index - 1) : nil
    }

    func pageViewController(_ p: PageViewController, viewControllerAfter page: ViewController) -> ViewController? {
        let index = (page as! ColourPage).index
        return index + 1 < Self.count ? ColourPage(index + 1) : nil
    }

    func presentationCount(for p: PageViewController) -> Int? { Self.count }
    func presentationIndex(for p: PageViewController) -> Int? { (p.viewControllers.first as? ColourPage)?.index }
}

@MainActor private final class ColourPage: ViewController {
    let index: Int
    init(_ index: Int) {
        self.index = index
        super.init()
    }

    override func loadView() {
        let area = DrawingArea()
        view = View(area)
        let hue = Double(index % 6) / 6
        area.onDraw { context, _, _ in
            context.setColor(red: 0.5 + 0.4 * sin(hue * 6.28), green: 0.6, blue: 0.5 + 0.4 * cos(hue * 6.28))
            context.paint()
        }
    }
}
