import CGtk

/// A live connection of a Swift handler to a GObject signal.
///
/// The connection does not keep the object alive. When the object is
/// finalized, GLib drops the handler and its closure box, and the connection
/// reports ``isConnected`` as `false`; ``disconnect()`` is then a no-op, so a
/// stale handle can never touch a freed object.
@MainActor
public final class SignalConnection {
    private let instance: UnsafeMutableRawPointer
    private let handlerID: gulong
    private weak var box: AnyObject?

    init(instance: UnsafeMutableRawPointer, handlerID: gulong, box: AnyObject) {
        self.instance = instance
        self.handlerID = handlerID
        self.box = box
    }

    /// Whether the handler can still be called: neither disconnected nor
    /// dropped with its object.
    public var isConnected: Bool { box != nil }

    /// Disconnects the handler; GLib then releases its closure box.
    /// Safe to call more than once and after the object is gone.
    public func disconnect() {
        guard box != nil else { return }
        g_signal_handler_disconnect(instance, handlerID)
    }

    /// Stops handler calls without disconnecting (`g_signal_handler_block`).
    public func block() {
        guard box != nil else { return }
        g_signal_handler_block(instance, handlerID)
    }

    /// Resumes handler calls after ``block()``.
    public func unblock() {
        guard box != nil else { return }
        g_signal_handler_unblock(instance, handlerID)
    }
}
