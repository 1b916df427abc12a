import CGtk

/// Scrolls a child larger than itself.
@MainActor
public final class ScrolledWindow: Container {
    /// An empty scrolled window, scrolling both ways as needed.
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_scrolled_window_new(nil, nil)))
    }

    /// When each scrollbar shows.
    public func setPolicy(horizontal: ScrollbarPolicy, vertical: ScrollbarPolicy) {
        gtk_scrolled_window_set_policy(scrolledPointer, horizontal.gtkValue, vertical.gtkValue)
    }

    /// The vertical scroll position and range.
    public var verticalAdjustment: Adjustment {
        Adjustment(borrowing: gtk_scrolled_window_get_vadjustment(scrolledPointer))
    }

    /// Whether the window asks for its child's natural height (up to
    /// ``maximumContentHeight``) instead of a scrollbar's worth.
    public var propagatesNaturalHeight: Bool {
        get { gtk_scrolled_window_get_propagate_natural_height(scrolledPointer) != 0 }
        set { gtk_scrolled_window_set_propagate_natural_height(scrolledPointer, newValue ? 1 : 0) }
    }

    /// The height the window grows to at most before it scrolls; -1 for no limit.
    public var maximumContentHeight: Int {
        get { Int(gtk_scrolled_window_get_max_content_height(scrolledPointer)) }
        set { gtk_scrolled_window_set_max_content_height(scrolledPointer, Int32(newValue)) }
    }

    private var scrolledPointer: UnsafeMutablePointer<GtkScrolledWindow> { pointer(as: GtkScrolledWindow.self) }
}

/// When a scrolled window shows a scrollbar.
public enum ScrollbarPolicy: Sendable {
    /// Always.
    case always
    /// When the child is larger than the window.
    case automatic
    /// Never: the window does not scroll that way and asks for the child's size.
    case never

    var gtkValue: GtkPolicyType {
        switch self {
        case .always: GTK_POLICY_ALWAYS
        case .automatic: GTK_POLICY_AUTOMATIC
        case .never: GTK_POLICY_NEVER
        }
    }
}
