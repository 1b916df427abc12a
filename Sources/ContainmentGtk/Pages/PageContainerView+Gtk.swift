import CGtk
public import Containment

extension PageContainerView: GtkHostProviding {
    /// A GtkLayout that paints the page curl over its pages and turns pages
    /// with the pointer: a drag that follows it, and the scroll wheel.
    public func makeGtkHost() -> GtkViewHost {
        let host = GtkViewHost()
        // The locale's reading order mirrors horizontal keys, drags and the curl.
        if gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL {
            pageViewController?.isLayoutRightToLeft = true
        }
        let pages = GtkPageContainer(view: self, widget: host.widget)
        // The view keeps the controller (and so its signal connections) alive.
        curlObserver = { [pages] _ in pages.curlDidChange() }
        return host
    }
}

/// The GTK side of a ``PageContainerView``: the curl's snapshots and
/// painting, and the pointer wired to the page controller's interactive turn.
@MainActor final class GtkPageContainer {
    private weak var view: PageContainerView?
    private let widget: UnsafeMutablePointer<GtkWidget>
    private var connections: [SignalConnection] = []
    private var front: [OpaquePointer?] = []
    private var beneath: [OpaquePointer?] = []
    private var hiddenWidgets: [UnsafeMutablePointer<GtkWidget>] = []
    private let gestures: PageTurnGestures

    init(view: PageContainerView, widget: UnsafeMutablePointer<GtkWidget>) {
        self.view = view
        self.widget = widget
        gestures = PageTurnGestures(view: view)
        gtk_widget_add_events(widget, Int32(
            GDK_BUTTON_PRESS_MASK.rawValue | GDK_BUTTON_RELEASE_MASK.rawValue | GDK_POINTER_MOTION_MASK.rawValue
                | GDK_SCROLL_MASK.rawValue | GDK_SMOOTH_SCROLL_MASK.rawValue))
        connections = [
            Signal.connect(widget, "draw", after: true, eventHandler: { [weak self] cr in
                self?.draw(OpaquePointer(cr)) ?? false
            }),
            Signal.connect(widget, "button-press-event", eventHandler: { [weak self] event in
                self?.gestures.press(event.assumingMemoryBound(to: GdkEventButton.self)) ?? false
            }),
            Signal.connect(widget, "motion-notify-event", eventHandler: { [weak self] event in
                self?.gestures.motion(event.assumingMemoryBound(to: GdkEventMotion.self)) ?? false
            }),
            Signal.connect(widget, "button-release-event", eventHandler: { [weak self] event in
                self?.gestures.release(event.assumingMemoryBound(to: GdkEventButton.self)) ?? false
            }),
            Signal.connect(widget, "scroll-event", eventHandler: { [weak self] event in
                self?.gestures.scroll(event.assumingMemoryBound(to: GdkEventScroll.self)) ?? false
            }),
        ]
    }

    isolated deinit {
        for connection in connections { connection.disconnect() }
        releaseSnapshots()
    }

    /// Snapshots the pages when a curl begins, repaints while it runs, shows
    /// the real pages again when it ends.
    func curlDidChange() {
        guard let view else { return }
        if view.curl != nil {
            if hiddenWidgets.isEmpty { takeSnapshots(view) }
        } else {
            releaseSnapshots()
            for widget in hiddenWidgets { gtk_widget_show(widget) }
            hiddenWidgets = []
        }
        gtk_widget_queue_draw(widget)
    }

    private func takeSnapshots(_ view: PageContainerView) {
        let snapshot: (View) -> OpaquePointer? = { page in
            page.gtkWidget.flatMap { GtkTransitionRenderer.snapshot($0) }
        }
        front = view.curlFrontViews.map(snapshot)
        beneath = view.curlBeneathViews.map(snapshot)
        for page in view.curlFrontViews + view.curlBeneathViews {
            guard let pageWidget = page.gtkWidget, gtk_widget_get_visible(pageWidget) != 0 else { continue }
            gtk_widget_hide(pageWidget)
            hiddenWidgets.append(pageWidget)
        }
    }

    private func releaseSnapshots() {
        for surface in front + beneath { if let surface { cairo_surface_destroy(surface) } }
        front = []
        beneath = []
    }

    private func draw(_ cr: OpaquePointer?) -> Bool {
        guard let cr, let view, let curl = view.curl,
              let binWindow = gtk_layout_get_bin_window(cgtk_layout(widget)),
              gtk_cairo_should_draw_window(cr, binWindow) != 0 else { return false }
        PageCurlPainter.paint(cr, curl: curl, front: front, beneath: beneath, size: view.bounds.size)
        return false
    }
}
