import CGtk
import TunnelCore

/// Whether Tunnel already runs in this session, asked of the session bus
/// before GTK starts: a launch that will only forward its `--at` to the
/// running window begins none of a window's start-up work, and one that
/// finds the running window frozen (stopped, or stuck) does not wait on it.
///
/// A guess, never relied on for correctness: GApplication's registration
/// decides. An instance that quits between the question and the
/// registration leaves this launch to open the window after all, loading
/// what it needs then; two launches at once both guess "none", and the one
/// that loses the registration drops the work it began.
@MainActor
enum RunningInstance {
    /// What the bus said about the application's name.
    enum Status: Equatable {
        /// No other process owns it (or the application is not unique, or
        /// there is no bus to ask).
        case none
        /// Another process owns it and answers.
        case answering
        /// Another process owns it and did not answer within
        /// ``answerTimeout``: process `pid`, when the bus knows it.
        case unresponsive(pid: UInt32?)
    }

    /// How long the running instance has to answer a ping: GApplication's
    /// own calls to it would wait 25 s each.
    static let answerTimeout: Int32 = 2000

    /// The status of the bus name `applicationID` on the session bus.
    static func status(of applicationID: String) -> Status {
        guard environmentValue("TUNNEL_NON_UNIQUE") != "1", environmentValue("DBUS_SESSION_BUS_ADDRESS") != nil,
              let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil)
        else { return .none }
        // GApplication's registration reuses this shared connection.
        defer { g_object_unref(UnsafeMutableRawPointer(connection)) }
        guard askBus(connection, "NameHasOwner", applicationID, read: { g_variant_get_boolean($0) != 0 }) == true else {
            return .none
        }
        // Answered by the owner's own connection: a stopped process answers nothing.
        guard let ping = g_dbus_connection_call_sync(
            connection, applicationID, "/", "org.freedesktop.DBus.Peer", "Ping", nil, nil, G_DBUS_CALL_FLAGS_NONE,
            answerTimeout, nil, nil)
        else {
            return .unresponsive(pid: askBus(connection, "GetConnectionUnixProcessID", applicationID, read: g_variant_get_uint32))
        }
        g_variant_unref(ping)
        return .answering
    }

    /// The bus daemon's one-value answer to `method(name)`, read by `read`;
    /// nil when it gave none.
    private static func askBus<T>(
        _ connection: OpaquePointer, _ method: String, _ name: String,
        read: (OpaquePointer) -> T
    ) -> T? {
        var argument = g_variant_new_string(name)
        let parameters = g_variant_new_tuple(&argument, 1)
        guard let reply = g_dbus_connection_call_sync(
            connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", method,
            parameters, nil, G_DBUS_CALL_FLAGS_NONE, answerTimeout, nil, nil)
        else { return nil }
        defer { g_variant_unref(reply) }
        guard let value = g_variant_get_child_value(reply, 0) else { return nil }
        defer { g_variant_unref(value) }
        return read(value)
    }
}
