import CGtk

/// A GTK application: one per process, which starts GTK, runs the main
/// loop while it has windows open, and offers actions with keyboard
/// accelerators.
///
/// ```swift
/// let application = Application(id: "org.example.Notes")
/// application.onActivate {
///     let window = ApplicationWindow(application: application)
///     window.present()
/// }
/// application.addAction(named: "quit", accelerators: ["<Control>q"]) { application.quit() }
/// exit(application.run())
/// ```
@MainActor
public final class Application: Object {
    /// Launch options.
    public struct Flags: OptionSet, Sendable {
        /// The GIO flag bits.
        public let rawValue: UInt32

        /// Flags from GIO bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Each launch runs on its own instead of handing over to a running one.
        public static let nonUnique = Flags(rawValue: G_APPLICATION_NON_UNIQUE.rawValue)
    }

    /// An application with the reverse-DNS identifier `id`, not yet running.
    public init(id: String, flags: Flags = []) {
        let application = gtk_application_new(id, GApplicationFlags(rawValue: flags.rawValue))!
        super.init(adopting: UnsafeMutableRawPointer(application))
    }

    /// The name the desktop shows for the application (process-wide; set it once).
    public static var displayName: String? {
        get { g_get_application_name().map { String(cString: $0) } }
        set { g_set_application_name(newValue) }
    }

    /// Runs `handler` when the application is launched, or launched again
    /// while it runs: show (or present) its window here.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("activate", handler)
    }

    /// Runs `handler` once, when the application starts and GTK is ready.
    @discardableResult
    public func onStartup(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("startup", handler)
    }

    /// Runs the application until its last window closes or ``quit()``,
    /// and returns its exit status.
    public func run() -> Int32 {
        g_application_run(pointer(as: GApplication.self), 0, nil)
    }

    /// Stops the main loop; ``run()`` then returns.
    public func quit() {
        g_application_quit(pointer(as: GApplication.self))
    }

    /// Adds the action `app.<name>`, run by `handler`, and the keys that trigger it
    /// (GTK accelerator syntax: `"<Control>q"`, `"F1"`).
    public func addAction(named name: String, accelerators: [String] = [], _ handler: @escaping @MainActor () -> Void) {
        let action = g_simple_action_new(name, nil)!
        Signal.connect(UnsafeMutableRawPointer(action), "activate", pointerHandler: { _ in handler() })
        g_action_map_add_action(cgtk_action_map(gobjectPointer), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        setAccelerators(accelerators, forAction: name)
    }

    /// Sets the keys that trigger the action `app.<name>`; none leaves it
    /// without keys.
    func setAccelerators(_ accelerators: [String], forAction name: String) {
        guard !accelerators.isEmpty else { return }
        let strings = accelerators.map { strdup($0) }
        defer { strings.forEach { free($0) } }
        var list: [UnsafePointer<gchar>?] = strings.map { UnsafePointer($0) } + [nil]
        list.withUnsafeMutableBufferPointer { buffer in
            gtk_application_set_accels_for_action(applicationPointer, "app.\(name)", buffer.baseAddress)
        }
    }

    /// Runs the action `app.<name>`, as its accelerator would.
    public func activateAction(named name: String) {
        g_action_group_activate_action(cgtk_action_group(gobjectPointer), name, nil)
    }

    var applicationPointer: UnsafeMutablePointer<GtkApplication> { pointer(as: GtkApplication.self) }
}
