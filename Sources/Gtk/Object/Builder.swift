import CGtk

/// Widgets made from a GtkBuilder definition (the XML of `.ui` files), for
/// the windows GTK builds best that way, such as a shortcuts window with its
/// sections, groups and shortcuts.
///
/// The builder holds what it made until it is released; a toplevel window
/// it made lives on after that, as every toplevel does, until it is destroyed.
@MainActor
public final class Builder: Object {
    /// The objects `definition` describes, or nil when GTK cannot parse it
    /// (GTK's own `gtk_builder_new_from_string` would abort the process).
    public init?(definition: String) {
        let builder = gtk_builder_new()!
        var error: UnsafeMutablePointer<GError>?
        // A length of -1 (all bits set) reads up to the terminating NUL.
        guard gtk_builder_add_from_string(builder, definition, gsize(bitPattern: -1), &error) != 0 else {
            if let error { g_error_free(error) }
            g_object_unref(UnsafeMutableRawPointer(builder))
            return nil
        }
        super.init(adopting: UnsafeMutableRawPointer(builder))
    }

    /// The toplevel window with `id` in the definition; nil when there is
    /// no object with that id or it is not a window.
    public func window(withID id: String) -> ToplevelWindow? {
        guard let object = gtk_builder_get_object(pointer(as: GtkBuilder.self), id) else { return nil }
        let raw = UnsafeMutableRawPointer(object)
        guard g_type_check_instance_is_a(raw.assumingMemoryBound(to: GTypeInstance.self), gtk_window_get_type()) != 0
        else { return nil }
        return Object.existingWrapper(of: raw) as? ToplevelWindow ?? ToplevelWindow(sinking: raw)
    }
}
