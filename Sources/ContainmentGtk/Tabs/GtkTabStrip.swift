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
    private let notebook = Notebook()
    private weak var bar: TabBar?
    /// Set while the strip itself changes the notebook's page, so that
    /// switch is let through.
    private var isFollowingModel = false
    private var tabs: [(content: Box, image: Image, title: Label, badge: Label)] = []

    init(bar: TabBar) {
        self.bar = bar
        Self.installStyle()
        notebook.showsBorder = false
        notebook.isScrollable = true
        notebook.addStyleClass("containment-tab-bar")
        host = GtkViewHost(content: notebook)
        notebook.onSwitchPage { [weak self] index in self?.userSwitched(to: index) }
        bar.addObserver(self) { [self] in refresh() }
        refresh()
    }

    /// Rebuilds the tabs when their number changed, updates their contents
    /// and follows the bar's selection.
    private func refresh() {
        guard let bar else { return }
        if tabs.count != bar.items.count { rebuild(count: bar.items.count) }
        for (item, tab) in zip(bar.items, tabs) {
            tab.title.text = item.title ?? ""
            if let icon = item.iconName {
                tab.image.setIcon(named: icon, size: .menu)
                tab.image.show()
            } else {
                tab.image.hide()
            }
            tab.badge.text = item.badgeValue ?? ""
            tab.badge.isVisible = item.badgeValue != nil
            tab.content.tooltip = item.badgeValue.map { "\(item.title ?? "") (\($0))" } ?? item.title
        }
        let wanted = bar.selectedIndex ?? -1
        if wanted >= 0, notebook.currentPage != wanted {
            isFollowingModel = true
            notebook.currentPage = wanted
            isFollowingModel = false
        }
    }

    private func rebuild(count: Int) {
        isFollowingModel = true
        defer { isFollowingModel = false }
        while notebook.pageCount > 0 { notebook.removeLastPage() }
        tabs = []
        for _ in 0..<count {
            let page = Box(orientation: .vertical)
            page.show()
            let content = Box(orientation: .horizontal, spacing: 6)
            let image = Image()
            let title = Label()
            let badge = Label()
            badge.addStyleClass("containment-tab-badge")
            badge.verticalAlignment = .center
            content.add(image)
            content.add(title)
            content.add(badge)
            content.horizontalAlignment = .center
            content.show()
            title.show()
            notebook.appendPage(page, tab: content)
            notebook.setTabExpands(true, for: page)
            tabs.append((content, image, title, badge))
        }
    }

    /// The user picked a tab (click, arrow keys on the focused strip): stop
    /// GTK's own switch and let the bar's owner decide.
    private func userSwitched(to index: Int) {
        guard !isFollowingModel else { return }
        notebook.stopEmission(of: "switch-page")
        bar?.requestSelection(index)
    }

    private static var styleInstalled = false

    /// The strip's look: a flat header like libadwaita's tab bar, roomy
    /// tabs, a pill for badges.
    private static func installStyle() {
        guard !styleInstalled else { return }
        let style = CssProvider(css: """
        notebook.containment-tab-bar > header.top { background-color: @theme_bg_color; \
        border-bottom: 1px solid alpha(black, 0.12); padding: 0 6px; }
        notebook.containment-tab-bar > header.top > tabs > tab { padding: 6px 14px; min-height: 35px; }
        notebook.containment-tab-bar > stack { background-color: transparent; }
        .containment-tab-badge { background-color: @theme_selected_bg_color; color: @theme_selected_fg_color; \
        border-radius: 999px; padding: 0 7px; font-size: smaller; font-weight: bold; min-width: 8px; }
        """)
        styleInstalled = style.addToDefaultScreen()
    }
}
