import CGtk

/// The GDK events a widget's window receives.
public struct EventMask: OptionSet, Sendable {
    /// The mask's GDK bits.
    public let rawValue: UInt32

    /// A mask of GDK bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Mouse button presses.
    public static let buttonPress = EventMask(rawValue: GDK_BUTTON_PRESS_MASK.rawValue)
    /// Mouse button releases.
    public static let buttonRelease = EventMask(rawValue: GDK_BUTTON_RELEASE_MASK.rawValue)
    /// Every pointer motion.
    public static let pointerMotion = EventMask(rawValue: GDK_POINTER_MOTION_MASK.rawValue)
    /// Scroll-wheel notches.
    public static let scroll = EventMask(rawValue: GDK_SCROLL_MASK.rawValue)
    /// Smooth scrolling with deltas (touchpads, high-resolution wheels).
    public static let smoothScroll = EventMask(rawValue: GDK_SMOOTH_SCROLL_MASK.rawValue)
    /// Key presses.
    public static let keyPress = EventMask(rawValue: GDK_KEY_PRESS_MASK.rawValue)
}
