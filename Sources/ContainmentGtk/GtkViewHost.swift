public import CGtk
public import Containment

/// Hosts a `View` in GTK: a GtkLayout that holds the view's subviews at their
/// frames and, optionally, a content widget (a drawing area, a label…)
/// filling it beneath them.
///
/// The layout has its own GdkWindow, so everything inside is clipped to the
/// view's frame. The host keeps a reference to its widgets for as long as
/// the view lives, so a view removed from its superview keeps its widget,
/// detached, until it is added again or freed. A view removed from a
/// superview that ``View/parksRemovedSubviews`` keeps its widget there,
/// hidden and realized, so showing it again costs no realization.
///
/// The subviews' GdkWindows stack in `subviews` order, the last on top,
/// whenever the layout is mapped or a subview moves.
///
/// ```swift
/// override func loadView() {
///     view = View(gtkWidget: gtk_drawing_area_new())
/// }
/// ```
@MainActor public final class GtkViewHost: ViewHost {
    /// The GtkLayout that is the view on screen.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The widget filling the view beneath its subviews, if any.
    public let content: UnsafeMutablePointer<GtkWidget>?
    /// A window's root view takes the window's size from GTK, so it never
    /// sets a size request (which would stop the window from shrinking).
    let isWindowRoot: Bool
    /// The view this host shows, known from its first move (or adoption as a
    /// window's root): mapping the layout restacks its subviews.
    weak var hostedView: View?

    /// Creates a host whose layout shows `content` beneath any subviews.
    public init(content: UnsafeMutablePointer<GtkWidget>? = nil) {
        self.isWindowRoot = false
        self.content = content
        widget = Self.makeLayout(content: content)
        restackWhenMapped()
    }

    init(windowRootWithContent content: UnsafeMutablePointer<GtkWidget>?, view: View) {
        self.isWindowRoot = true
        self.content = content
        self.hostedView = view
        widget = Self.makeLayout(content: content)
        restackWhenMapped()
    }

    /// GtkLayout realizes its children, creating their GdkWindows each on
    /// top of the last, in the order they were put in it — not the order of
    /// `subviews` once a subview was reordered or parked and shown again
    /// while the layout was unrealized. Restacking after every map fixes that.
    private func restackWhenMapped() {
        Signal.connect(widget, "map", after: true) { [weak self] in
            guard let self, let view = self.hostedView else { return }
            self.restack(view)
        }
    }

    isolated deinit {
        if let parent = gtk_widget_get_parent(widget) {
            gtk_container_remove(cgtk_container(parent), widget)
        }
        g_object_unref(widget)
        if let content { g_object_unref(content) }
    }

    private static func makeLayout(content: UnsafeMutablePointer<GtkWidget>?) -> UnsafeMutablePointer<GtkWidget> {
        let layout = gtk_layout_new(nil, nil)!
        g_object_ref_sink(layout)
        gtk_widget_show(layout)
        if let content {
            g_object_ref_sink(content)
            gtk_layout_put(cgtk_layout(layout), content, 0, 0)
            gtk_widget_show_all(content)
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
        if !isWindowRoot, let parent = gtk_widget_get_parent(widget), parent != parentHost?.widget {
            if parentHost == nil, oldSuperview?.parksRemovedSubviews == true,
               parent == (oldSuperview?.host as? GtkViewHost)?.widget {
                gtk_widget_hide(widget)
                return
            }
            gtk_container_remove(cgtk_container(parent), widget)
        }
        guard let superview = view.superview, let parentHost else { return }
        let frame = view.presentationFrame
        if gtk_widget_get_parent(widget) == nil {
            gtk_layout_put(cgtk_layout(parentHost.widget), widget, Int32(frame.minX.rounded()),
                           Int32(frame.minY.rounded()))
        }
        gtk_widget_set_visible(widget, view.isHidden ? 0 : 1)
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
        guard gtk_widget_get_opacity(widget) != opacity else { return }
        gtk_widget_set_opacity(widget, opacity)
    }

    /// Mirrors the view's hidden flag.
    public func viewHiddenDidChange(_ view: View) {
        // A parked widget (no superview) stays hidden whatever the flag says.
        let parked = !isWindowRoot && view.superview == nil
        gtk_widget_set_visible(widget, view.isHidden || parked ? 0 : 1)
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
        let width = Int32(max(1, frame.width.rounded()))
        let height = Int32(max(1, frame.height.rounded()))
        if let content {
            gtk_widget_set_size_request(content, width, height)
        }
        guard !isWindowRoot, let parent = gtk_widget_get_parent(widget), cgtk_is_layout(parent) != 0 else {
            if let content { allocate(content, x: 0, y: 0, width: width, height: height) }
            return
        }
        let x = Int32(frame.minX.rounded()), y = Int32(frame.minY.rounded())
        gtk_layout_move(cgtk_layout(parent), widget, x, y)
        gtk_widget_set_size_request(widget, width, height)
        if gtk_widget_get_realized(parent) != 0 {
            allocate(widget, x: x, y: y, width: width, height: height)
        }
    }

    /// Allocates `child` now. Measuring first is what GTK requires before an
    /// allocation; an allocation never goes below the child's minimum, to
    /// avoid GTK's underallocation warnings (the layout clips the excess).
    private func allocate(_ child: UnsafeMutablePointer<GtkWidget>, x: Int32, y: Int32, width: Int32, height: Int32) {
        guard gtk_widget_get_visible(child) != 0 else { return }
        var minimum = GtkRequisition()
        gtk_widget_get_preferred_size(child, &minimum, nil)
        var rect = GtkAllocation(x: x, y: y, width: max(width, minimum.width), height: max(height, minimum.height))
        gtk_widget_size_allocate(child, &rect)
    }

    /// Makes the subviews' windows stack in `superview.subviews` order, the
    /// last on top, as GtkLayout alone stacks by realization order.
    func restack(_ superview: View) {
        for subview in superview.subviews {
            guard let host = subview.host as? GtkViewHost, gtk_widget_get_realized(host.widget) != 0,
                  let window = gtk_widget_get_window(host.widget) else { continue }
            gdk_window_raise(window)
        }
    }
}

extension View {
    /// Creates a view that shows `widget` beneath its subviews, filling it.
    ///
    /// The view keeps a reference to the widget (sinking a floating one).
    public convenience init(gtkWidget widget: UnsafeMutablePointer<GtkWidget>, frame: Rect = .zero) {
        self.init(frame: frame, host: GtkViewHost(content: widget))
    }

    /// The GtkLayout showing this view, once it has a GTK host.
    public var gtkWidget: UnsafeMutablePointer<GtkWidget>? {
        (host as? GtkViewHost)?.widget
    }

    /// The content widget given to `init(gtkWidget:frame:)`, if any.
    public var gtkContentWidget: UnsafeMutablePointer<GtkWidget>? {
        (host as? GtkViewHost)?.content
    }
}
