import ContainmentGtk
import TunnelCore

/// The About dialog: what Tunnel is, its licence, and the attribution the
/// world data requires (GeoNames is CC BY 4.0; Natural Earth asks for credit).
@MainActor
enum AboutDialog {
    /// Shows the dialog over `parent` and returns it; it closes itself.
    @discardableResult
    static func present(over parent: ToplevelWindow) -> Gtk.AboutDialog {
        let dialog = Gtk.AboutDialog()
        dialog.setTransient(for: parent)
        dialog.isModal = true
        dialog.programName = AppInfo.name
        dialog.version = AppInfo.version
        // The window's icon is the theme's or, from the source tree, the PNG.
        if let logo = parent.icon?.scaled(toWidth: 128, height: 128) {
            dialog.logo = logo
        } else {
            dialog.logoIconName = AppInfo.applicationID
        }
        dialog.license = .mitX11
        dialog.copyright = localized("© 2026 The Tunnel authors")
        let credits = localized("Place names, populations and time zones: © GeoNames, CC BY 4.0 (geonames.org)")
            + "\n" + localized("Countries, lakes, oceans and seas: made with Natural Earth, public domain (naturalearthdata.com)")
            + "\n" + localized("After the 2013 iOS demo \"Tunnel\" from objc.io issue 1, View Controller Containment")
        dialog.comments = localized("If you dig straight down from here, where do you come out?") + "\n\n" + credits
        // The handler holds the dialog until it is destroyed, which
        // disconnects the handler and lets the wrapper go.
        dialog.onResponse { _ in dialog.destroy() }
        dialog.show()
        return dialog
    }
}
