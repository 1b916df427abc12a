import CGtk

/// The modifier keys held during an event.
public struct ModifierKeys: OptionSet, Sendable {
    /// The GDK state bits.
    public let rawValue: UInt32

    /// Modifier keys from GDK state bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = ModifierKeys(rawValue: GDK_SHIFT_MASK.rawValue)
    /// Control.
    public static let control = ModifierKeys(rawValue: GDK_CONTROL_MASK.rawValue)
    /// Alt (GDK's first modifier).
    public static let alternate = ModifierKeys(rawValue: GDK_MOD1_MASK.rawValue)
    /// The Super (logo) key.
    public static let `super` = ModifierKeys(rawValue: GDK_SUPER_MASK.rawValue)

    /// Only the modifiers named above, from an event's full state.
    init(state: guint) {
        self = ModifierKeys(rawValue: state).intersection([.shift, .control, .alternate, .super])
    }
}
