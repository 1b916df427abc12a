import CGtk

extension EventMask {
    /// The keyboard focus coming to and leaving the widget's window.
    public static let focusChange = EventMask(rawValue: GDK_FOCUS_CHANGE_MASK.rawValue)
}
