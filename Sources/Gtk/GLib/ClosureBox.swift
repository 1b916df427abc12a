import CGtk

/// Holds a Swift closure while GLib holds a pointer to it.
///
/// A box is handed to GLib *retained* (`Unmanaged.passRetained`) together
/// with ``releaseClosureBox`` as the destroy notify. GLib, which knows when a
/// signal connection, source or tick callback dies, decides when the box
/// dies: that is the one ownership rule that keeps a handler from outliving
/// its widget and a box from leaking.
///
/// `@unchecked Sendable` because the C trampolines must hand the box to
/// `MainActor.assumeIsolated`: every callback we install is dispatched by
/// the default main context, on the main thread, where the box was made.
final class ClosureBox<Handler>: @unchecked Sendable {
    let handler: Handler
    /// Called once when GLib drops the box (disconnect, source removed, or
    /// the object finalized), so handles can report that they are dead.
    var onRelease: (() -> Void)?

    init(_ handler: Handler) {
        self.handler = handler
    }

    deinit {
        onRelease?()
    }

    /// Passes the box to C with one retain that `releaseClosureBox` balances.
    func retainedPointer() -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(self).toOpaque()
    }

    /// The box behind a user-data pointer, without changing its retain count.
    static func from(_ pointer: UnsafeMutableRawPointer) -> ClosureBox<Handler> {
        Unmanaged<ClosureBox<Handler>>.fromOpaque(pointer).takeUnretainedValue()
    }
}

/// Balances ``ClosureBox/retainedPointer()``; used as every GDestroyNotify
/// (sources, tick callbacks).
///
/// The box's concrete type does not matter for release, so one C-convention
/// function serves all boxes.
let releaseClosureBox: @convention(c) (UnsafeMutableRawPointer?) -> Void = { pointer in
    guard let pointer else { return }
    Unmanaged<AnyObject>.fromOpaque(pointer).release()
}

/// Balances ``ClosureBox/retainedPointer()`` for signal connections.
///
/// A signal's user data dies through a `GClosureNotify`, which GLib calls
/// with two arguments, `(gpointer data, GClosure *closure)`; a function of
/// exactly that type is passed, so nothing is bit-cast and no argument is
/// read from a register GLib did not promise to fill.
let releaseClosureBoxOfSignal: GClosureNotify = { pointer, _ in
    guard let pointer else { return }
    Unmanaged<AnyObject>.fromOpaque(pointer).release()
}
