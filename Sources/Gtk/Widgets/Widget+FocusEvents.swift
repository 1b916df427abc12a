extension Widget {
    /// Runs `handler` when the widget takes the keyboard focus (or its
    /// window does, while the widget is its focus); GTK's own handling,
    /// such as a text field showing its cursor, goes on after it.
    @discardableResult
    public func onFocusIn(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        addEvents(.focusChange)
        return connect("focus-in-event", eventHandler: { _ in
            handler()
            return false
        })
    }

    /// Runs `handler` when the widget loses the keyboard focus (or its
    /// window does); GTK's own handling goes on after it.
    @discardableResult
    public func onFocusOut(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        addEvents(.focusChange)
        return connect("focus-out-event", eventHandler: { _ in
            handler()
            return false
        })
    }
}
