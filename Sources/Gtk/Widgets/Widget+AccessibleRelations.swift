import CGtk

extension Widget {
    /// Tells screen readers that this widget drives `other`, as a combo
    /// box's field drives its popup list: they follow `other` (its
    /// selection, say) while the keyboard stays here. Sets ATK's
    /// controller-for relation on this widget and controlled-by on `other`.
    public func addAccessibleRelation(controlling other: Widget) {
        guard let accessible = gtk_widget_get_accessible(widgetPointer),
              let controlled = gtk_widget_get_accessible(other.widgetPointer) else { return }
        atk_object_add_relationship(accessible, ATK_RELATION_CONTROLLER_FOR, controlled)
        atk_object_add_relationship(controlled, ATK_RELATION_CONTROLLED_BY, accessible)
    }

    /// The widgets this one drives for screen readers
    /// (``addAccessibleRelation(controlling:)``), in the order they were added.
    public var accessiblyControlledWidgets: [Widget] {
        guard let accessible = gtk_widget_get_accessible(widgetPointer),
              let relations = atk_object_ref_relation_set(accessible) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(relations)) }
        guard let relation = atk_relation_set_get_relation_by_type(relations, ATK_RELATION_CONTROLLER_FOR),
              let targets = atk_relation_get_target(relation) else { return [] }
        return (0..<Int(targets.pointee.len)).compactMap { index in
            // A target may be an ATK object of no widget (a cell of a list).
            guard let target = targets.pointee.pdata[index],
                  g_type_check_instance_is_a(target.assumingMemoryBound(to: GTypeInstance.self), gtk_accessible_get_type()) != 0,
                  let widget = gtk_accessible_get_widget(target.assumingMemoryBound(to: GtkAccessible.self))
            else { return nil }
            return Widget.wrapper(for: widget)
        }
    }
}
