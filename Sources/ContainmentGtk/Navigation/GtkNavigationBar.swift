public import Containment

/// The GTK face of a ``NavigationBar``: a GNOME header bar with a back
/// button (the "go-previous-symbolic" arrow and the page below's title) at
/// the start and the top page's title, bold and centred.
///
/// It reads the bar's model whenever it changes, so a page renaming itself
/// renames the bar at once. The back button's accessible name says where it
/// goes ("Back to Europe").
@MainActor public final class GtkNavigationBar {
    /// The header bar.
    public let headerBar = HeaderBar()
    /// The back button.
    public let backButton = Button()
    /// The label beside the back arrow.
    public let backLabel = Label()
    /// The centred title label.
    public let titleLabel = Label()

    fileprivate weak var bar: NavigationBar?
    /// The widget sets of live bars: a bar's `onChange` holds its set only
    /// weakly, so this list keeps each alive until its bar is gone.
    fileprivate static var registry: [GtkNavigationBar] = []

    /// Builds the widgets for `bar` and starts following its model.
    public init(bar: NavigationBar) {
        self.bar = bar
        headerBar.showsCloseButton = false

        titleLabel.ellipsizeMode = .end
        titleLabel.addStyleClass("title")
        headerBar.setCustomTitle(titleLabel)

        let content = Box(orientation: .horizontal, spacing: 4)
        backLabel.ellipsizeMode = .end
        backLabel.maximumWidthInCharacters = 18
        content.append(Image(iconName: "go-previous-symbolic", size: .button))
        content.append(backLabel)
        backButton.add(content)
        backButton.verticalAlignment = .center
        headerBar.addAtStart(backButton)
        headerBar.showAll()
        // Its host shows everything again; the button's visibility is the model's alone.
        backButton.isExcludedFromShowAll = true

        // GTK knows the locale's direction; the core mirrors its slides by it.
        bar.layoutDirection = headerBar.textDirection == .rightToLeft ? .rightToLeft : .leftToRight
        backButton.onClicked { [weak self] in self?.bar?.pressBack() }
        bar.onChange = { [weak self] in self?.refresh() }
        refresh()
    }

    /// The title shown, for tests and screen readers.
    public var title: String { titleLabel.text }
    /// The back button's text.
    public var backTitle: String { backLabel.text }
    /// The back button's accessible name.
    public var backAccessibleName: String? { backButton.accessibleName }

    private func refresh() {
        guard let bar else { return }
        titleLabel.text = bar.title ?? ""
        backLabel.text = bar.backTitle ?? ""
        backButton.isVisible = bar.showsBackButton
        backButton.tooltip = bar.backAccessibleName
        backButton.accessibleName = bar.backAccessibleName
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
