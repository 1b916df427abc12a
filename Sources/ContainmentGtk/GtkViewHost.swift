public import CGtk
public import Containment

/// Hosts a `View` in GTK: a GtkLayout that holds the view's subviews at their
/// frames and, optionally, a content widget (a drawing area, a label…)
/// filling it beneath them.
///
/// The layout has its own GdkWindow, so everything inside is clipped to the
/// view's frame. The host keeps its widgets for as long as the view lives,
/// so a view removed from its superview keeps its widget, detached, until
/// it is added again or freed. A view removed from a superview that
/// ``View/parksRemovedSubviews`` keeps its widget there, hidden and
/// realized, so showing it again costs no realization.
///
/// The subviews' GdkWindows stack in `subviews` order, the last on top,
/// whenever the layout is mapped or a subview moves.
///
/// ```swift
/// override func loadView() {
///     view = View(DrawingArea())
/// }
/// ```
@MainActor public final class GtkViewHost: ViewHost {
    /// The GtkLayout that is the view on screen.
    public let layout: Widget
    /// The widget filling the view beneath its subviews, if any.
    public let contentWidget: Widget?
    /// A window's root view takes the window's size from GTK, so it never
    /// sets a size request (which would stop the window from shrinking).
    let isWindowRoot: Bool
    /// The view this host shows, known from its first move (or adoption as a
    /// window's root): mapping the layout restacks its subviews.
    weak var hostedView: View?
    /// Where the keyboard focus was inside the view when its controller last
    /// began to disappear: it goes back there when the controller appears.
    var focusToRestore: Widget?

    /// Creates a host whose layout shows `content` beneath any subviews.
    public init(content: Widget? = nil) {
        self.isWindowRoot = false
        contentWidget = content
        layout = Self.makeLayout(content: content)
        restackWhenMapped()
    }

    /// Creates a host whose layout shows a widget made in C beneath any subviews.
    public convenience init(content: UnsafeMutablePointer<GtkWidget>) {
        self.init(content: Widget.wrapper(for: content))
    }

    init(windowRootWithContent content: Widget?, view: View) {
        self.isWindowRoot = true
        contentWidget = content
        self.hostedView = view
        layout = Self.makeLayout(content: content)
        restackWhenMapped()
    }

    /// The GtkLayout, for code that calls GTK directly.
    public var widget: UnsafeMutablePointer<GtkWidget> { layout.widgetPointer }

    /// The content widget, for code that calls GTK directly.
    public var content: UnsafeMutablePointer<GtkWidget>? { contentWidget?.widgetPointer }

    /// GtkLayout realizes its children, creating their GdkWindows each on
    /// top of the last, in the order they were put in it — not the order of
    /// `subviews` once a subview was reordered or parked and shown again
    /// while the layout was unrealized. Restacking after every map fixes that.
    private func restackWhenMapped() {
        layout.onMap(after: true) { [weak self] in
            guard let self, let view = self.hostedView else { return }
            self.restack(view)
        }
    }

    isolated deinit {
        layout.removeFromParent()
    }

    private static func makeLayout(content: Widget?) -> Widget {
        let layout = Widget(gtk_layout_new(nil, nil)!)
        layout.show()
        if let content {
            gtk_layout_put(cgtk_layout(layout.widgetPointer), content.widgetPointer, 0, 0)
            content.showAll()
        }
        return layout
    }

    /// Mirrors the view's move to its new superview (see `ViewHost`).
    ///
    /// A view leaving a superview that parks its removed subviews stays in
    /// that superview's layout, hidden; one coming back to the layout its
    /// widget is parked in (or reordered within it) is only shown and moved,
    /// keeping its realized GdkWindows.
    public func viewDidMove(_ view: View, from oldSuperview: View?) {
        hostedView = view
        let parentHost = view.superview?.host as? GtkViewHost
        if !isWindowRoot, let parent = layout.parent, parent !== parentHost?.layout {
            if parentHost == nil, oldSuperview?.parksRemovedSubviews == true,
               parent === (oldSuperview?.host as? GtkViewHost)?.layout {
                layout.hide()
                return
            }
            layout.removeFromParent()
        }
        guard let superview = view.superview, let parentHost else { return }
        let frame = view.presentationFrame
        if layout.parent == nil {
            gtk_layout_put(cgtk_layout(parentHost.widget), widget, Int32(frame.minX.rounded()),
                           Int32(frame.minY.rounded()))
        }
        layout.isVisible = !view.isHidden
        apply(frame)
        applyOpacity(view.presentationAlpha)
        parentHost.restack(superview)
    }

