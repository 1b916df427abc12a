import DisplayTesting
import Foundation
import XCTest

/// The real `containment-gallery` binary, launched on the test's display
/// (X11 unless told otherwise; run the tests under `meson-helpers/test.sh`)
/// and driven as a user would drive it (see ``DisplayProcess``). Its
/// `CONTAINMENT_TRACE=1` trace is read back from standard error.
///
/// ```swift
/// let gallery = try GalleryProcess(arguments: ["--example", "tunnel"])
/// try gallery.waitForWindow()
/// try gallery.key("ctrl+Next")
/// try gallery.waitForTrace("tab switch") { $0.events(named: "tabSelected").count >= 2 }
/// ```
final class GalleryProcess: DisplayProcess {
    /// The window's title, which the harness searches for.
    static let windowTitle = "Containment Gallery"

    /// The `containment-gallery` executable built next to the test bundle.
    static var executableURL: URL { executableURL(named: "containment-gallery") }

    /// Starts the gallery on `backend` with `arguments`, the trace on, and
    /// `environment` on top.
    init(arguments: [String] = [], environment extra: [String: String] = [:], backend: DisplayBackend = .x11) throws {
        var environment = ["CONTAINMENT_TRACE": "1"]
        for (key, value) in extra { environment[key] = value }
        try super.init(executableNamed: "containment-gallery", arguments: arguments, environment: environment, backend: backend)
    }

    /// Polls until the gallery's window is visible; returns its id.
    @discardableResult
    func waitForWindow(timeout: TimeInterval = 30) throws -> String {
        try waitForWindow(title: Self.windowTitle, timeout: timeout)
    }
}
