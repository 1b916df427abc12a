public import CGtk

/// A window on the desktop (GTK's `GtkWindow`).
///
/// GTK keeps a toplevel window alive until it is destroyed (closed by the
/// user, or ``Widget/destroy()``), whether or not a wrapper holds it; the
/// wrapper keeps the object itself valid, so using or releasing it after
/// the window is gone is safe.
///
/// ```swift
/// let window = ToplevelWindow(title: "Chat")
/// window.setDefaultSize(width: 380, height: 620)
/// window.add(content)
/// window.present()
/// ```
@MainActor
public class ToplevelWindow: Container {
    /// A new, hidden toplevel window titled `title`.
    public init(title: String? = nil) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_window_new(GTK_WINDOW_TOPLEVEL)))
        if let title { self.title = title }
    }

    /// Wraps a window made in C (a `GtkApplicationWindow`, a dialog).
    public convenience init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        self.init(sinking: UnsafeMutableRawPointer(pointer))
    }

    package override init(sinking pointer: UnsafeMutableRawPointer) {
        super.init(sinking: pointer)
    }

    /// The window's title, shown by the window manager (and a header bar without a title of its own).
    public var title: String? {
        get { gtk_window_get_title(windowPointer).map { String(cString: $0) } }
        set { gtk_window_set_title(windowPointer, newValue) }
    }

    /// Sets the size the window opens at, in points.
    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(windowPointer, Int32(width), Int32(height))
    }

    /// The window's current size, in points.
    public var size: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_size(windowPointer, &width, &height)
        return (Int(width), Int(height))
    }

    /// Asks the window manager to resize the window.
    public func resize(width: Int, height: Int) {
        gtk_window_resize(windowPointer, Int32(width), Int32(height))
    }

    /// What kind of window this is to the window manager.
    public var typeHint: WindowTypeHint {
        get { WindowTypeHint(gtk_window_get_type_hint(windowPointer)) }
        set { gtk_window_set_type_hint(windowPointer, newValue.gdkValue) }
    }

    /// Sets the widget shown as the title bar (a ``HeaderBar``).
    public func setTitlebar(_ titlebar: Widget?) {
        gtk_window_set_titlebar(windowPointer, titlebar?.widgetPointer)
    }

    /// Keeps the window above `parent` (a dialog over its window), or frees it for nil.
    public func setTransient(for parent: ToplevelWindow?) {
        gtk_window_set_transient_for(windowPointer, parent?.windowPointer)
    }

    /// Whether the window blocks input to the others of its application while it is open.
    public var isModal: Bool {
        get { gtk_window_get_modal(windowPointer) != 0 }
        set { gtk_window_set_modal(windowPointer, newValue ? 1 : 0) }
    }

    /// The themed icon the window manager shows for the window.
    public var iconName: String? {
        get { gtk_window_get_icon_name(windowPointer).map { String(cString: $0) } }
        set { gtk_window_set_icon_name(windowPointer, newValue) }
    }

    /// The widget with the keyboard focus in this window, if any.
    public var focusedWidget: Widget? {
        gtk_window_get_focus(windowPointer).map(Widget.wrapper(for:))
    }

    /// Shows the window and brings it to the user, raised and focused.
    public func present() {
        guard !isDestroyed else { return }
        gtk_window_present(windowPointer)
    }

    /// Asks the window to close, as its title bar's close button does:
    /// ``onDeleteRequest(_:)`` handlers may keep it open.
    public func close() {
        guard !isDestroyed else { return }
        gtk_window_close(windowPointer)
    }

    /// Fills the screen with the window.
    public func fullscreen() {
        gtk_window_fullscreen(windowPointer)
    }

    /// Leaves full screen.
    public func unfullscreen() {
        gtk_window_unfullscreen(windowPointer)
    }

    /// Runs `handler` when the user (or ``close()``) asks the window to
    /// close; return `true` to keep it open, `false` to let it be destroyed.
    @discardableResult
    public func onDeleteRequest(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        connect("delete-event", eventHandler: { _ in handler() })
    }

    var windowPointer: UnsafeMutablePointer<GtkWindow> { pointer(as: GtkWindow.self) }
}

/// What kind of window a toplevel is, for the window manager.
public enum WindowTypeHint: Sendable {
    /// An ordinary window.
    case normal
    /// A dialog.
    case dialog
    /// A small window of tools or a detached pane, kept near its application.
    case utility

    init(_ value: GdkWindowTypeHint) {
        switch value {
        case GDK_WINDOW_TYPE_HINT_DIALOG: self = .dialog
        case GDK_WINDOW_TYPE_HINT_UTILITY: self = .utility
        default: self = .normal
        }
    }

    var gdkValue: GdkWindowTypeHint {
        switch self {
        case .normal: GDK_WINDOW_TYPE_HINT_NORMAL
        case .dialog: GDK_WINDOW_TYPE_HINT_DIALOG
        case .utility: GDK_WINDOW_TYPE_HINT_UTILITY
        }
    }
}
