import CGtk

extension Application {
    /// Adds the action `app.<name>` whose state is one string out of a few
    /// (a radio group in a menu: ``Menu/append(_:action:target:)``),
    /// starting at `state`. Choosing an item, or ``setState(ofAction:to:)``,
    /// changes the state; `handler` hears the new value when the user
    /// chose it. An activation with anything but a string is ignored.
    public func addAction(
        named name: String, state: String, _ handler: @escaping @MainActor (_ value: String) -> Void
    ) {
        let action = cgtk_simple_action_new_string_state(name, state)!
        // With "change-state" connected, GIO hands the new value here
        // instead of setting it: set it, then tell the app.
        Signal.connect(UnsafeMutableRawPointer(action), "change-state", pointerHandler: { [weak self] value in
            guard let self, let value, let text = cgtk_variant_string(OpaquePointer(value)) else { return }
            let chosen = String(cString: text)
            self.setState(ofAction: name, to: chosen)
            handler(chosen)
        })
        g_action_map_add_action(cgtk_action_map(gobjectPointer), action)
        g_object_unref(UnsafeMutableRawPointer(action))
    }

    /// Sets the state of the string-state action `app.<name>` without
    /// telling its handler: the app changed it, not the user.
    public func setState(ofAction name: String, to value: String) {
        guard let action = g_action_map_lookup_action(cgtk_action_map(gobjectPointer), name) else { return }
        g_simple_action_set_state(cgtk_simple_action(UnsafeMutableRawPointer(action)), cgtk_variant_new_string(value))
    }

    /// The state of the string-state action `app.<name>` added here, nil
    /// for an action without a string state (or none of that name).
    public func state(ofAction name: String) -> String? {
        guard let action = g_action_map_lookup_action(cgtk_action_map(gobjectPointer), name),
              let state = g_action_get_state(action)
        else { return nil }
        defer { g_variant_unref(state) }
        return cgtk_variant_string(state).map { String(cString: $0) }
    }

    /// Runs the action `app.<name>` with the string `value`, as choosing a
    /// menu item whose target is `value` would: here or, when
    /// ``isRemote``, in the process that runs the application (so only
    /// once it is registered).
    public func activateAction(named name: String, with value: String) {
        g_action_group_activate_action(cgtk_action_group(gobjectPointer), name, cgtk_variant_new_string(value))
    }
}
