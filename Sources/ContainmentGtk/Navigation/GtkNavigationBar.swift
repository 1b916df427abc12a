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

    /// Shows the bar's model; while a change fades in with a slide, each
    /// part that changed fades out (first half) and its new value in
    /// (second half), and the parts that stay stay still.
    private func refresh() {
        guard let bar else { return }
        let new = bar.content
        let old = bar.fadingOutContent ?? new
        let progress = bar.changeProgress
        func shown<Part: Equatable>(_ part: (NavigationBar.Content) -> Part) -> (value: Part, opacity: Double) {
            let before = part(old), after = part(new)
            guard before != after else { return (after, 1) }
            return progress < 0.5 ? (before, 1 - 2 * progress) : (after, 2 * progress - 1)
        }
        let title = shown(\.title)
        if titleLabel.text != title.value ?? "" { titleLabel.text = title.value ?? "" }
        titleLabel.opacity = title.opacity
        let back = shown { BackButton(title: $0.backTitle, isShown: $0.showsBackButton) }
        if backLabel.text != back.value.title ?? "" { backLabel.text = back.value.title ?? "" }
        backButton.opacity = back.opacity
        backButton.isVisible = back.value.isShown
        // Screen readers and tooltips name where the button goes now.
        backButton.tooltip = bar.backAccessibleName
        backButton.accessibleName = bar.backAccessibleName
    }

    /// The back button's part of a bar's content.
    private struct BackButton: Equatable {
        var title: String?
        var isShown: Bool
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
