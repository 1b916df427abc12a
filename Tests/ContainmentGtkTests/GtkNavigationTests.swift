import Containment
import ContainmentGtk
import Foundation
import XCTest

/// A navigation controller in a real GTK window under Xvfb: its header bar,
/// back by button, keys and the mouse's back button, and the slide on screen.
final class GtkNavigationTests: XCTestCase {
    private static let size = Size(width: 640, height: 480)

    @MainActor private final class Scene {
        let window: Window
        let toplevel: ToplevelWindow
        let navigation: NavigationController
        let red = ColorController(name: "red", red: 1, green: 0, blue: 0, usesGtk: true)
        let green = ColorController(name: "green", red: 0, green: 1, blue: 0, usesGtk: true)

        init(title: String) throws {
            window = GtkWindowHost.makeWindow(title: title, size: GtkNavigationTests.size)
            toplevel = try XCTUnwrap((window.host as? GtkWindowHost)?.toplevel)
            red.navigationItem.title = "Europe"
            green.navigationItem.title = "France"
            navigation = NavigationController(rootViewController: red)
            window.rootViewController = navigation
            window.show()
            spinMainLoop(timeout: 10) { window.isVisible && window.size == GtkNavigationTests.size }
        }

        var bar: GtkNavigationBar? { navigation.navigationBar.gtkNavigationBar }

        func push() {
            navigation.pushViewController(green, animated: true)
            waitUntilShowing(green)
        }

        func waitUntilShowing(_ page: ViewController) {
            spinMainLoop(timeout: 10) {
                page.appearanceState == .appeared && navigation.contentView.subviews.count == 1
            }
        }

        /// Where `widget`'s centre is in the window (no window manager: the window is at 0,0).
        func centre(of widget: Widget) throws -> (x: Int, y: Int) {
            try XCTUnwrap(widget.translate(x: widget.allocatedWidth / 2, y: widget.allocatedHeight / 2, to: toplevel))
        }
    }

