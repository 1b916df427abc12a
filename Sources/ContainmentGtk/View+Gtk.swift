public import CGtk
public import Containment

extension View {
    /// Creates a view that shows `widget` beneath its subviews, filling it.
    ///
    /// ```swift
    /// let label = Label("Front")
    /// view = View(label)
    /// ```
    public convenience init(_ widget: Widget, frame: Rect = .zero) {
        self.init(frame: frame, host: GtkViewHost(content: widget))
    }

    /// Creates a view that shows a widget made in C beneath its subviews,
    /// filling it. The view keeps a reference to the widget (sinking a
    /// floating one).
    public convenience init(gtkWidget widget: UnsafeMutablePointer<GtkWidget>, frame: Rect = .zero) {
        self.init(frame: frame, host: GtkViewHost(content: widget))
    }

    /// The GtkLayout showing this view, once it has a GTK host.
    public var widget: Widget? {
        (host as? GtkViewHost)?.layout
    }

    /// The widget given to `init(_:frame:)`, if any.
    public var contentWidget: Widget? {
        (host as? GtkViewHost)?.contentWidget
    }

    /// The GtkLayout showing this view, for code that calls GTK directly.
    public var gtkWidget: UnsafeMutablePointer<GtkWidget>? {
        (host as? GtkViewHost)?.widget
    }

    /// The content widget, for code that calls GTK directly.
    public var gtkContentWidget: UnsafeMutablePointer<GtkWidget>? {
        (host as? GtkViewHost)?.content
    }
}
