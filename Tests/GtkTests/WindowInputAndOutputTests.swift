import CGtk
@testable import Gtk
import XCTest

/// A window can be typed into and read back, and GTK's complaints caught.
final class WindowInputAndOutputTests: XCTestCase {
    func testTypingReachesTheFocusedEntryAndReturnActivatesIt() throws {
        try onMainActor {
            try requireGtk()
            let window = ToplevelWindow(title: "Typing")
            defer { window.destroy() }
            let entry = Entry()
            var activations: [String] = []
            entry.onActivate { [unowned entry] in activations.append(entry.text) }
            window.add(entry)
            window.showAll()
            spinMainLoop(timeout: 5) { window.isMapped }
            entry.grabFocus()
            window.simulateTyping("Ab 1?\n")
            XCTAssertEqual(entry.text, "Ab 1?")
            XCTAssertEqual(activations, ["Ab 1?"])
        }
    }

    func testAWindowsContentsAreReadBackFromTheServer() throws {
        try onMainActor {
            try requireGtk()
            let window = ToplevelWindow(title: "Contents")
            defer { window.destroy() }
            let area = DrawingArea()
            area.sizeRequest = (60, 40)
            var painted = false
            area.onDraw { context, _, _ in
                context.setColor(red: 1, green: 0, blue: 0)
                context.paint()
                painted = true
            }
            window.add(area)
            window.showAll()
            spinMainLoop(timeout: 5) { painted }
            spinMainLoop(timeout: 0.2) { false }
            let image = try XCTUnwrap(window.windowContents())
            XCTAssertEqual(image.pixelWidth, 60)
            XCTAssertEqual(image.pixel(x: 30, y: 20).red, 1)
            XCTAssertEqual(image.pixel(x: 30, y: 20).green, 0)
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("gtk-layer-\(getpid()).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            XCTAssertTrue(image.writePNG(to: path))
            XCTAssertTrue(FileManager.default.fileExists(atPath: path))
            XCTAssertNil(Label().windowContents(), "a widget with no window has nothing to read")
        }
    }

    func testALogCaptureCollectsWarningsUntilStopped() throws {
        try onMainActor {
            try requireGtk()
            let button = Button()
            let log = LogCapture()
            button.connect("no-such-signal") {}
            XCTAssertEqual(log.messages.count, 1)
            XCTAssertTrue(log.messages.first?.hasPrefix("GLib-GObject: ") == true, "\(log.messages)")
            log.stop()
            let previous = g_log_set_always_fatal(GLogLevelFlags(rawValue: G_LOG_FLAG_RECURSION.rawValue | G_LOG_LEVEL_ERROR.rawValue))
            defer { g_log_set_always_fatal(previous) }
            button.connect("no-such-signal") {}
            XCTAssertEqual(log.messages.count, 1, "a stopped capture collects nothing")
        }
    }
}
