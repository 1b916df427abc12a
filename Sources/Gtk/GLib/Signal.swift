import CGtk

/// Connects Swift closures to GObject signals, safely.
///
/// Every handler is boxed and passed to GLib retained; GLib releases it
/// through a destroy notify when the connection dies, so no handler outlives
/// the object it is connected to and no box leaks. The C trampolines capture
/// nothing and hop onto the main actor, where all GTK work happens.
///
/// ```swift
/// let connection = Signal.connect(button.gobjectPointer, "clicked") { print("clicked") }
/// connection.disconnect()
/// ```
@MainActor
public enum Signal {
    /// Connects a handler with no arguments (`clicked`, `destroy`, `map`,
    /// `unmap`, `activate`, …).
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer,
        _ signal: String,
        after: Bool = false,
        handler: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
            _, data in
            guard let data else { return }
            let box = ClosureBox<@MainActor () -> Void>.from(data)
            MainActor.assumeIsolated { box.handler() }
        }
        return connect(instance, signal, after: after, box: ClosureBox(handler),
                       callback: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Connects a handler to a signal whose one argument is a pointer
    /// (`size-allocate` passes a `GdkRectangle*`, `screen-changed` a screen).
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer,
        _ signal: String,
        after: Bool = false,
        pointerHandler handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
            _, argument, data in
            guard let data else { return }
            let box = ClosureBox<@MainActor (UnsafeMutableRawPointer?) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(argument) }
        }
        return connect(instance, signal, after: after, box: ClosureBox(handler),
                       callback: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Connects a handler to a signal that passes one pointer and expects a
    /// `gboolean` back: every GDK event signal (`button-press-event`,
    /// `motion-notify-event`, `key-press-event`, …) and `draw`, whose
    /// argument is the `cairo_t*`. Return `true` to stop other handlers.
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer,
        _ signal: String,
        after: Bool = false,
        eventHandler handler: @escaping @MainActor (UnsafeMutableRawPointer) -> Bool
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = {
            _, argument, data in
            guard let data, let argument else { return 0 }
            let box = ClosureBox<@MainActor (UnsafeMutableRawPointer) -> Bool>.from(data)
            return MainActor.assumeIsolated { box.handler(argument) } ? 1 : 0
        }
        return connect(instance, signal, after: after, box: ClosureBox(handler),
                       callback: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Connects a handler to a signal whose arguments are a pointer and an
    /// unsigned index (`GtkNotebook::switch-page` passes the page and its
    /// number); the handler gets the index.
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer,
        _ signal: String,
        after: Bool = false,
        indexHandler handler: @escaping @MainActor (Int) -> Void
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, guint, UnsafeMutableRawPointer?) -> Void = {
            _, _, index, data in
            guard let data else { return }
            let box = ClosureBox<@MainActor (Int) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(Int(index)) }
        }
        return connect(instance, signal, after: after, box: ClosureBox(handler),
                       callback: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Connects a handler to a signal whose arguments are a pointer and a
    /// signed index (`GtkPrintOperation::draw-page` passes the print
    /// context and the page's number); the handler gets both.
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer,
        _ signal: String,
        after: Bool = false,
        pointerIndexHandler handler: @escaping @MainActor (UnsafeMutableRawPointer?, Int) -> Void
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, gint, UnsafeMutableRawPointer?) -> Void = {
            _, pointer, index, data in
            guard let data else { return }
            let box = ClosureBox<@MainActor (UnsafeMutableRawPointer?, Int) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(pointer, Int(index)) }
        }
        return connect(instance, signal, after: after, box: ClosureBox(handler),
                       callback: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Connects a handler to a signal whose one argument is a signed
    /// integer (`GtkDialog::response` passes the response).
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer,
        _ signal: String,
        after: Bool = false,
        integerHandler handler: @escaping @MainActor (Int) -> Void
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, gint, UnsafeMutableRawPointer?) -> Void = {
            _, value, data in
            guard let data else { return }
            let box = ClosureBox<@MainActor (Int) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(Int(value)) }
        }
        return connect(instance, signal, after: after, box: ClosureBox(handler),
                       callback: unsafeBitCast(trampoline, to: GCallback.self))
    }

    private static func connect<Handler>(
        _ instance: UnsafeMutableRawPointer,
        _ signal: String,
        after: Bool,
        box: ClosureBox<Handler>,
        callback: GCallback
    ) -> SignalConnection {
        let id = cgtk_signal_connect(
            instance, signal, callback, box.retainedPointer(),
            releaseClosureBoxOfSignal,
            after ? G_CONNECT_AFTER : GConnectFlags(0))
        // An unknown signal name makes GLib log a warning and return 0
        // without keeping the box; balance the retain ourselves then.
        if id == 0 {
            Unmanaged.passUnretained(box).release()
        }
        return SignalConnection(instance: instance, handlerID: id, box: box)
    }
}
