import CGtk

/// The desktop's icon theme: which image file draws an icon at each size.
@MainActor
public final class IconTheme: Object {
    /// The icon theme of the default screen; nil before GTK has a display.
    public static var `default`: IconTheme? {
        gtk_icon_theme_get_default().map { IconTheme(sinking: UnsafeMutableRawPointer($0)) }
    }

    /// A size an icon is drawn at.
    public enum Size: Hashable, Sendable {
        /// A bitmap (or a vector drawn for one size) of this many pixels square.
        case pixels(Int)
        /// A vector image that draws at any size.
        case scalable
    }

    /// The sizes the theme has icon `name` at, in the theme's order; empty
    /// when it has no such icon.
    public func sizes(ofIcon name: String) -> [Size] {
        guard let sizes = gtk_icon_theme_get_icon_sizes(themePointer, name) else { return [] }
        defer { g_free(sizes) }
        var found: [Size] = []
        // A zero-terminated array; -1 stands for the scalable icon.
        var index = 0
        while sizes[index] != 0 {
            found.append(sizes[index] == -1 ? .scalable : .pixels(Int(sizes[index])))
            index += 1
        }
        return found
    }

    /// The file that draws icon `name` at `size` pixels (the nearest size
    /// the theme has, or its scalable image); nil when the theme has no such
    /// icon or the icon is built in rather than a file.
    public func fileName(ofIcon name: String, size: Int) -> String? {
        guard let info = gtk_icon_theme_lookup_icon(themePointer, name, Int32(size), GtkIconLookupFlags(rawValue: 0))
        else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(info)) }
        return gtk_icon_info_get_filename(info).map { String(cString: $0) }
    }

    private var themePointer: UnsafeMutablePointer<GtkIconTheme> { pointer(as: GtkIconTheme.self) }
}
