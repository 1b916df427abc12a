import CGtk

/// Collects the warnings and criticals GLib, GDK and GTK log while it is
/// open, instead of letting them go to standard error: a test's proof that
/// GTK had nothing to complain about, or an app's way to route them to its
/// own log.
///
/// ```swift
/// let log = LogCapture()
/// defer { log.stop() }
/// window.resize(width: 60, height: 40)
/// XCTAssertEqual(log.messages, [])
/// ```
@MainActor
public final class LogCapture {
    /// What was logged since the capture opened, as "domain: message".
    public var messages: [String] { Self.collected }

    private var handlers: [(domain: String, id: guint)] = []
    /// GLib calls a log handler with no context of ours that Swift could
    /// use safely, and logs on the main thread here: one list serves the one
    /// open capture.
    nonisolated(unsafe) private static var collected: [String] = []

    /// Starts capturing warnings and criticals of `domains`.
    public init(domains: [String] = ["Gtk", "Gdk", "GLib-GObject"]) {
        Self.collected = []
        let record: GLogFunc = { domain, _, message, _ in
            let domain = domain.map { String(cString: $0) } ?? "?"
            LogCapture.collected.append("\(domain): \(message.map { String(cString: $0) } ?? "")")
        }
        let levels = GLogLevelFlags(rawValue: G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue)
        for domain in domains {
            handlers.append((domain, g_log_set_handler(domain, levels, record, nil)))
        }
    }

    isolated deinit { stop() }

    /// Gives the domains' messages back to GLib's default handler.
    public func stop() {
        for handler in handlers { g_log_remove_handler(handler.domain, handler.id) }
        handlers = []
    }
}
