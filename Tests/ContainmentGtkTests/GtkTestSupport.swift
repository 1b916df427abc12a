import Gtk
import XCTest

/// Starts GTK once for the test process, or fails the test with a message
/// saying how to get a display. GTK tests never skip silently: the README's
/// test command runs them inside Xvfb.
@MainActor
func requireGtk(file: StaticString = #filePath, line: UInt = #line) throws {
    if gtkIsReady { return }
    guard Toolkit.initialize() else {
        XCTFail("GTK could not open a display (DISPLAY=\(ProcessInfo.processInfo.environment["DISPLAY"] ?? "unset")). "
            + "Run the tests with meson-helpers/test.sh, which starts Xvfb.", file: file, line: line)
        throw XCTSkip("no display")
    }
    gtkIsReady = true
}

@MainActor private var gtkIsReady = false

/// Runs the GLib main loop until `condition` holds or `timeout` passes.
@MainActor
func spinMainLoop(timeout: Double, until condition: () -> Bool) {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() && Date() < deadline {
        MainLoop.iterate()
        usleep(1_000)
    }
}

/// Counts deinits so a test can prove a closure box was released.
final class DeinitProbe {
    private let onDeinit: () -> Void
    init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}

/// Runs a test body on the main actor.
///
/// XCTest on Linux calls test methods on the main thread but cannot call
/// methods of a `@MainActor` test class (it crashes casting them), so test
/// classes stay nonisolated and assert their isolation here instead.
func onMainActor(_ body: @MainActor () throws -> Void) rethrows {
    try MainActor.assumeIsolated(body)
}
