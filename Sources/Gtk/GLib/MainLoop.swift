import CGtk

/// The GTK main loop, for a program that runs it itself rather than
/// through ``Application/run()``.
@MainActor
public enum MainLoop {
    /// Runs the main loop until ``quit()``.
    public static func run() {
        gtk_main()
    }

    /// Makes the innermost ``run()`` return.
    public static func quit() {
        gtk_main_quit()
    }

    /// Dispatches the main loop's pending work once (events, sources, frames);
    /// with `blocking`, waits for some first. Returns whether anything ran.
    @discardableResult
    public static func iterate(blocking: Bool = false) -> Bool {
        g_main_context_iteration(nil, blocking ? 1 : 0) != 0
    }
}
