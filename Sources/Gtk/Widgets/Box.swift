import CGtk

/// Lays its children out in a row or a column.
///
/// ```swift
/// let bar = Box(orientation: .horizontal, spacing: 6)
/// bar.append(title, expands: true)
/// bar.appendAtEnd(copyButton)
/// ```
@MainActor
public final class Box: Container {
    /// An empty box stacking children `orientation`-wise, `spacing` points apart.
    public init(orientation: Orientation, spacing: Int = 0) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_box_new(orientation.gtkValue, Int32(spacing))))
    }

    /// Adds `child` after the children added with `append` so far.
    ///
    /// - Parameters:
    ///   - expands: Whether `child` takes a share of any extra room (and fills it).
    ///   - padding: Extra space on both sides of `child`, in points.
    public func append(_ child: Widget, expands: Bool = false, padding: Int = 0) {
        guard !isDestroyed else { return }
        gtk_box_pack_start(boxPointer, child.widgetPointer, expands ? 1 : 0, expands ? 1 : 0, guint(padding))
    }

    /// Adds `child` at the box's far end, before the children added there
    /// so far (the first one added sits at the very end).
    public func appendAtEnd(_ child: Widget, expands: Bool = false, padding: Int = 0) {
        guard !isDestroyed else { return }
        gtk_box_pack_end(boxPointer, child.widgetPointer, expands ? 1 : 0, expands ? 1 : 0, guint(padding))
    }

    /// A child kept in the box's middle whatever its other children's sizes.
    public func setCenterWidget(_ child: Widget?) {
        gtk_box_set_center_widget(boxPointer, child?.widgetPointer)
    }

    private var boxPointer: UnsafeMutablePointer<GtkBox> { pointer(as: GtkBox.self) }
}
