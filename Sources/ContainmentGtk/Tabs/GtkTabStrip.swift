import CGtk
import Containment

/// Paints a ``TabBar`` as the tabs of a GtkNotebook whose pages are empty.
///
/// GtkNotebook is GTK 3's own page-tab list, so the strip is accessible
/// without extra work: the notebook's accessible has the ATK role
/// `page-tab-list`, each tab the role `page-tab` with the `selected` state on
/// the current one, named after its title label; arrow keys move between
/// focused tabs. Each tab shows the item's icon, its title and, when it has
/// a badge value, a pill; Adwaita underlines the selected tab.
///
/// The notebook never switches by itself: a switch the user starts is
/// stopped and handed to the bar's owner, which decides and sets the bar's
/// `selectedIndex`; the strip follows that.
@MainActor final class GtkTabStrip {
    /// The host whose content widget is the notebook.
    let host: GtkViewHost
    private let notebook: UnsafeMutablePointer<GtkWidget>
    private weak var bar: TabBar?
    /// Set while the strip itself changes the notebook's page, so that
    /// switch is let through.
    private var isFollowingModel = false
    private var tabs: [(label: UnsafeMutablePointer<GtkWidget>, image: UnsafeMutablePointer<GtkWidget>,
                        title: UnsafeMutablePointer<GtkWidget>, badge: UnsafeMutablePointer<GtkWidget>)] = []

    init(bar: TabBar) {
        self.bar = bar
        Self.installStyle()
        notebook = gtk_notebook_new()
        gtk_notebook_set_show_border(cgtk_tabs_notebook(notebook), 0)
        gtk_notebook_set_scrollable(cgtk_tabs_notebook(notebook), 1)
        gtk_style_context_add_class(gtk_widget_get_style_context(notebook), "containment-tab-bar")
        host = GtkViewHost(content: notebook)
        connectSwitchPage()
        bar.addObserver(self) { [self] in refresh() }
        refresh()
    }

    /// Rebuilds the tabs when their number changed, updates their contents
    /// and follows the bar's selection.
    private func refresh() {
        guard let bar else { return }
        if tabs.count != bar.items.count { rebuild(count: bar.items.count) }
        for (item, tab) in zip(bar.items, tabs) {
            gtk_label_set_text(cgtk_label(tab.title), item.title ?? "")
            if let icon = item.iconName {
                gtk_image_set_from_icon_name(UnsafeMutablePointer(OpaquePointer(tab.image)), icon, GTK_ICON_SIZE_MENU)
                gtk_widget_show(tab.image)
            } else {
                gtk_widget_hide(tab.image)
            }
            gtk_label_set_text(cgtk_label(tab.badge), item.badgeValue ?? "")
            gtk_widget_set_visible(tab.badge, item.badgeValue == nil ? 0 : 1)
            gtk_widget_set_tooltip_text(tab.label, item.badgeValue.map { "\(item.title ?? "") (\($0))" } ?? item.title)
        }
        let wanted = Int32(bar.selectedIndex ?? -1)
        if wanted >= 0, gtk_notebook_get_current_page(cgtk_tabs_notebook(notebook)) != wanted {
            isFollowingModel = true
            gtk_notebook_set_current_page(cgtk_tabs_notebook(notebook), wanted)
            isFollowingModel = false
        }
    }

    private func rebuild(count: Int) {
        isFollowingModel = true
        defer { isFollowingModel = false }
        while gtk_notebook_get_n_pages(cgtk_tabs_notebook(notebook)) > 0 {
            gtk_notebook_remove_page(cgtk_tabs_notebook(notebook), -1)
        }
        tabs = []
        for _ in 0..<count {
            let page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_widget_show(page)
            let label = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
            let image = gtk_image_new()!
            let title = gtk_label_new(nil)!
            let badge = gtk_label_new(nil)!
            gtk_style_context_add_class(gtk_widget_get_style_context(badge), "containment-tab-badge")
            gtk_widget_set_valign(badge, GTK_ALIGN_CENTER)
            gtk_container_add(cgtk_container(label), image)
            gtk_container_add(cgtk_container(label), title)
            gtk_container_add(cgtk_container(label), badge)
            gtk_widget_set_halign(label, GTK_ALIGN_CENTER)
            gtk_widget_show(label)
            gtk_widget_show(title)
            gtk_notebook_append_page(cgtk_tabs_notebook(notebook), page, label)
            cgtk_tabs_notebook_set_tab_expand(cgtk_tabs_notebook(notebook), page, 1)
            tabs.append((label, image, title, badge))
        }
    }

    /// Connects `switch-page`, whose handler gets the page and its index:
    /// a signature ``Signal`` has no variant for.
    private func connectSwitchPage() {
        let box = ClosureBox<@MainActor (Int) -> Void>({ [weak self] index in self?.userSwitched(to: index) })
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, guint, UnsafeMutableRawPointer?) -> Void = {
            _, _, index, data in
            guard let data else { return }
            let box = ClosureBox<@MainActor (Int) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(Int(index)) }
        }
        let release: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
        _ = cgtk_signal_connect(notebook, "switch-page", unsafeBitCast(trampoline, to: GCallback.self),
                                box.retainedPointer(), release, GConnectFlags(0))
    }

    /// The user picked a tab (click, arrow keys on the focused strip): stop
    /// GTK's own switch and let the bar's owner decide.
    private func userSwitched(to index: Int) {
        guard !isFollowingModel else { return }
        g_signal_stop_emission_by_name(notebook, "switch-page")
        bar?.requestSelection(index)
    }

    private static var styleInstalled = false

    /// The strip's look: a flat header like libadwaita's tab bar, roomy
    /// tabs, a pill for badges.
    private static func installStyle() {
        guard !styleInstalled, let screen = gdk_screen_get_default() else { return }
        styleInstalled = true
        let css = """
        notebook.containment-tab-bar > header.top { background-color: @theme_bg_color; \
        border-bottom: 1px solid alpha(black, 0.12); padding: 0 6px; }
        notebook.containment-tab-bar > header.top > tabs > tab { padding: 6px 14px; min-height: 35px; }
        notebook.containment-tab-bar > stack { background-color: transparent; }
        .containment-tab-badge { background-color: @theme_selected_bg_color; color: @theme_selected_fg_color; \
        border-radius: 999px; padding: 0 7px; font-size: smaller; font-weight: bold; min-width: 8px; }
        """
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1, nil)
        gtk_style_context_add_provider_for_screen(
            screen, cgtk_style_provider(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }
}
