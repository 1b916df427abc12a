import Containment
import ContainmentGtk
import Locking

/// The trace sink behind the lifecycle panel: collects events from whatever
/// thread emits them and hands them to the panel in batches on the GTK main
/// loop, so GTK is never touched off the main thread.
///
/// Events also go to standard error when `CONTAINMENT_TRACE=1`, as they would
/// without the panel (tests read them there).
final class LifecycleTraceSink: TraceSink {
    typealias Handler = @Sendable @MainActor ([TraceEvent]) -> Void

    private struct State {
        var pending: [TraceEvent] = []
        var isDeliveryScheduled = false
        var handler: Handler?
    }

    /// The most events kept while no panel is attached.
    static let bufferLimit = 5000

    private let state = Locked(State())
    private let next: (any TraceSink)?

    /// Creates a sink passing events on to `next` as well.
    init(next: (any TraceSink)?) {
        self.next = next
    }

    /// Events about painting, one per frame (the GTK transition renderer's
    /// cost events): passed on, but not lifecycle, so the panel leaves them out.
    static let paintEvents: Set = ["transitionSnapshot", "transitionFrame"]

    /// Records `event`; safe from any thread.
    func write(_ event: TraceEvent) {
        next?.write(event)
        guard !Self.paintEvents.contains(event.name) else { return }
        let schedule = state.withLock { state -> Bool in
            state.pending.append(event)
            if state.pending.count > Self.bufferLimit {
                state.pending.removeFirst(state.pending.count - Self.bufferLimit)
            }
            guard state.handler != nil, !state.isDeliveryScheduled else { return false }
            state.isDeliveryScheduled = true
            return true
        }
        if schedule { MainLoopSource.post { [self] in deliver() } }
    }

    /// Sends every event so far, then each later batch, to `handler` on the main loop.
    @MainActor func attach(_ handler: @escaping Handler) {
        state.withLock { $0.handler = handler }
        deliver()
    }

    @MainActor private func deliver() {
        let (events, handler) = state.withLock { state -> ([TraceEvent], Handler?) in
            state.isDeliveryScheduled = false
            defer { state.pending.removeAll() }
            return (state.pending, state.handler)
        }
        guard let handler, !events.isEmpty else { return }
        handler(events)
    }
}
