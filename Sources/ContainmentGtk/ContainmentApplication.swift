public import Containment

/// A GTK application whose one window shows a containment controller: the
/// entry point of an app built on the library, with no C.
///
/// It starts GTK, makes the window when the application is activated, hands
/// it to `setUp` to be given its root controller, shows it, runs the main
/// loop, and returns when the window is closed. Launched again while it runs,
/// it brings the same window to the front.
///
/// ```swift
/// let app = ContainmentApplication(id: "org.example.Notes", title: "Notes") { window in
///     window.rootViewController = NotesViewController()
/// }
/// exit(app.run())
/// ```
@MainActor public final class ContainmentApplication {
    /// The GTK application, for actions and accelerators.
    public let application: Application
    /// The window, once the application has been activated (until ``run()`` returns).
    public private(set) var window: Window?
    private let title: String
    private let size: Size
    private let setUp: @MainActor (Window) -> Void

    /// An application with the reverse-DNS identifier `id` whose window is
    /// titled `title` and opens at `size`; `setUp` gives the window its root
    /// controller (and anything else it needs) before it is shown.
    public init(
        id: String, title: String, size: Size = Size(width: 800, height: 600), flags: Application.Flags = [],
        setUp: @escaping @MainActor (Window) -> Void
    ) {
        application = Application(id: id, flags: flags)
        self.title = title
        self.size = size
        self.setUp = setUp
        application.onActivate { [weak self] in self?.activate() }
    }

    /// Runs the application until its window is closed (or
    /// `application.quit()`), and returns its exit status.
    public func run() -> Int32 {
        let status = application.run()
        window = nil
        return status
    }

    private func activate() {
        if let toplevel = window?.toplevel {
            toplevel.present()
            return
        }
        let toplevel = ApplicationWindow(application: application)
        toplevel.title = title
        let window = GtkWindowHost.makeWindow(wrapping: toplevel, size: size)
        self.window = window
        setUp(window)
        window.show()
        toplevel.present()
    }
}
