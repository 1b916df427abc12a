/// A tab bar controller's root view: the tab strip along the top and the
/// content view, holding the selected child's view, filling the rest.
@MainActor final class TabBarControllerView: View {
    let tabBar = TabBar()
    let contentView = View()

    init() {
        super.init()
        contentView.name = "tabContent"
        // Tabs come back: switching must not rebuild a tab's widgets each time.
        contentView.parksRemovedSubviews = true
    }

    /// Whether the strip is shown; without it the content fills the view.
    var showsTabBar = true {
        didSet {
            tabBar.isHidden = !showsTabBar
            layoutSubviews()
        }
    }

    override func layoutSubviews() {
        let barHeight = showsTabBar ? min(TabBar.preferredHeight, bounds.height) : 0
        tabBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: barHeight)
        contentView.frame = Rect(x: 0, y: barHeight, width: bounds.width, height: max(0, bounds.height - barHeight))
    }
}
