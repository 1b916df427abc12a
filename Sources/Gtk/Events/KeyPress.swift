import CGtk

/// A key press on its way through a widget's handlers: its values, and the
/// event itself, so a handler can pass the very key on to another widget
/// (``SearchBar/handle(_:)`` types it into the bar's entry).
///
/// Passing the event on, rather than one rebuilt from ``event``, keeps what
/// the values leave out (the key's group, the device, the text an input
/// method composes), so the key types there exactly as it would have here.
///
/// A press is borrowed, like a ``DrawingContext``: it is valid only while
/// the ``Widget/onForwardableKeyPress(_:)`` handler it was handed to runs,
/// and must not be kept.
public struct KeyPress {
    /// The key, its modifiers and its physical code.
    public let event: KeyEvent
    /// The GDK event being delivered, owned by GDK.
    let gdkEvent: UnsafeMutablePointer<GdkEvent>

    init(_ gdkEvent: UnsafeMutableRawPointer) {
        self.gdkEvent = gdkEvent.assumingMemoryBound(to: GdkEvent.self)
        event = KeyEvent(gdkEvent.assumingMemoryBound(to: GdkEventKey.self).pointee)
    }
}

extension Widget {
    /// Runs `handler` for each key press the widget receives, as
    /// ``onKeyPress(_:)`` does, handing it the press itself so it may pass
    /// the key on while it runs; return `true` when the key was used.
    @discardableResult
    public func onForwardableKeyPress(_ handler: @escaping @MainActor (KeyPress) -> Bool) -> SignalConnection {
        addEvents(.keyPress)
        return connect("key-press-event", eventHandler: { event in handler(KeyPress(event)) })
    }
}
