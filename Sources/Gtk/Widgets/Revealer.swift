import CGtk

/// Shows or hides its child with a slide.
@MainActor
public final class Revealer: Container {
    /// An empty revealer, its child hidden.
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_revealer_new()))
    }

    /// Whether the child is shown (or sliding in).
    public var revealsChild: Bool {
        get { gtk_revealer_get_reveal_child(revealerPointer) != 0 }
        set { gtk_revealer_set_reveal_child(revealerPointer, newValue ? 1 : 0) }
    }

    /// How long the slide takes, in milliseconds.
    public var transitionDuration: Int {
        get { Int(gtk_revealer_get_transition_duration(revealerPointer)) }
        set { gtk_revealer_set_transition_duration(revealerPointer, guint(newValue)) }
    }

    private var revealerPointer: UnsafeMutablePointer<GtkRevealer> { pointer(as: GtkRevealer.self) }
}
