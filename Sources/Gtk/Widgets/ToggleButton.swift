import CGtk

/// A button that stays pressed in until clicked again.
@MainActor
public final class ToggleButton: Button {
    /// An empty toggle button, released.
    public override init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_toggle_button_new()))
    }

    /// Whether the button is pressed in.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(pointer(as: GtkToggleButton.self)) != 0 }
        set { gtk_toggle_button_set_active(pointer(as: GtkToggleButton.self), newValue ? 1 : 0) }
    }

    /// Runs `handler` with the new ``isActive`` each time it changes, by
    /// the user or in code.
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor (_ isActive: Bool) -> Void) -> SignalConnection {
        // The handler dies with the button, so the pointer is valid whenever it runs.
        let button = pointer(as: GtkToggleButton.self)
        return connect("toggled") { handler(gtk_toggle_button_get_active(button) != 0) }
    }
}
