import CGtk

extension ToplevelWindow {
    /// Gives the window manager `images` as the window's icon, one per size
    /// (task switchers pick the nearest), instead of a themed
    /// ``iconName``; the window keeps its own references.
    public func setIcons(_ images: [Pixbuf]) {
        var list: UnsafeMutablePointer<GList>?
        for image in images { list = g_list_append(list, UnsafeMutableRawPointer(image.pixbufPointer)) }
        gtk_window_set_icon_list(pointer(as: GtkWindow.self), list)
        // GTK copies the list and references each image itself.
        g_list_free(list)
    }

    /// The window's icon: the first of ``setIcons(_:)``'s images, or the
    /// themed icon's; nil when it has none.
    public var icon: Pixbuf? {
        gtk_window_get_icon(pointer(as: GtkWindow.self)).map(Pixbuf.init(retaining:))
    }
}
