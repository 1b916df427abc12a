import CGtk

/// A GObject held by a Swift wrapper.
///
/// A wrapper owns exactly one reference to its object: it takes it when it
/// is made and drops it in its deinit. Widgets and other floating objects
/// are *sunk* (`g_object_ref_sink`), so a widget GTK has not yet parented
/// belongs to its wrapper, and one GTK owns (a toplevel window, a widget in
/// a container) gains the wrapper's reference on top of GTK's. An object a
/// constructor returns with a full reference (a CSS provider, an
/// application) is adopted as it is.
///
/// Signal handlers connected through a wrapper belong to the object, not to
/// the wrapper: they live until they are disconnected or the object is
/// finalized (or, for a widget, destroyed), whatever happens to the
/// wrapper. So a wrapper nobody keeps goes away while its widget lives on
/// in its parent: a handler must not reach it through a `weak` or
/// `unowned` capture. A strong capture keeps the object alive while the
/// handler is connected, which for a widget ends when it (or its window)
/// is destroyed.
@MainActor
public class Object {
    /// The GObject, for code that calls GLib or GTK directly.
    public let gobjectPointer: UnsafeMutableRawPointer

    /// Wraps `pointer`, sinking a floating reference or adding one.
    package init(sinking pointer: UnsafeMutableRawPointer) {
        g_object_ref_sink(pointer)
        gobjectPointer = pointer
        register()
    }

    /// Wraps `pointer`, taking over the reference its constructor returned.
    package init(adopting pointer: UnsafeMutableRawPointer) {
        gobjectPointer = pointer
        register()
    }

    isolated deinit {
        let object = gobjectPointer.assumingMemoryBound(to: GObject.self)
        if g_object_get_qdata(object, Self.wrapperQuark) == Unmanaged.passUnretained(self).toOpaque() {
            g_object_set_qdata(object, Self.wrapperQuark, nil)
        }
        g_object_unref(gobjectPointer)
    }

    /// The wrapper that was made first for the object at `pointer`, while it lives.
    ///
    /// Each object remembers its first wrapper (unretained, in its qdata), so
    /// a pointer GTK hands back (a widget's parent, a window's focus) finds
    /// the Swift object it was made as.
    package static func existingWrapper(of pointer: UnsafeMutableRawPointer) -> Object? {
        guard let data = g_object_get_qdata(pointer.assumingMemoryBound(to: GObject.self), wrapperQuark) else { return nil }
        return Unmanaged<Object>.fromOpaque(data).takeUnretainedValue()
    }

    private func register() {
        let object = gobjectPointer.assumingMemoryBound(to: GObject.self)
        guard g_object_get_qdata(object, Self.wrapperQuark) == nil else { return }
        g_object_set_qdata(object, Self.wrapperQuark, Unmanaged.passUnretained(self).toOpaque())
    }

    private static let wrapperQuark = g_quark_from_string("tunnel-gtk-swift-wrapper")

    /// The object's C instance as `Type` (GTK's cast macros, which Swift
    /// cannot call, only check the type at run time).
    package func pointer<Type>(as type: Type.Type) -> UnsafeMutablePointer<Type> {
        gobjectPointer.assumingMemoryBound(to: type)
    }

    /// Stops the signal being emitted now, so no later handler (and, for a
    /// signal that runs its class handler last, not GTK's own) sees it.
    public func stopEmission(of signal: String) {
        g_signal_stop_emission_by_name(gobjectPointer, signal)
    }
}
