import Gtk

/// Runs the GTK main loop until `condition` holds or `timeout` seconds
/// pass; whether it held. Work that answers on the main loop (a look-up
/// done on a worker) wakes it, and so does the timeout: nothing polls.
@MainActor @discardableResult
func runMainLoop(timeout: Double, until condition: () -> Bool) -> Bool {
    var timedOut = false
    let alarm = MainLoopSource.after(timeout) { timedOut = true }
    defer { alarm.cancel() }
    while !condition() && !timedOut { MainLoop.iterate(blocking: true) }
    return condition()
}
