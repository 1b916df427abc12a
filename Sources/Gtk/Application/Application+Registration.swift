import CGtk

extension Application {
    /// Registers the application on the session bus, before ``run()``, so
    /// that ``isRemote`` tells whether another process already runs it.
    /// Throws when the bus refused or did not answer in time.
    public func register() throws(GLibError) {
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(pointer(as: GApplication.self), nil, &error) != 0 else {
            throw GLibError(taking: error)
        }
    }

    /// Whether another process runs the application: actions activated
    /// here then run there, and ``run()`` only hands the launch over.
    /// False before ``register()``.
    public var isRemote: Bool {
        g_application_get_is_registered(pointer(as: GApplication.self)) != 0
            && g_application_get_is_remote(pointer(as: GApplication.self)) != 0
    }

    /// Adds the action `app.<name>` that takes a pair of numbers (D-Bus
    /// type `(dd)`), run by `handler`; an activation with anything else is
    /// ignored.
    public func addAction(
        named name: String, _ handler: @escaping @MainActor (_ first: Double, _ second: Double) -> Void
    ) {
        let action = cgtk_simple_action_new_double_pair(name)!
        Signal.connect(UnsafeMutableRawPointer(action), "activate", pointerHandler: { parameter in
            guard let parameter, cgtk_variant_is_double_pair(OpaquePointer(parameter)) != 0 else { return }
            var first = 0.0, second = 0.0
            cgtk_variant_get_double_pair(OpaquePointer(parameter), &first, &second)
            handler(first, second)
        })
        g_action_map_add_action(cgtk_action_map(gobjectPointer), action)
        g_object_unref(UnsafeMutableRawPointer(action))
    }

    /// Runs the action `app.<name>` with a pair of numbers, here or, when
    /// ``isRemote``, in the process that runs the application.
    public func activateAction(named name: String, with first: Double, _ second: Double) {
        g_action_group_activate_action(
            cgtk_action_group(gobjectPointer), name, cgtk_variant_new_double_pair(first, second))
    }
}
