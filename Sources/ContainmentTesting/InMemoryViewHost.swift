public import Containment

/// A `ViewHost` that keeps a mirror of the view tree: its own parent,
/// children, frame, alpha and hidden flag, and what an animation shows at
/// each frame, updated only through the host calls, so tests can check that
/// a backend learns about every change.
@MainActor public final class InMemoryViewHost: ViewHost {
    /// The mirrored parent host.
    public private(set) weak var parent: InMemoryViewHost?
    /// The mirrored child hosts, back to front.
    public private(set) var children: [InMemoryViewHost] = []
    /// The last frame reported.
    public private(set) var frame: Rect = .zero
    /// The last hidden flag reported.
    public private(set) var isHidden = false
    /// The last alpha reported.
    public private(set) var alpha = 1.0
    /// What the host last showed: the view's presentation frame and alpha.
    public private(set) var presentation = Presentation(frame: .zero, alpha: 1)
    /// Everything the host showed, in order: one entry per change of the
    /// frame or alpha and per animation frame, so tests see each step.
    public private(set) var presentationHistory: [Presentation] = []

    /// A view's appearance on screen at one moment.
    public struct Presentation: Hashable, Sendable, CustomStringConvertible {
        /// The frame shown.
        public var frame: Rect
        /// The opacity shown.
        public var alpha: Double

        /// Creates a presentation record.
        public init(frame: Rect, alpha: Double) {
            self.frame = frame
            self.alpha = alpha
        }

        /// A readable form such as `(0.0, 0.0; 10.0×10.0) α1.0`.
        public var description: String { "\(frame) α\(alpha)" }
    }
    /// The view this host mirrors.
    public private(set) weak var view: View?
    private weak var backend: InMemoryBackend?

    init(view: View, backend: InMemoryBackend?) {
        self.view = view
        self.backend = backend
        frame = view.frame
        isHidden = view.isHidden
        alpha = view.alpha
        presentation = Presentation(frame: view.presentationFrame, alpha: view.presentationAlpha)
    }

    /// Mirrors the view's move to its new superview (see `ViewHost`).
    public func viewDidMove(_ view: View, from oldSuperview: View?) {
        parent?.children.removeAll { $0 === self }
        parent = nil
        frame = view.frame
        isHidden = view.isHidden
        alpha = view.alpha
        show(view)
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
        show(view)
    }

    /// Mirrors the view's new alpha.
    public func viewAlphaDidChange(_ view: View) {
        alpha = view.alpha
        backend?.operations.append("alpha \(view.displayName) \(view.alpha)")
        show(view)
    }

    /// Records what the view shows now; animation frames are not listed in
    /// `InMemoryBackend.operations`, only in `presentationHistory`.
    public func viewPresentationDidChange(_ view: View) {
        show(view)
    }

    private func show(_ view: View) {
        let now = Presentation(frame: view.presentationFrame, alpha: view.presentationAlpha)
        presentation = now
        if presentationHistory.last != now { presentationHistory.append(now) }
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
