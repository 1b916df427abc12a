import CGtk

extension MainLoopSource {
    /// Schedules `body` on the GTK main loop from any thread.
    ///
    /// Background work (a geocoder loading its data, say) hands its result
    /// back this way: `g_idle_add_full` is thread-safe, and the closure runs
    /// on the main thread, where the main actor's GTK work happens.
    public nonisolated static func post(_ body: @escaping @Sendable @MainActor () -> Void) {
        let box = ClosureBox<@Sendable @MainActor () -> Void>(body)
        g_idle_add_full(G_PRIORITY_DEFAULT, postTrampoline, box.retainedPointer(), releaseClosureBox)
    }
}

private let postTrampoline: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
    guard let data else { return 0 }
    let box = ClosureBox<@Sendable @MainActor () -> Void>.from(data)
    MainActor.assumeIsolated { box.handler() }
    return 0
}
