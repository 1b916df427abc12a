public import CGtk
public import Containment

/// The GTK face of a ``NavigationBar``: a GNOME header bar with a back
/// button (the "go-previous-symbolic" arrow and the page below's title) at
/// the start and the top page's title, bold and centred.
///
/// It reads the bar's model whenever it changes, so a page renaming itself
/// renames the bar at once. The back button's accessible name says where it
/// goes ("Back to Europe").
@MainActor public final class GtkNavigationBar {
    /// The GtkHeaderBar.
    public let headerBar: UnsafeMutablePointer<GtkWidget>
    /// The back button.
    public let backButton: UnsafeMutablePointer<GtkWidget>
    /// The label beside the back arrow.
    public let backLabel: UnsafeMutablePointer<GtkWidget>
    /// The centred title label.
    public let titleLabel: UnsafeMutablePointer<GtkWidget>

    fileprivate weak var bar: NavigationBar?
    /// The widget sets of live bars: a bar's `onChange` holds its set only
    /// weakly, so this list keeps each alive until its bar is gone.
    fileprivate static var registry: [GtkNavigationBar] = []

    /// Builds the widgets for `bar` and starts following its model.
    public init(bar: NavigationBar) {
        self.bar = bar
        headerBar = gtk_header_bar_new()
        let header = UnsafeMutableRawPointer(headerBar).assumingMemoryBound(to: GtkHeaderBar.self)
        gtk_header_bar_set_show_close_button(header, 0)

        titleLabel = gtk_label_new(nil)
        gtk_label_set_ellipsize(cgtk_label(titleLabel), PANGO_ELLIPSIZE_END)
        gtk_style_context_add_class(gtk_widget_get_style_context(titleLabel), "title")
        gtk_header_bar_set_custom_title(header, titleLabel)

        backButton = gtk_button_new()
        let content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
        let arrow = gtk_image_new_from_icon_name("go-previous-symbolic", GTK_ICON_SIZE_BUTTON)!
        backLabel = gtk_label_new(nil)
        gtk_label_set_ellipsize(cgtk_label(backLabel), PANGO_ELLIPSIZE_END)
        gtk_label_set_max_width_chars(cgtk_label(backLabel), 18)
        gtk_box_pack_start(cgtk_box(content), arrow, 0, 0, 0)
        gtk_box_pack_start(cgtk_box(content), backLabel, 0, 0, 0)
        gtk_container_add(cgtk_container(backButton), content)
        gtk_widget_set_valign(backButton, GTK_ALIGN_CENTER)
        gtk_header_bar_pack_start(header, backButton)
        gtk_widget_show_all(headerBar)
        // Its host shows everything again; the button's visibility is the model's alone.
        gtk_widget_set_no_show_all(backButton, 1)

        // GTK knows the locale's direction; the core mirrors its slides by it.
        bar.layoutDirection = gtk_widget_get_direction(headerBar) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
        Signal.connect(backButton, "clicked") { [weak self] in self?.bar?.pressBack() }
        bar.onChange = { [weak self] in self?.refresh() }
        refresh()
    }

    /// The title shown, for tests and screen readers.
    public var title: String { String(cString: gtk_label_get_text(cgtk_label(titleLabel))) }
    /// The back button's text.
    public var backTitle: String { String(cString: gtk_label_get_text(cgtk_label(backLabel))) }
    /// The back button's accessible name.
    public var backAccessibleName: String? {
        guard let accessible = gtk_widget_get_accessible(backButton), let name = atk_object_get_name(accessible)
        else { return nil }
        return String(cString: name)
    }

    private func refresh() {
        guard let bar else { return }
        gtk_label_set_text(cgtk_label(titleLabel), bar.title ?? "")
        gtk_label_set_text(cgtk_label(backLabel), bar.backTitle ?? "")
        gtk_widget_set_visible(backButton, bar.showsBackButton ? 1 : 0)
        gtk_widget_set_tooltip_text(backButton, bar.backAccessibleName)
        if let accessible = gtk_widget_get_accessible(backButton) {
            atk_object_set_name(accessible, bar.backAccessibleName)
        }
    }
}

extension NavigationBar: GtkHostProviding {
    /// A header bar hosting this bar's model (see ``GtkNavigationBar``).
    public func makeGtkHost() -> GtkViewHost {
        let widgets = GtkNavigationBar(bar: self)
        GtkNavigationBar.registry.removeAll { $0.bar == nil }
        GtkNavigationBar.registry.append(widgets)
        return GtkViewHost(content: widgets.headerBar)
    }

    /// The GTK widgets painting this bar, once it has reached a GTK window.
    public var gtkNavigationBar: GtkNavigationBar? {
        GtkNavigationBar.registry.first { $0.bar === self }
    }
}
