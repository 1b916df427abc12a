import CGtk

/// The window's icon for task switchers (`_NET_WM_ICON`), decoded off the
/// main thread.
///
/// `gtk_window_set_icon_name` decodes every size the icon theme has, the
/// scalable one through librsvg, on the main thread: 9 ms of CPU and 27 ms
/// of wall time here, just after the window's first frame, when the main
/// thread should be free for the user's first gesture. Here the icon theme
/// (GTK's, so main-thread only) only names the files, which is quick; a
/// worker decodes them, and the main thread sets them all at once.
struct WindowIcon: @unchecked Sendable {
    /// The decoded images, owned here until ``apply(to:)`` or ``release()``.
    /// Unchecked: made on the worker and handed over whole; nothing else
    /// holds them.
    private let images: [OpaquePointer]

    /// One file of the icon and the size to decode it at.
    struct Source: Sendable {
        let path: String
        let size: Int32
    }

    /// The files of icon `name` in the current icon theme, one per size it
    /// has, as `gtk_window_set_icon_name` would use them (a scalable icon at
    /// 48 pixels); nil when the theme has no such icon.
    @MainActor
    static func themeSources(named name: String) -> [Source]? {
        // An icon the theme lacks has no sizes: one look-up answers both.
        guard let theme = gtk_icon_theme_get_default(), let sizes = gtk_icon_theme_get_icon_sizes(theme, name)
        else { return nil }
        defer { g_free(sizes) }
        var sources: [Source] = []
        var index = 0
        while sizes[index] != 0 {
            let size = sizes[index] == -1 ? 48 : sizes[index]
            index += 1
            guard !sources.contains(where: { $0.size == size }),
                  let info = gtk_icon_theme_lookup_icon(theme, name, size, GtkIconLookupFlags(rawValue: 0))
            else { continue }
            if let file = gtk_icon_info_get_filename(info) {
                sources.append(Source(path: String(cString: file), size: size))
            }
            g_object_unref(UnsafeMutableRawPointer(info))
        }
        return sources.isEmpty ? nil : sources
    }

    /// Decodes `sources` (any thread): the files that fail to load are left
    /// out.
    static func decode(_ sources: [Source]) -> WindowIcon {
        WindowIcon(images: sources.compactMap { source in
            gdk_pixbuf_new_from_file_at_size(source.path, source.size, source.size, nil)
        })
    }

    /// Sets the images as `window`'s icon and gives them up.
    @MainActor
    func apply(to window: UnsafeMutablePointer<GtkWidget>) {
        guard !images.isEmpty else { return }
        var list: UnsafeMutablePointer<GList>?
        for image in images { list = g_list_append(list, UnsafeMutableRawPointer(image)) }
        gtk_window_set_icon_list(cgtk_window(window), list)
        g_list_free(list)
        release()
    }

    /// Gives the images up unused (the window went first).
    func release() {
        for image in images { g_object_unref(UnsafeMutableRawPointer(image)) }
    }
}
