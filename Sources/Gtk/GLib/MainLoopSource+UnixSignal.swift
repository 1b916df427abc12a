import CGtk

extension MainLoopSource {
    /// Runs `body` on the main loop each time the process receives the Unix
    /// signal `signalNumber` (SIGTERM, SIGINT, SIGHUP, SIGUSR1 or SIGUSR2),
    /// through GLib's Unix signal source.
    ///
    /// Unlike a C signal handler, `body` runs as ordinary main-loop work, so
    /// it may save files and quit the application cleanly. While the source
    /// exists the signal's default action (terminating the process) is
    /// replaced. `body` returns whether to keep handling the signal.
    @discardableResult
    public static func onUnixSignal(_ signalNumber: Int32, _ body: @escaping @MainActor () -> Bool) -> MainLoopSource {
        let box = ClosureBox<@MainActor () -> Bool>(body)
        let id = g_unix_signal_add_full(
            G_PRIORITY_HIGH, signalNumber, unixSignalTrampoline, box.retainedPointer(), releaseClosureBox)
        return MainLoopSource(sourceID: id, box: box)
    }
}

private let unixSignalTrampoline: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
    guard let data else { return 0 }
    let box = ClosureBox<@MainActor () -> Bool>.from(data)
    return MainActor.assumeIsolated { box.handler() } ? 1 : 0
}
