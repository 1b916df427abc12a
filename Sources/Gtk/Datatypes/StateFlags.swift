import CGtk

/// What state a widget is in, as its style sees it: hovered, pressed,
/// insensitive, focused, …
public struct StateFlags: OptionSet, Hashable, Sendable {
    /// GTK's `GtkStateFlags` bits.
    public let rawValue: UInt32

    /// Flags from GTK's bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Being pressed (a button held down) or otherwise active.
    public static let active = StateFlags(rawValue: GTK_STATE_FLAG_ACTIVE.rawValue)
    /// The pointer is over the widget (CSS `:hover`).
    public static let hovered = StateFlags(rawValue: GTK_STATE_FLAG_PRELIGHT.rawValue)
    /// Selected, as a row in a list.
    public static let selected = StateFlags(rawValue: GTK_STATE_FLAG_SELECTED.rawValue)
    /// Not reacting to input (greyed out).
    public static let insensitive = StateFlags(rawValue: GTK_STATE_FLAG_INSENSITIVE.rawValue)
    /// Having the keyboard focus.
    public static let focused = StateFlags(rawValue: GTK_STATE_FLAG_FOCUSED.rawValue)
    /// Checked, as a toggle button.
    public static let checked = StateFlags(rawValue: GTK_STATE_FLAG_CHECKED.rawValue)
}
