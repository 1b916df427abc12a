import CGtk

/// A key by its symbol in the current keyboard layout (GDK's keyval), for
/// matching a ``KeyEvent``:
///
/// ```swift
/// switch event.key {
/// case .left, .keypadLeft: moveLeft()
/// case .escape: close()
/// default: return false
/// }
/// ```
///
/// The keypad's keys are keys of their own: match both where both should
/// work.
public struct Key: RawRepresentable, Hashable, Sendable {
    /// GDK's keyval.
    public let rawValue: UInt32

    /// The key with GDK's keyval `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    private init(_ keyval: Int32) { rawValue = UInt32(keyval) }

    /// The left arrow.
    public static let left = Key(GDK_KEY_Left)
    /// The right arrow.
    public static let right = Key(GDK_KEY_Right)
    /// The up arrow.
    public static let up = Key(GDK_KEY_Up)
    /// The down arrow.
    public static let down = Key(GDK_KEY_Down)
    /// The keypad's left arrow (4 with Num Lock off).
    public static let keypadLeft = Key(GDK_KEY_KP_Left)
    /// The keypad's right arrow (6 with Num Lock off).
    public static let keypadRight = Key(GDK_KEY_KP_Right)
    /// The keypad's up arrow (8 with Num Lock off).
    public static let keypadUp = Key(GDK_KEY_KP_Up)
    /// The keypad's down arrow (2 with Num Lock off).
    public static let keypadDown = Key(GDK_KEY_KP_Down)
    /// Home.
    public static let home = Key(GDK_KEY_Home)
    /// The keypad's Home (7 with Num Lock off).
    public static let keypadHome = Key(GDK_KEY_KP_Home)
    /// Escape.
    public static let escape = Key(GDK_KEY_Escape)
    /// The space bar.
    public static let space = Key(GDK_KEY_space)
    /// The keypad's space.
    public static let keypadSpace = Key(GDK_KEY_KP_Space)
    /// "+", typed (Shift and "=" on many layouts).
    public static let plus = Key(GDK_KEY_plus)
    /// "=", the key under "+" on many layouts.
    public static let equal = Key(GDK_KEY_equal)
    /// "−", the minus and hyphen key.
    public static let minus = Key(GDK_KEY_minus)
    /// The keypad's "+".
    public static let keypadAdd = Key(GDK_KEY_KP_Add)
    /// The keypad's "−".
    public static let keypadSubtract = Key(GDK_KEY_KP_Subtract)
}
