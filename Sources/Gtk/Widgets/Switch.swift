import CGtk

/// An on/off switch, as settings pages show for a yes-or-no choice.
@MainActor
public final class Switch: Widget {
    /// A switch, off.
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_switch_new()))
    }

    /// Whether the switch is on.
    public var isActive: Bool {
        get { gtk_switch_get_active(pointer(as: GtkSwitch.self)) != 0 }
        set { gtk_switch_set_active(pointer(as: GtkSwitch.self), newValue ? 1 : 0) }
    }
}
