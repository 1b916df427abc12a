import CGtk

/// A connection to the session's D-Bus, for the questions a launch asks
/// before its application registers: is a name owned, does its owner
/// answer. The connection is GIO's shared one, which the application's
/// own registration then reuses.
public final class SessionBus {
    private let connection: OpaquePointer

    /// The session bus, or nil when there is none to connect to.
    public init?() {
        guard let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) else { return nil }
        self.connection = connection
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(connection)) }

    /// Whether some connection owns the bus name `name`; nil when the bus
    /// daemon gave no answer within `timeout` milliseconds.
    public func hasOwner(_ name: String, timeout: Int32) -> Bool? {
        askBus("NameHasOwner", name, timeout: timeout) { g_variant_get_boolean($0) != 0 }
    }

    /// The process id of the owner of `name`, when the bus daemon knows it.
    public func processID(ofOwner name: String, timeout: Int32) -> UInt32? {
        askBus("GetConnectionUnixProcessID", name, timeout: timeout, read: g_variant_get_uint32)
    }

    /// Whether the owner of `name` itself answers a ping within `timeout`
    /// milliseconds: the bus daemon answers for a stopped process's name,
    /// but only the process can answer this.
    public func pingOwner(of name: String, timeout: Int32) -> Bool {
        guard let reply = g_dbus_connection_call_sync(
            connection, name, "/", "org.freedesktop.DBus.Peer", "Ping", nil, nil, G_DBUS_CALL_FLAGS_NONE,
            timeout, nil, nil)
        else { return false }
        g_variant_unref(reply)
        return true
    }

    /// The bus daemon's one-value answer to `method(name)`, read by `read`;
    /// nil when it gave none.
    private func askBus<T>(_ method: String, _ name: String, timeout: Int32, read: (OpaquePointer) -> T) -> T? {
        var argument = g_variant_new_string(name)
        let parameters = g_variant_new_tuple(&argument, 1)
        guard let reply = g_dbus_connection_call_sync(
            connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", method,
            parameters, nil, G_DBUS_CALL_FLAGS_NONE, timeout, nil, nil)
        else { return nil }
        defer { g_variant_unref(reply) }
        guard let value = g_variant_get_child_value(reply, 0) else { return nil }
        defer { g_variant_unref(value) }
        return read(value)
    }
}
