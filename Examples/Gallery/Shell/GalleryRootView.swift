import Containment

/// The gallery window's content: the tabs filling it, the lifecycle panel
/// along the trailing edge when shown.
final class GalleryRootView: View {
    /// The tab controller's view.
    var main: View?
    /// The lifecycle panel's view.
    var panel: View?
    /// The panel's width when shown.
    static let panelWidth: Double = 380

    override func layoutSubviews() {
        let panelWidth = (panel?.isHidden ?? true) ? 0 : min(Self.panelWidth, bounds.width / 2)
        main?.frame = Rect(x: 0, y: 0, width: max(0, bounds.width - panelWidth), height: bounds.height)
        panel?.frame = Rect(x: bounds.width - panelWidth, y: 0, width: panelWidth, height: bounds.height)
    }
}
