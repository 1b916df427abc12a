import CGtk

/// A widget that holds other widgets: a box, a button's content, a
/// scrolled window's child, a list's rows.
@MainActor
public class Container: Widget {
    /// Puts `child` in the container (at the end of a box or list).
    public func add(_ child: Widget) {
        guard !isDestroyed else { return }
        gtk_container_add(containerPointer, child.widgetPointer)
    }

    /// Takes `child` out of the container.
    public func remove(_ child: Widget) {
        gtk_container_remove(containerPointer, child.widgetPointer)
    }

    /// The container's children, in order.
    public var children: [Widget] {
        let list = gtk_container_get_children(containerPointer)
        defer { g_list_free(list) }
        var children: [Widget] = []
        var node = list
        while let current = node {
            if let data = current.pointee.data {
                children.append(Widget.wrapper(for: data.assumingMemoryBound(to: GtkWidget.self)))
            }
            node = current.pointee.next
        }
        return children
    }

    /// Empty space around the children, in points.
    public var borderWidth: Int {
        get { Int(gtk_container_get_border_width(containerPointer)) }
        set { gtk_container_set_border_width(containerPointer, guint(newValue)) }
    }

    var containerPointer: UnsafeMutablePointer<GtkContainer> { pointer(as: GtkContainer.self) }
}
