/// A value one thread makes ahead for another, which takes it when it first
/// needs it, waiting if it is still being made.
///
/// The maker starts as soon as it knows what will be needed, so the value is
/// usually ready by the time it is asked for; when it is not, it is under
/// way, and waiting costs no more than making it again would. The maker must
/// fulfil it exactly once (with nil, for an optional value, when it gives
/// up). It is handed over once, to the first taker, through a ``Locked``.
///
/// ```swift
/// let face = MadeAhead<RenderSurface>()
/// startUp.async { face.fulfil(artwork.image(…)) }
/// // on the main thread, at the first paint:
/// let surface = face.take() ?? artwork.image(…)
/// ```
public final class MadeAhead<Value>: Sendable {
    private let slot = Locked<Slot>(.pending)
    private let made = Latch()

    private enum Slot: @unchecked Sendable {
        // @unchecked: a value passes from the maker to the taker once,
        // through the lock, and the maker keeps no reference to it.
        case pending
        case made(Value)
        case taken
    }

    /// A value yet to be made.
    public init() {}

    /// Hands `value` over; call once.
    public func fulfil(_ value: sending Value) {
        slot.withLock { $0 = .made(value) }
        made.open()
    }

    /// The value, once it is made; nil after the first take.
    public func take() -> Value? {
        made.wait()
        return slot.withLock { slot in
            defer { slot = .taken }
            if case .made(let value) = slot { return value }
            return nil
        }
    }
}
