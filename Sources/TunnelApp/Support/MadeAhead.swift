import Dispatch
import Locking

/// A value a worker makes ahead for the main thread, which takes it when it
/// first needs it, waiting if it is still being made.
///
/// The maker queues the work as soon as it knows what is needed, so it is
/// usually done by the time the taker asks; when it is not, it is under way,
/// and waiting for it costs no more than making it again would. The maker
/// must fulfil it exactly once. It is handed over once, to the first taker.
///
/// ```swift
/// let face = MadeAhead<RenderSurface>()
/// startUp.async { face.fulfil(artwork.image(…)) }
/// // on the main thread, at the first paint:
/// let surface = face.take() ?? artwork.image(…)
/// ```
final class MadeAhead<Value>: Sendable {
    private let slot = Locked<Slot>(.pending)
    private let made = DispatchSemaphore(value: 0)

    private enum Slot: @unchecked Sendable {
        // @unchecked: a value passes from the maker to the taker once,
        // through the lock, and the maker keeps no reference to it.
        case pending
        case made(Value)
        case taken
    }

    init() {}

    /// Hands `value` over; call once.
    func fulfil(_ value: sending Value) {
        slot.withLock { $0 = .made(value) }
        made.signal()
    }

    /// The value, once it is made; nil after the first take.
    func take() -> Value? {
        made.wait()
        made.signal()
        return slot.withLock { slot in
            defer { slot = .taken }
            if case .made(let value) = slot { return value }
            return nil
        }
    }
}
