import CGtk

extension Widget {
    /// Runs `handler` each time the widget's frame clock starts to paint a
    /// frame (`GdkFrameClock::before-paint`): before layout and every
    /// window's `draw` on that clock. With ``onAfterPaint(_:)`` it times a
    /// whole frame's work.
    ///
    /// Nil when the widget has no frame clock (it is not realized). The
    /// handler belongs to the clock (its toplevel's), not to the widget:
    /// disconnect it when done.
    ///
    /// ```swift
    /// var start: Int64 = 0
    /// let before = window.onBeforePaint { start = MonotonicClock.microseconds }
    /// let after = window.onAfterPaint { print(MonotonicClock.microseconds - start, "µs") }
    /// ```
    @discardableResult
    public func onBeforePaint(_ handler: @escaping @MainActor () -> Void) -> SignalConnection? {
        guard let clock = gtk_widget_get_frame_clock(widgetPointer) else { return nil }
        return Signal.connect(clock, "before-paint", handler: handler)
    }

    /// Runs `handler` each time the widget's frame clock has painted a
    /// frame (`GdkFrameClock::after-paint`): every window on that clock has
    /// drawn it, though it may not have reached the display yet (see
    /// ``whenPainted(_:)`` for that, once). Nil when the widget has no
    /// frame clock (it is not realized); disconnect the handler when done.
    @discardableResult
    public func onAfterPaint(_ handler: @escaping @MainActor () -> Void) -> SignalConnection? {
        guard let clock = gtk_widget_get_frame_clock(widgetPointer) else { return nil }
        return Signal.connect(clock, "after-paint", handler: handler)
    }
}
