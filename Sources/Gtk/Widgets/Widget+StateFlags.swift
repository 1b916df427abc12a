import CGtk

extension Widget {
    /// The widget's state now (its own and what it inherits from its parent).
    public var stateFlags: StateFlags {
        StateFlags(rawValue: gtk_widget_get_state_flags(widgetPointer).rawValue)
    }

    /// Runs `handler` each time ``stateFlags`` change: the pointer enters or
    /// leaves, a press begins or ends, the widget turns insensitive.
    @discardableResult
    public func onStateFlagsChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        // The signal passes the previous flags, an integer.
        Signal.connect(gobjectPointer, "state-flags-changed", integerHandler: { _ in handler() })
    }
}
