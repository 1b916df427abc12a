import CGtk

/// GTK's settings for the default screen: the theme's variant, fonts, and the like.
@MainActor
public final class Settings: Object {
    /// The default screen's settings, once GTK has a display.
    public static var `default`: Settings? {
        gtk_settings_get_default().map { Settings(sinking: UnsafeMutableRawPointer($0)) }
    }

    /// Whether the theme's dark variant is used (`gtk-application-prefer-dark-theme`).
    public var prefersDarkTheme: Bool {
        get {
            var value: gboolean = 0
            cgtk_object_get_boolean(gobjectPointer, "gtk-application-prefer-dark-theme", &value)
            return value != 0
        }
        set { cgtk_object_set_boolean(gobjectPointer, "gtk-application-prefer-dark-theme", newValue ? 1 : 0) }
    }
}
