import CGtk

/// The classroom's look: panes as cards on the window's background, quiet
/// notices in the chat. Installed once for the screen.
@MainActor
enum ClassroomStyle {
    private static var isInstalled = false

    static let css = """
        .classroom-pane {
            background-color: @theme_base_color;
            border: 1px solid @borders;
            border-radius: 8px;
        }
        .classroom-pane-header { padding: 4px 4px 4px 12px; min-height: 34px; }
        .classroom-pane-title { font-weight: bold; }
        .classroom-chat-list { background-color: transparent; }
        .classroom-chat-message { padding: 6px 12px; }
        .classroom-chat-author { font-weight: bold; font-size: smaller; color: @theme_selected_bg_color; }
        .classroom-chat-notice { font-size: smaller; font-style: italic; opacity: 0.65; }
        .classroom-chat-entry { margin: 8px; }
        .classroom-controls { padding: 4px 8px; }
        .classroom-time { font-feature-settings: "tnum"; opacity: 0.8; }
        """

    static func install() {
        guard !isInstalled, let screen = gdk_screen_get_default() else { return }
        isInstalled = true
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1, nil)
        gtk_style_context_add_provider_for_screen(
            screen, cgtk_style_provider(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }

    /// A pane's header bar: its title on the left; pack buttons at its end.
    static func header(title: String) -> UnsafeMutablePointer<GtkWidget> {
        let header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
        gtkAddStyleClass(header, "classroom-pane-header")
        let label = gtk_label_new(title)!
        gtk_label_set_xalign(cgtk_label(label), 0)
        gtkAddStyleClass(label, "classroom-pane-title")
        gtk_box_pack_start(cgtk_box(header), label, 1, 1, 0)
        return header
    }
}

/// Adds a CSS class to `widget`.
@MainActor func gtkAddStyleClass(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) {
    gtk_style_context_add_class(gtk_widget_get_style_context(widget), name)
}

/// `widget` as the GTK class it is (`GtkEntry`, `GtkListBox`, …): GTK's
/// cast macros, which Swift cannot call, only check the type at run time.
func gtkCast<Target>(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<Target> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: Target.self)
}
