import CGtk
import Containment
import ContainmentGtk

/// Makes the window's chrome follow the desktop's light or dark style.
///
/// GNOME 42 and later keep the choice in the `color-scheme` key of
/// `org.gnome.desktop.interface`; GTK 3 does not read it, so the app maps
/// `prefer-dark` onto GTK's `gtk-application-prefer-dark-theme` and
/// follows later changes. Where the schema or key is missing (older or
/// other desktops) GTK's own settings (`settings.ini`, XSETTINGS) decide.
@MainActor
enum DesktopAppearance {
    private static var settings: UnsafeMutablePointer<GSettings>?

    /// Starts following the desktop's colour scheme; call once at start-up.
    static func followColorScheme() {
        guard settings == nil, let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.interface", 1) else {
            return
        }
        let hasKey = g_settings_schema_has_key(schema, "color-scheme") != 0
        g_settings_schema_unref(schema)
        guard hasKey, let interface = g_settings_new("org.gnome.desktop.interface") else { return }
        settings = interface  // kept for the process's life, to hear changes
        apply(interface)
        Signal.connect(UnsafeMutableRawPointer(interface), "changed::color-scheme", pointerHandler: { _ in
            apply(interface)
        })
    }

    private static func apply(_ interface: UnsafeMutablePointer<GSettings>) {
        guard let raw = g_settings_get_string(interface, "color-scheme") else { return }
        let scheme = String(cString: raw)
        g_free(raw)
        let dark = scheme == "prefer-dark"
        if let gtkSettings = gtk_settings_get_default() {
            cgtk_object_set_boolean(UnsafeMutableRawPointer(gtkSettings), "gtk-application-prefer-dark-theme", dark ? 1 : 0)
        }
        Trace.emit(TraceEvent("colorScheme", [("scheme", .string(scheme)), ("dark", .bool(dark))]))
    }
}
