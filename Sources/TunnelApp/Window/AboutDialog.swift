import CGtk
import ContainmentGtk
import TunnelCore

/// The About dialog: what Tunnel is, its licence, and the attribution the
/// world data requires (GeoNames is CC BY 4.0; Natural Earth asks for credit).
@MainActor
enum AboutDialog {
    /// Shows the dialog over `parent` and returns it; it closes itself.
    @discardableResult
    static func present(over parent: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let dialog = cgtk_about_dialog_new()!
        let about = cgtk_about_dialog(dialog)
        gtk_window_set_transient_for(cgtk_window(dialog), cgtk_window(parent))
        gtk_window_set_modal(cgtk_window(dialog), 1)
        gtk_about_dialog_set_program_name(about, AppInfo.name)
        gtk_about_dialog_set_version(about, AppInfo.version)
        // The window's icon is the theme's or, from the source tree, the PNG.
        if let icon = gtk_window_get_icon(cgtk_window(parent)),
           let logo = gdk_pixbuf_scale_simple(icon, 128, 128, GDK_INTERP_BILINEAR) {
            gtk_about_dialog_set_logo(about, logo)
            g_object_unref(UnsafeMutableRawPointer(logo))
        } else {
            gtk_about_dialog_set_logo_icon_name(about, AppInfo.applicationID)
        }
        gtk_about_dialog_set_license_type(about, GTK_LICENSE_MIT_X11)
        gtk_about_dialog_set_copyright(about, localized("© 2026 The Tunnel authors"))
        let credits = localized("Place names and populations: © GeoNames, CC BY 4.0 (geonames.org)")
            + "\n" + localized("Countries, lakes, oceans and seas: made with Natural Earth, public domain (naturalearthdata.com)")
            + "\n" + localized("After the 2013 iOS demo \"Tunnel\" from objc.io issue 1, View Controller Containment")
        gtk_about_dialog_set_comments(about, localized("If you dig straight down from here, where do you come out?") + "\n\n" + credits)
        Signal.connect(dialog, "response", pointerHandler: { _ in gtk_widget_destroy(dialog) })
        gtk_widget_show(dialog)
        return dialog
    }
}
