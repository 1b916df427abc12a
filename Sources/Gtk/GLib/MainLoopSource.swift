import CGtk

/// A GLib idle or timeout source running a Swift closure on the main loop.
///
/// `Task { @MainActor }` and `DispatchQueue.main` do not run under the GTK
/// main loop by themselves, so main-actor work that must happen "later" is
/// scheduled here. The closure box is owned by GLib and released when the
/// source is removed, whether it finished or was cancelled.
@MainActor
public final class MainLoopSource {
    /// The ID GLib gave the source; package-visible so tests can ask the
    /// main context whether it still holds it.
    package let sourceID: UInt32
    private weak var box: AnyObject?

    init(sourceID: guint, box: AnyObject) {
        self.sourceID = sourceID
        self.box = box
    }

    /// Whether the source is still scheduled.
    public var isActive: Bool { box != nil }

    /// Removes the source; its closure will not run again. Safe to call twice.
    public func cancel() {
        guard box != nil else { return }
        g_source_remove(sourceID)
    }

    /// Runs `body` once, after `seconds`, on the main loop.
    @discardableResult
    public static func after(_ seconds: Double, _ body: @escaping @MainActor () -> Void) -> MainLoopSource {
        repeating(every: seconds) { body(); return false }
    }

    /// Runs `body` every `seconds` while it returns `true`.
    @discardableResult
    public static func repeating(every seconds: Double, _ body: @escaping @MainActor () -> Bool) -> MainLoopSource {
        let box = ClosureBox<@MainActor () -> Bool>(body)
        let milliseconds = guint(max(0, (seconds * 1000).rounded()))
        let id = g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, sourceTrampoline, box.retainedPointer(), releaseClosureBox)
        return MainLoopSource(sourceID: id, box: box)
    }

    /// Runs `body` once when the main loop is idle.
    @discardableResult
    public static func whenIdle(_ body: @escaping @MainActor () -> Void) -> MainLoopSource {
        let box = ClosureBox<@MainActor () -> Bool>({ body(); return false })
        let id = g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, sourceTrampoline, box.retainedPointer(), releaseClosureBox)
        return MainLoopSource(sourceID: id, box: box)
    }
}

private let sourceTrampoline: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
    guard let data else { return 0 }
    let box = ClosureBox<@MainActor () -> Bool>.from(data)
    return MainActor.assumeIsolated { box.handler() } ? 1 : 0
}
