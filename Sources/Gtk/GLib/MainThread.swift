import CGtk

/// The process's main thread: the one GTK and the main actor use.
public enum MainThread {
    /// Whether the caller runs on the main thread, asked of the system
    /// rather than of Foundation's `Thread`, so that a caller need not map
    /// Foundation for one question.
    public static var isCurrent: Bool { cgtk_is_main_thread() != 0 }
}
