import CGtk

extension Application {
    /// Adds the action `app.<name>` whose state is on or off (a check item
    /// in a menu: ``Menu/append(_:action:)``), starting at `isOn`, and the
    /// keys that flip it. Each activation flips the state and `handler`
    /// hears the new one; ``setToggle(ofAction:to:)`` sets it without a word.
    public func addToggleAction(
        named name: String, isOn: Bool, accelerators: [String] = [], _ handler: @escaping @MainActor (_ isOn: Bool) -> Void
    ) {
        let action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(isOn ? 1 : 0))!
        // GIO's default activation of a boolean action without a parameter
        // asks for the flipped state through "change-state"; connected, it
        // hands the new value here instead of setting it: set it, then tell.
        Signal.connect(UnsafeMutableRawPointer(action), "change-state", pointerHandler: { [weak self] value in
            guard let self, let value else { return }
            let on = g_variant_get_boolean(OpaquePointer(value)) != 0
            self.setToggle(ofAction: name, to: on)
            handler(on)
        })
        g_action_map_add_action(cgtk_action_map(gobjectPointer), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        setAccelerators(accelerators, forAction: name)
    }

    /// Sets the on-or-off action `app.<name>` without telling its handler:
    /// the app changed it, not the user.
    public func setToggle(ofAction name: String, to isOn: Bool) {
        guard let action = g_action_map_lookup_action(cgtk_action_map(gobjectPointer), name) else { return }
        g_simple_action_set_state(cgtk_simple_action(UnsafeMutableRawPointer(action)), g_variant_new_boolean(isOn ? 1 : 0))
    }

    /// Whether the on-or-off action `app.<name>` is on; nil for an action
    /// without a boolean state (or none of that name).
    public func toggle(ofAction name: String) -> Bool? {
        guard let action = g_action_map_lookup_action(cgtk_action_map(gobjectPointer), name),
              let state = g_action_get_state(action)
        else { return nil }
        defer { g_variant_unref(state) }
        guard cgtk_variant_is_boolean(state) != 0 else { return nil }
        return g_variant_get_boolean(state) != 0
    }
}
