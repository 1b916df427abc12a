import ContainmentGtk
import Foundation
import XCTest

// What the gallery's in-process GTK tests share: GTK started in the test's
// Xvfb display, and the main loop turned until something holds.

@MainActor private var gtkIsReady = false

/// Starts GTK, or fails: these tests run inside Xvfb (meson-helpers/with-xvfb.sh).
@MainActor func requireGtkDisplay() throws {
    if gtkIsReady { return }
    guard Toolkit.initialize() else {
        XCTFail("GTK could not open a display; run the tests with meson-helpers/with-xvfb.sh")
        throw XCTSkip("no display")
    }
    gtkIsReady = true
}

/// Runs the GLib main loop until `condition` holds or `timeout` seconds pass.
@MainActor func spin(timeout: Double = 20, until condition: () -> Bool) {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() && Date() < deadline {
        MainLoop.iterate()
        usleep(1_000)
    }
}

/// Lets GTK lay out and paint a few times.
@MainActor func spinFrames(_ count: Int) {
    for _ in 0..<count {
        let end = Date().addingTimeInterval(0.05)
        spin(timeout: 1) { Date() > end }
    }
}
