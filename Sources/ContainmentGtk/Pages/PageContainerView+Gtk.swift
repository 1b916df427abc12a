public import Containment

extension PageContainerView: GtkHostProviding {
    /// A GtkLayout that paints the page curl over its pages and turns pages
    /// with the pointer: a drag that follows it, and the scroll wheel.
    public func makeGtkHost() -> GtkViewHost {
        let host = GtkViewHost()
        // The locale's reading order mirrors horizontal keys, drags and the curl.
        if Widget.defaultTextDirection == .rightToLeft {
            pageViewController?.isLayoutRightToLeft = true
        }
        let pages = GtkPageContainer(view: self, host: host)
        // The view keeps the controller (and so its signal connections) alive.
        curlObserver = { [pages] _ in pages.curlDidChange() }
        return host
    }
}

/// The GTK side of a ``PageContainerView``: the curl's snapshots and
/// painting, and the pointer wired to the page controller's interactive turn.
@MainActor final class GtkPageContainer {
    private weak var view: PageContainerView?
    private weak var host: GtkViewHost?
    private var connections: [SignalConnection] = []
    private var front: [Surface?] = []
    private var beneath: [Surface?] = []
    private var hiddenWidgets: [Widget] = []
    private let gestures: PageTurnGestures

    init(view: PageContainerView, host: GtkViewHost) {
        self.view = view
        self.host = host
        gestures = PageTurnGestures(view: view)
        let layout = host.layout
        layout.addEvents(.smoothScroll)
        connections = [
            layout.onDraw(after: true) { [weak self] context, _, _ in self?.draw(context) },
            layout.onButtonPress { [weak self] event in self?.gestures.press(event) ?? false },
            layout.onMotion { [weak self] event in self?.gestures.motion(event) ?? false },
            layout.onButtonRelease { [weak self] event in self?.gestures.release(event) ?? false },
            layout.onScroll { [weak self] event in self?.gestures.scroll(event) ?? false },
        ]
    }

    isolated deinit {
        for connection in connections { connection.disconnect() }
    }

    /// Snapshots the pages when a curl begins, repaints while it runs, shows
    /// the real pages again when it ends.
    func curlDidChange() {
        guard let view else { return }
        if view.curl != nil {
            if hiddenWidgets.isEmpty { takeSnapshots(view) }
        } else {
            front = []
            beneath = []
            for widget in hiddenWidgets { widget.show() }
            hiddenWidgets = []
        }
        host?.layout.queueDraw()
    }

    private func takeSnapshots(_ view: PageContainerView) {
        let snapshot: (View) -> Surface? = { page in
            page.widget.flatMap { GtkTransitionRenderer.snapshot($0) }
        }
        front = view.curlFrontViews.map(snapshot)
        beneath = view.curlBeneathViews.map(snapshot)
        for page in view.curlFrontViews + view.curlBeneathViews {
            guard let pageWidget = page.widget, pageWidget.isVisible else { continue }
            pageWidget.hide()
            hiddenWidgets.append(pageWidget)
        }
    }

    private func draw(_ context: DrawingContext) {
        guard let view, let curl = view.curl, host?.isPaintingContent(context) == true else { return }
        PageCurlPainter.paint(context, curl: curl, front: front, beneath: beneath, size: view.bounds.size)
    }
}
