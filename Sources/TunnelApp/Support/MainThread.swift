import ContainmentGtk

/// Whether the caller runs on the process's main thread (the one GTK and
/// the main actor use), asked of the system rather than of Foundation's
/// `Thread`, so the app does not map Foundation for one question.
var isMainThread: Bool {
    MainThread.isCurrent
}
