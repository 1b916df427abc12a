import CGtk

/// A window of a GTK ``Application``: the application runs while it has one open.
@MainActor
public final class ApplicationWindow: ToplevelWindow {
    /// A new, hidden window of `application`.
    public init(application: Application) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_application_window_new(application.applicationPointer)))
    }
}
