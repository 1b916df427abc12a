import CGtk

/// Whether Tunnel already runs in this session, asked of the session bus
/// before GTK starts, so a launch that will only forward its `--at` to the
/// running window begins none of a window's start-up work.
///
/// A guess, never relied on for correctness: GApplication's registration
/// decides. An instance that quits between the question and the
/// registration leaves this launch to open the window after all, loading
/// what it needs then; two launches at once both guess "no", and the one
/// that loses the registration drops the work it began.
@MainActor
enum RunningInstance {
    /// Whether another process owns the bus name `applicationID` on the
    /// session bus. False when the application is not unique
    /// (`TUNNEL_NON_UNIQUE=1`) or there is no bus to ask.
    static func ownsName(_ applicationID: String) -> Bool {
        guard environmentValue("TUNNEL_NON_UNIQUE") != "1", environmentValue("DBUS_SESSION_BUS_ADDRESS") != nil,
              let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil)
        else { return false }
        // GApplication's registration reuses this shared connection.
        defer { g_object_unref(UnsafeMutableRawPointer(connection)) }
        var name = g_variant_new_string(applicationID)
        let parameters = g_variant_new_tuple(&name, 1)
        guard let reply = g_dbus_connection_call_sync(
            connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
            parameters, nil, G_DBUS_CALL_FLAGS_NONE, 1000, nil, nil)
        else { return false }
        defer { g_variant_unref(reply) }
        guard let owned = g_variant_get_child_value(reply, 0) else { return false }
        defer { g_variant_unref(owned) }
        return g_variant_get_boolean(owned) != 0
    }
}
