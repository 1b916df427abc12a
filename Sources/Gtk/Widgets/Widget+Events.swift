import CGtk

extension Widget {
    /// Runs `handler` for each mouse button press on the widget; return
    /// `true` when it handled the press, so GTK's own handling stops.
    ///
    /// The widget is asked for button presses (see ``addEvents(_:)``).
    @discardableResult
    public func onButtonPress(_ handler: @escaping @MainActor (ButtonEvent) -> Bool) -> SignalConnection {
        addEvents(.buttonPress)
        return connect("button-press-event", eventHandler: { event in
            handler(ButtonEvent(event.assumingMemoryBound(to: GdkEventButton.self).pointee))
        })
    }

    /// Runs `handler` for each mouse button release on the widget; return
    /// `true` when it handled the release.
    @discardableResult
    public func onButtonRelease(_ handler: @escaping @MainActor (ButtonEvent) -> Bool) -> SignalConnection {
        addEvents(.buttonRelease)
        return connect("button-release-event", eventHandler: { event in
            handler(ButtonEvent(event.assumingMemoryBound(to: GdkEventButton.self).pointee))
        })
    }

    /// Runs `handler` as the pointer moves over the widget; return `true`
    /// when it handled the motion.
    @discardableResult
    public func onMotion(_ handler: @escaping @MainActor (MotionEvent) -> Bool) -> SignalConnection {
        addEvents(.pointerMotion)
        return connect("motion-notify-event", eventHandler: { event in
            handler(MotionEvent(event.assumingMemoryBound(to: GdkEventMotion.self).pointee))
        })
    }

    /// Runs `handler` for each scroll over the widget (a wheel notch, or a
    /// touchpad's smooth scroll once ``EventMask/smoothScroll`` is added);
    /// return `true` when it handled the scroll.
    @discardableResult
    public func onScroll(_ handler: @escaping @MainActor (ScrollEvent) -> Bool) -> SignalConnection {
        addEvents(.scroll)
        return connect("scroll-event", eventHandler: { event in
            handler(ScrollEvent(event.assumingMemoryBound(to: GdkEventScroll.self)))
        })
    }

    /// Runs `handler` for each key press while the widget (a window, or a
    /// focused widget) receives keys; return `true` when it handled the key.
    @discardableResult
    public func onKeyPress(_ handler: @escaping @MainActor (KeyEvent) -> Bool) -> SignalConnection {
        addEvents(.keyPress)
        return connect("key-press-event", eventHandler: { event in
            handler(KeyEvent(event.assumingMemoryBound(to: GdkEventKey.self).pointee))
        })
    }
}
