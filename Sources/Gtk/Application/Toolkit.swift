import CGtk

/// GTK itself, for a program that is not an ``Application`` (a test, a tool).
@MainActor
public enum Toolkit {
    /// Starts GTK on the default display; false when no display could be
    /// opened. Calling it again does nothing more.
    @discardableResult
    public static func initialize() -> Bool {
        gtk_init_check(nil, nil) != 0
    }
}
