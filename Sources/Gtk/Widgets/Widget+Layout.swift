import CGtk

extension Widget {
    /// The smallest size the widget asks for, in points; -1 leaves a
    /// dimension to the widget's own measure.
    public var sizeRequest: (width: Int, height: Int) {
        get {
            var width: Int32 = 0, height: Int32 = 0
            gtk_widget_get_size_request(widgetPointer, &width, &height)
            return (Int(width), Int(height))
        }
        set { gtk_widget_set_size_request(widgetPointer, Int32(newValue.width), Int32(newValue.height)) }
    }

    /// The width GTK allocated the widget, in points.
    public var allocatedWidth: Int { Int(gtk_widget_get_allocated_width(widgetPointer)) }

    /// The height GTK allocated the widget, in points.
    public var allocatedHeight: Int { Int(gtk_widget_get_allocated_height(widgetPointer)) }

    /// Where the widget was placed in its parent's window, and its size.
    public var allocation: Allocation {
        var rectangle = GtkAllocation()
        gtk_widget_get_allocation(widgetPointer, &rectangle)
        return Allocation(rectangle)
    }

    /// The widget's minimum size, measured now.
    public var minimumSize: (width: Int, height: Int) {
        var minimum = GtkRequisition()
        gtk_widget_get_preferred_size(widgetPointer, &minimum, nil)
        return (Int(minimum.width), Int(minimum.height))
    }

    /// The widget's minimum and natural heights, measured now.
    public var preferredHeight: (minimum: Int, natural: Int) {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_get_preferred_height(widgetPointer, &minimum, &natural)
        return (Int(minimum), Int(natural))
    }

    /// Places the widget at `allocation` now, as its parent would in layout;
    /// the widget must have been measured (``minimumSize``) first.
    public func allocate(_ allocation: Allocation) {
        var rectangle = allocation.gtkValue
        gtk_widget_size_allocate(widgetPointer, &rectangle)
    }

    /// Allocates the widget again where it is, so it lays out its insides
    /// now (a scale's slider follows its value at once).
    public func reallocate() {
        guard isMapped else { return }
        allocate(allocation)
    }

    /// How the widget sits across its allocation's width when it has more room than it needs.
    public var horizontalAlignment: Alignment {
        get { Alignment(gtk_widget_get_halign(widgetPointer)) }
        set { gtk_widget_set_halign(widgetPointer, newValue.gtkValue) }
    }

    /// How the widget sits across its allocation's height when it has more room than it needs.
    public var verticalAlignment: Alignment {
        get { Alignment(gtk_widget_get_valign(widgetPointer)) }
        set { gtk_widget_set_valign(widgetPointer, newValue.gtkValue) }
    }

    /// Whether the widget takes any extra width its parent has.
    public var expandsHorizontally: Bool {
        get { gtk_widget_get_hexpand(widgetPointer) != 0 }
        set { gtk_widget_set_hexpand(widgetPointer, newValue ? 1 : 0) }
    }

    /// Whether the widget takes any extra height its parent has.
    public var expandsVertically: Bool {
        get { gtk_widget_get_vexpand(widgetPointer) != 0 }
        set { gtk_widget_set_vexpand(widgetPointer, newValue ? 1 : 0) }
    }

    /// Space above the widget, in points.
    public var marginTop: Int {
        get { Int(gtk_widget_get_margin_top(widgetPointer)) }
        set { gtk_widget_set_margin_top(widgetPointer, Int32(newValue)) }
    }

    /// Space below the widget, in points.
    public var marginBottom: Int {
        get { Int(gtk_widget_get_margin_bottom(widgetPointer)) }
        set { gtk_widget_set_margin_bottom(widgetPointer, Int32(newValue)) }
    }

    /// Space before the widget in the reading direction, in points.
    public var marginStart: Int {
        get { Int(gtk_widget_get_margin_start(widgetPointer)) }
        set { gtk_widget_set_margin_start(widgetPointer, Int32(newValue)) }
    }

    /// Space after the widget in the reading direction, in points.
    public var marginEnd: Int {
        get { Int(gtk_widget_get_margin_end(widgetPointer)) }
        set { gtk_widget_set_margin_end(widgetPointer, Int32(newValue)) }
    }
}
