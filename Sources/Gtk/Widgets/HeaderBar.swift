import CGtk

/// GNOME's title bar: a title and subtitle in the middle, buttons at either end.
@MainActor
public final class HeaderBar: Container {
    /// An empty header bar.
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_header_bar_new()))
    }

    /// The title, centred.
    public var title: String? {
        get { gtk_header_bar_get_title(headerPointer).map { String(cString: $0) } }
        set { gtk_header_bar_set_title(headerPointer, newValue) }
    }

    /// The smaller line under the title.
    public var subtitle: String? {
        get { gtk_header_bar_get_subtitle(headerPointer).map { String(cString: $0) } }
        set { gtk_header_bar_set_subtitle(headerPointer, newValue) }
    }

    /// Whether the bar shows the window's close (and minimize, maximize) buttons.
    public var showsCloseButton: Bool {
        get { gtk_header_bar_get_show_close_button(headerPointer) != 0 }
        set { gtk_header_bar_set_show_close_button(headerPointer, newValue ? 1 : 0) }
    }

    /// Shows `widget` in the middle instead of the title and subtitle.
    public func setCustomTitle(_ widget: Widget?) {
        gtk_header_bar_set_custom_title(headerPointer, widget?.widgetPointer)
    }

    /// Adds `child` at the bar's start, after those added there so far.
    public func addAtStart(_ child: Widget) {
        guard !isDestroyed else { return }
        gtk_header_bar_pack_start(headerPointer, child.widgetPointer)
    }

    /// Adds `child` at the bar's end, before those added there so far.
    public func addAtEnd(_ child: Widget) {
        guard !isDestroyed else { return }
        gtk_header_bar_pack_end(headerPointer, child.widgetPointer)
    }

    private var headerPointer: UnsafeMutablePointer<GtkHeaderBar> { pointer(as: GtkHeaderBar.self) }
}
