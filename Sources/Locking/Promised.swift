/// A value one thread makes and any thread reads, as often as it likes,
/// waiting until it is made.
///
/// Where ``MadeAhead`` hands a value over once, to the first taker, a
/// promised value is shared: it must be `Sendable`, and every read gets it.
/// Start-up uses one for what several steps need once a worker has made it
/// (the world data, the desktop's colour scheme).
///
/// ```swift
/// let atlas = Promised<Result<WorldAtlas, AssetError>>()
/// startUp.async { atlas.fulfil(Result { try WorldAtlas.load() }) }
/// // on any thread, when it is needed:
/// let loaded = atlas.value
/// ```
public final class Promised<Value: Sendable>: Sendable {
    private let slot = Locked<Value?>(nil)
    private let made = Latch()

    /// A value yet to be made.
    public init() {}

    /// Makes the value known to every reader; call once.
    public func fulfil(_ value: Value) {
        slot.withLock { $0 = value }
        made.open()
    }

    /// The value, once it is made; waits until then.
    public var value: Value {
        made.wait()
        // Set before the latch opened, and never cleared.
        return slot.withLock { $0! }
    }
}
