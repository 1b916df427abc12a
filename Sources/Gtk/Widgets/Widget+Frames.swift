extension Widget {
    /// Calls `handler` once per frame on the widget's frame clock with the
    /// frame time in seconds, while it returns `true` (see ``TickCallback``).
    @discardableResult
    public func addTickCallback(_ handler: @escaping @MainActor (_ frameTime: Double) -> Bool) -> TickCallback {
        TickCallback.add(to: widgetPointer, handler)
    }

    /// Runs `body` once the frame being painted has reached the display
    /// (see ``FramePaint/whenPainted(_:_:)``).
    public func whenPainted(_ body: @escaping @MainActor () -> Void) {
        FramePaint.whenPainted(widgetPointer, body)
    }
}
