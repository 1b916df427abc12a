import Containment
import ContainmentGtk
import Foundation
import XCTest

/// A page controller in a real GTK window, driven with xdotool: drags that
/// cancel and complete, arrow keys and the scroll wheel.
final class GtkPageViewControllerTests: XCTestCase {
    @MainActor private final class Pages: PageViewControllerDataSource, PageViewControllerDelegate {
        var delegateCalls: [String] = []
        func pageViewController(_ p: PageViewController, viewControllerBefore page: ViewController) -> ViewController? {
            let index = Int(page.traceName.dropFirst())!
            return index > 0 ? SolidPage(index - 1) : nil
        }
        func pageViewController(_ p: PageViewController, viewControllerAfter page: ViewController) -> ViewController? {
            let index = Int(page.traceName.dropFirst())!
            return index < 9 ? SolidPage(index + 1) : nil
        }
        func pageViewController(
            _ p: PageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [ViewController], transitionCompleted completed: Bool
        ) {
            delegateCalls.append("finished(\(completed))")
        }
    }

    @MainActor private final class SolidPage: ViewController {
        var appearance: [String] = []
        init(_ index: Int) {
            super.init()
            traceName = "p\(index)"
        }
        override func loadView() {
            let area = DrawingArea()
            let shade = Double(Int(traceName.dropFirst())! % 3) / 3
            area.onDraw { context, _, _ in
                context.setColor(red: shade, green: 0.3, blue: 1 - shade)
                context.paint()
            }
            view = View(area)
        }
        override func viewWillAppear(_ animated: Bool) { appearance.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { appearance.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { appearance.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { appearance.append("didDisappear") }
    }

    /// Runs xdotool while the main loop keeps turning.
    @MainActor private static func xdotool(_ arguments: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = arguments
        try? process.run()
        spinMainLoop(timeout: 20) { !process.isRunning }
    }

    @MainActor private static func drag(fromX: Int, toX: Int, y: Int) {
        var arguments = ["mousemove", "\(fromX)", "\(y)", "mousedown", "1"]
        let steps = 12
        for step in 1...steps {
            let x = fromX + (toX - fromX) * step / steps
            arguments += ["mousemove", "\(x)", "\(y)", "sleep", "0.03"]
        }
        arguments += ["sleep", "0.3", "mouseup", "1"]
        xdotool(arguments)
    }

    func testDragKeysAndWheelTurnPagesInARealWindow() throws {
        try onMainActor {
            try requireGtk()
            let window = GtkWindowHost.makeWindow(title: "Pages test", size: Size(width: 600, height: 400))
            let pages = PageViewController(transitionStyle: .scroll)
            let source = Pages()
            pages.dataSource = source
            pages.delegate = source
            let first = SolidPage(3)
            pages.setViewControllers([first], direction: .forward, animated: false)
            window.rootViewController = pages
            window.show()
            defer { window.hide() }
            spinMainLoop(timeout: 20) { first.appearanceState == .appeared }
            spinMainLoop(timeout: 1) { false }
            XCTAssertEqual(first.appearanceState, .appeared)

            // Released before halfway: the page springs back, callbacks balanced.
            Self.drag(fromX: 450, toX: 330, y: 200)
            spinMainLoop(timeout: 20) { !pages.isTurning && !source.delegateCalls.isEmpty }
            XCTAssertEqual(source.delegateCalls, ["finished(false)"])
            XCTAssertTrue(pages.viewControllers.first === first)
            XCTAssertEqual(first.appearance.suffix(2), ["willAppear", "didAppear"])
            XCTAssertEqual(first.appearanceState, .appeared)
            XCTAssertEqual(pages.children.count, 1)

            // Past halfway: the turn completes.
            Self.drag(fromX: 500, toX: 100, y: 200)
            spinMainLoop(timeout: 20) { !pages.isTurning && source.delegateCalls.count == 2 }
            XCTAssertEqual(source.delegateCalls.last, "finished(true)")
            XCTAssertEqual(pages.viewControllers.first?.traceName, "p4")
            XCTAssertEqual(first.appearance.suffix(2), ["willDisappear", "didDisappear"])

            // Arrow keys.
            Self.xdotool(["key", "Right"])
            spinMainLoop(timeout: 20) { !pages.isTurning && pages.viewControllers.first?.traceName == "p5" }
            XCTAssertEqual(pages.viewControllers.first?.traceName, "p5")
            Self.xdotool(["key", "Left"])
            spinMainLoop(timeout: 20) { !pages.isTurning && pages.viewControllers.first?.traceName == "p4" }
            XCTAssertEqual(pages.viewControllers.first?.traceName, "p4")

            // The scroll wheel: one notch down, one page on.
            Self.xdotool(["mousemove", "300", "200", "click", "5"])
            spinMainLoop(timeout: 20) { !pages.isTurning && pages.viewControllers.first?.traceName == "p5" }
            XCTAssertEqual(pages.viewControllers.first?.traceName, "p5")
            XCTAssertLessThanOrEqual(pages.children.count, 1)
        }
    }
}
