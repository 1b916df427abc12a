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
    private static var settings: SchemaSettings?

    /// Applies the scheme `read` found (waiting for it if it is still being
    /// read) and follows its changes; call once at start-up, before the
    /// window is built, so its first frame already has the right style.
    static func followColorScheme(_ read: ColorSchemeRead) {
        guard settings == nil, let found = read.wait() else { return }
        StartPhase.mark("colorSchemeApplied")
        let interface = found.settings
        settings = interface  // kept for the process's life, to hear changes
        apply(found.scheme)
        interface.onChange(ofKey: ColorSchemeRead.colorSchemeKey) {
            if let scheme = ColorSchemeRead.scheme(of: interface) { apply(scheme) }
        }
    }

    private static func apply(_ scheme: String) {
        let dark = scheme == "prefer-dark"
        // Setting the property, even to the value it has, makes GTK reload
        // its theme, a start-up's worth of work: only a change is written.
        if let gtkSettings = Settings.default, gtkSettings.prefersDarkTheme != dark {
            gtkSettings.prefersDarkTheme = dark
        }
        Trace.emit(TraceEvent("colorScheme", [("scheme", .string(scheme)), ("dark", .bool(dark))]))
    }
}