    /// Shows the view's new frame (its presentation frame while animating).
    public func viewFrameDidChange(_ view: View) {
        apply(view.presentationFrame)
    }

    /// Shows the view's new alpha (its presentation alpha while animating).
    public func viewAlphaDidChange(_ view: View) {
        applyOpacity(view.presentationAlpha)
    }

    /// Shows one animation frame: moves and sizes the widget within its
    /// container, which clips it, and sets its opacity.
    public func viewPresentationDidChange(_ view: View) {
        apply(view.presentationFrame)
        applyOpacity(view.presentationAlpha)
    }

    private func applyOpacity(_ alpha: Double) {
        let opacity = min(1, max(0, alpha))
        guard layout.opacity != opacity else { return }
        layout.opacity = opacity
    }

    /// Mirrors the view's hidden flag.
    public func viewHiddenDidChange(_ view: View) {
        // A parked widget (no superview) stays hidden whatever the flag says.
        let parked = !isWindowRoot && view.superview == nil
        layout.isVisible = !(view.isHidden || parked)
    }

    /// A new host for a subview: the one it builds itself if it is
    /// ``GtkHostProviding``, otherwise a plain layout.
    public func makeHost(forSubview subview: View) -> any ViewHost {
        if let providing = subview as? any GtkHostProviding { return providing.makeGtkHost() }
        return GtkViewHost()
    }

    /// Places and sizes the layout and its content for `frame`.
    ///
    /// Besides the size request that keeps later layout cycles right, the
    /// widget is allocated at once when its parent is realized, so a
    /// snapshot taken right after a move (a transition's incoming view)
    /// already has its real size.
    func apply(_ frame: Rect) {
        let width = max(1, Int(frame.width.rounded()))
        let height = max(1, Int(frame.height.rounded()))
        contentWidget?.sizeRequest = (width, height)
        // Every animation frame comes here: the parent is looked at in C,
        // with no wrapper made for it.
        guard !isWindowRoot, let parent = gtk_widget_get_parent(widget), cgtk_is_layout(parent) != 0 else {
            if let contentWidget { Self.allocate(contentWidget, at: Allocation(x: 0, y: 0, width: width, height: height)) }
            return
        }
        let x = Int(frame.minX.rounded()), y = Int(frame.minY.rounded())
        gtk_layout_move(cgtk_layout(parent), widget, Int32(x), Int32(y))
        layout.sizeRequest = (width, height)
        if gtk_widget_get_realized(parent) != 0 {
            Self.allocate(layout, at: Allocation(x: x, y: y, width: width, height: height))
        }
    }

    /// Allocates `child` now. Measuring first is what GTK requires before an
    /// allocation; an allocation never goes below the child's minimum, to
    /// avoid GTK's underallocation warnings (the layout clips the excess).
    private static func allocate(_ child: Widget, at allocation: Allocation) {
        guard child.isVisible else { return }
        let minimum = child.minimumSize
        child.allocate(Allocation(x: allocation.x, y: allocation.y,
                                  width: max(allocation.width, minimum.width),
                                  height: max(allocation.height, minimum.height)))
    }

    /// Makes the subviews' windows stack in `superview.subviews` order, the
    /// last on top, as GtkLayout alone stacks by realization order.
    func restack(_ superview: View) {
        for subview in superview.subviews {
            guard let host = subview.host as? GtkViewHost, host.layout.isRealized,
                  let window = gtk_widget_get_window(host.widget) else { continue }
            gdk_window_raise(window)
        }
    }
}
