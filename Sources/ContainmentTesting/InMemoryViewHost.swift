public import Containment

/// A `ViewHost` that keeps a mirror of the view tree: its own parent,
/// children, frame and hidden flag, updated only through the host calls, so
/// tests can check that a backend learns about every change.
@MainActor public final class InMemoryViewHost: ViewHost {
    /// The mirrored parent host.
    public private(set) weak var parent: InMemoryViewHost?
    /// The mirrored child hosts, back to front.
    public private(set) var children: [InMemoryViewHost] = []
    /// The last frame reported.
    public private(set) var frame: Rect = .zero
    /// The last hidden flag reported.
    public private(set) var isHidden = false
    /// The view this host mirrors.
    public private(set) weak var view: View?
    private weak var backend: InMemoryBackend?

    init(view: View, backend: InMemoryBackend?) {
        self.view = view
        self.backend = backend
        frame = view.frame
        isHidden = view.isHidden
    }

    /// Mirrors the view's move to its new superview (see `ViewHost`).
    public func viewDidMove(_ view: View, from oldSuperview: View?) {
        parent?.children.removeAll { $0 === self }
        parent = nil
        frame = view.frame
        isHidden = view.isHidden
        guard let superview = view.superview, let superHost = superview.host as? InMemoryViewHost else {
            backend?.operations.append("move \(view.displayName) → none")
            return
        }
        let index = superview.subviews.firstIndex { $0 === view } ?? superview.subviews.count
        let hostIndex = superview.subviews[..<index].filter { $0.host is InMemoryViewHost }.count
        superHost.children.insert(self, at: min(hostIndex, superHost.children.count))
        parent = superHost
        backend?.operations.append("move \(view.displayName) → \(superview.displayName)")
    }

    /// Mirrors the view's new frame.
    public func viewFrameDidChange(_ view: View) {
        frame = view.frame
        backend?.operations.append("frame \(view.displayName) \(view.frame)")
    }

    /// Mirrors the view's hidden flag.
    public func viewHiddenDidChange(_ view: View) {
        isHidden = view.isHidden
        backend?.operations.append("hidden \(view.displayName) \(view.isHidden)")
    }

    /// A new host of the same kind for a subview.
    public func makeHost(forSubview subview: View) -> any ViewHost {
        InMemoryViewHost(view: subview, backend: backend)
    }
}
