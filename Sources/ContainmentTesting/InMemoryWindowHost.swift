import Containment

/// A `WindowHost` that shows, hides and resizes at once, as a window manager
/// that always agrees.
@MainActor final class InMemoryWindowHost: WindowHost {
    weak var window: Window?
    private weak var backend: InMemoryBackend?
    private(set) var rootHost: InMemoryViewHost?

    init(backend: InMemoryBackend) {
        self.backend = backend
    }

    func makeRootViewHost(for view: View) -> any ViewHost {
        InMemoryViewHost(view: view, backend: backend)
    }

    func setRootView(_ view: View?) {
        rootHost = view?.host as? InMemoryViewHost
        backend?.operations.append("root \(view?.displayName ?? "none")")
    }

    func show() { window?.windowDidBecomeVisible() }
    func hide() { window?.windowDidBecomeHidden() }
    func resize(to size: Size) { window?.windowDidResize(to: size) }
}
