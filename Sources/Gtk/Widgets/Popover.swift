import CGtk

/// A bubble pointing at a widget, holding other widgets (a list of results, a menu).
@MainActor
public final class Popover: Container {
    /// A hidden popover pointing at `widget`.
    public init(pointingAt widget: Widget) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_popover_new(widget.widgetPointer)))
    }

    /// Whether the popover takes the keyboard and closes on a click outside.
    public var isModal: Bool {
        get { gtk_popover_get_modal(popoverPointer) != 0 }
        set { gtk_popover_set_modal(popoverPointer, newValue ? 1 : 0) }
    }

    /// Which side of its widget the popover opens on.
    public var position: Position {
        get {
            switch gtk_popover_get_position(popoverPointer) {
            case GTK_POS_LEFT: .left
            case GTK_POS_RIGHT: .right
            case GTK_POS_TOP: .top
            default: .bottom
            }
        }
        set { gtk_popover_set_position(popoverPointer, newValue.gtkValue) }
    }

    /// Opens the popover, animated.
    public func popUp() {
        guard !isDestroyed else { return }
        gtk_popover_popup(popoverPointer)
    }

    /// Closes the popover, animated.
    public func popDown() {
        gtk_popover_popdown(popoverPointer)
    }

    private var popoverPointer: UnsafeMutablePointer<GtkPopover> { pointer(as: GtkPopover.self) }
}