    /// Runs xdotool against the X server GTK is on, spinning GTK's main loop
    /// meanwhile: some xdotool commands wait for the window to answer.
    @MainActor private static func xdotool(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdotool"] + arguments
        try process.run()
        spinMainLoop(timeout: 30) { !process.isRunning }
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "xdotool \(arguments.joined(separator: " ")) failed")
    }

    func testBarShowsTitlesAndBackWorksByButtonKeysAndMouse() throws {
        try onMainActor {
            try requireGtk()
            let scene = try Scene(title: "navigation-back")
            defer { scene.toplevel.destroy() }
            let bar = try XCTUnwrap(scene.bar)
            XCTAssertEqual(bar.title, "Europe")
            XCTAssertFalse(bar.backButton.isVisible, "no back button on the root page")

            scene.push()
            XCTAssertEqual(bar.title, "France")
            XCTAssertEqual(bar.backTitle, "Europe")
            XCTAssertEqual(bar.backAccessibleName, "Back to Europe")
            XCTAssertTrue(bar.backButton.isMapped)
            scene.green.navigationItem.title = "République française"
            XCTAssertEqual(bar.title, "République française", "the bar follows the title live")

            // A real click on the back button.
            spinMainLoop(timeout: 2) { bar.backButton.allocatedWidth > 1 }
            let button = try scene.centre(of: bar.backButton)
            try Self.xdotool(["mousemove", "--sync", "\(button.x)", "\(button.y)", "click", "1"])
            scene.waitUntilShowing(scene.red)
            XCTAssertEqual(scene.navigation.viewControllers.count, 1, "the back button did not pop")
            XCTAssertEqual(bar.title, "Europe")

            // Alt+Left, Escape and the mouse's back button, with the pointer over the page.
            for keys in [["key", "--clearmodifiers", "alt+Left"], ["key", "--clearmodifiers", "Escape"],
                         ["click", "8"]] {
                scene.push()
                XCTAssertEqual(scene.navigation.viewControllers.count, 2)
                // Without --sync: it would wait for a motion that never comes when the pointer is there already.
                try Self.xdotool(["mousemove", "320", "300"])
                try Self.xdotool(keys)
                scene.waitUntilShowing(scene.red)
                XCTAssertEqual(scene.navigation.viewControllers.count, 1, "\(keys) did not go back")
                XCTAssertNil(scene.green.parent)
            }
        }
    }

    func testTheBarsTitleAndBackButtonFadeWithThePush() throws {
        try onMainActor {
            try requireGtk()
            let scene = try Scene(title: "navigation-bar-fade")
            defer { scene.toplevel.destroy() }
            let bar = try XCTUnwrap(scene.bar)
            let model = scene.navigation.navigationBar
            scene.navigation.transitionDuration = 1
            scene.navigation.pushViewController(scene.green, animated: true)

            spinMainLoop(timeout: 10) { model.changeProgress > 0.1 }
            XCTAssertLessThan(model.changeProgress, 0.5, "the frames came too far apart to see the first half")
            XCTAssertEqual(bar.title, "Europe", "the old title fades out first")
            XCTAssertLessThan(bar.titleLabel.opacity, 0.95)
            XCTAssertFalse(bar.backButton.isVisible, "the back button comes in the second half")

            spinMainLoop(timeout: 10) { model.changeProgress > 0.6 }
            XCTAssertEqual(bar.title, "France")
            XCTAssertLessThan(bar.titleLabel.opacity, 0.95)
            XCTAssertTrue(bar.backButton.isVisible)
            XCTAssertLessThan(bar.backButton.opacity, 0.95)

            scene.waitUntilShowing(scene.green)
            spinMainLoop(timeout: 5) { model.fadingOutContent == nil }
            XCTAssertEqual(bar.title, "France")
            XCTAssertEqual(bar.titleLabel.opacity, 1, accuracy: 0.01)
            XCTAssertEqual(bar.backButton.opacity, 1, accuracy: 0.01)
            XCTAssertEqual(bar.backTitle, "Europe")
        }
    }

    func testHalfWayThroughAPushBothPagesShow() throws {
        try onMainActor {
            try requireGtk()
            let scene = try Scene(title: "navigation-slide")
            defer { scene.toplevel.destroy() }
            scene.navigation.transitionDuration = 0.6
            let timing = FrameTimeRecorder(wrapping: scene.window.animationDriver!)
            scene.window.animationDriver = timing
            var middle: Pixels?
            timing.onFrame = { time in
                guard middle == nil, let first = timing.times.first, time - first >= 0.3 else { return }
                middle = Pixels(drawing: scene.toplevel)
            }
            scene.navigation.pushViewController(scene.green, animated: true)
            scene.waitUntilShowing(scene.green)
            let shot = try XCTUnwrap(middle, "no frame half-way through the push")
            if let path = ProcessInfo.processInfo.environment["NAVIGATION_PUSH_PNG"] { shot.writePNG(path) }

            // Below the bar, one row across the content: red on the left, green sliding in on the right.
            let row = Int32(NavigationBar.preferredHeight + 100)
            let reds = shot.count(row: row) { $0.red > 200 && $0.green < 60 }
            let greens = shot.count(row: row) { $0.green > 200 && $0.red < 60 }
            XCTAssertGreaterThan(reds, 60, "the old page is gone half-way through the push")
            XCTAssertGreaterThan(greens, 60, "the new page is not sliding in")
            XCTAssertTrue(shot.rgb(5, row).red > 200, "the old page's leading edge is not on the left")
            XCTAssertTrue(shot.rgb(635, row).green > 200, "the new page does not come from the right")
            // The bar stays put above the pages.
            XCTAssertFalse(shot.rgb(320, 20).red > 200 && shot.rgb(320, 20).green < 60, "a page covers the bar")
        }
    }
}
