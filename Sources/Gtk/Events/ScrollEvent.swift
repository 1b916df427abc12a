import CGtk

/// A scroll over a widget: a wheel notch, or a touchpad's smooth scroll.
public struct ScrollEvent: Sendable {
    /// Which way a notch scrolled, or `smooth` for a scroll with deltas.
    public enum Direction: Sendable {
        /// Up one notch.
        case up
        /// Down one notch.
        case down
        /// Left one notch.
        case left
        /// Right one notch.
        case right
        /// By ``ScrollEvent/deltaX`` and ``ScrollEvent/deltaY``.
        case smooth
    }

    /// The direction.
    public let direction: Direction
    /// A smooth scroll's horizontal travel (1.0 is one wheel notch).
    public let deltaX: Double
    /// A smooth scroll's vertical travel, positive downwards.
    public let deltaY: Double
    /// Whether this ends a touchpad scroll (the fingers lifted).
    public let isStop: Bool
    /// Whether it came from a touchpad or touchscreen, which scrolls
    /// continuously, rather than a wheel.
    public let isFromTouch: Bool
    /// The pointer, in the widget's window's coordinates.
    public let x: Double, y: Double
    /// The modifier keys held.
    public let modifiers: ModifierKeys

    init(_ event: UnsafeMutablePointer<GdkEventScroll>) {
        switch event.pointee.direction {
        case GDK_SCROLL_UP: direction = .up
        case GDK_SCROLL_DOWN: direction = .down
        case GDK_SCROLL_LEFT: direction = .left
        case GDK_SCROLL_RIGHT: direction = .right
        default: direction = .smooth
        }
        deltaX = event.pointee.delta_x
        deltaY = event.pointee.delta_y
        x = event.pointee.x
        y = event.pointee.y
        modifiers = ModifierKeys(state: event.pointee.state)
        let generic = UnsafeMutableRawPointer(event).assumingMemoryBound(to: GdkEvent.self)
        isStop = gdk_event_is_scroll_stop_event(generic) != 0
        let source = gdk_event_get_source_device(generic).map { gdk_device_get_source($0) }
        isFromTouch = source == GDK_SOURCE_TOUCHPAD || source == GDK_SOURCE_TOUCHSCREEN
    }
}
