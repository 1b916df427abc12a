public import CGtk

/// A GTK widget: anything that can be shown in a window.
///
/// The wrapper keeps the widget alive (see ``Object``) and follows its
/// destruction: once GTK destroys the widget (``destroy()``, or the window
/// it is in closing), ``isDestroyed`` is `true`, what would bring it back
/// on screen does nothing, and the wrapper stays safe to use and release.
///
/// ```swift
/// let label = Label("Hello")
/// label.addStyleClass("dim-label")
/// label.tooltip = "A greeting"
/// box.append(label)
/// ```
@MainActor
public class Widget: Object {
    /// Whether GTK destroyed the widget.
    public private(set) var isDestroyed = false

    /// Wraps a widget made in C, sinking its floating reference if it has one.
    public convenience init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        self.init(sinking: UnsafeMutableRawPointer(pointer))
    }

    package override init(sinking pointer: UnsafeMutableRawPointer) {
        super.init(sinking: pointer)
        followDestruction()
    }

    package override init(adopting pointer: UnsafeMutableRawPointer) {
        super.init(adopting: pointer)
        followDestruction()
    }

    private func followDestruction() {
        connect("destroy") { [weak self] in self?.isDestroyed = true }
    }

    /// The wrapper made first for the widget at `pointer`, or a new one.
    public static func wrapper(for pointer: UnsafeMutablePointer<GtkWidget>) -> Widget {
        existingWrapper(of: UnsafeMutableRawPointer(pointer)) as? Widget ?? Widget(pointer)
    }

    /// The widget, for code that calls GTK directly.
    public var widgetPointer: UnsafeMutablePointer<GtkWidget> { pointer(as: GtkWidget.self) }

    // MARK: - Visibility

    /// Shows the widget (its parent decides whether it reaches the screen).
    public func show() {
        guard !isDestroyed else { return }
        gtk_widget_show(widgetPointer)
    }

    /// Shows the widget and everything inside it.
    public func showAll() {
        guard !isDestroyed else { return }
        gtk_widget_show_all(widgetPointer)
    }

    /// Hides the widget.
    public func hide() {
        gtk_widget_hide(widgetPointer)
    }

    /// Whether the widget is shown (not whether it is on screen; see ``isMapped``).
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widgetPointer) != 0 }
        set { if newValue { show() } else { hide() } }
    }

    /// Whether ``Widget/showAll()`` on an ancestor leaves this widget alone,
    /// so its visibility is its owner's decision only.
    public var isExcludedFromShowAll: Bool {
        get { gtk_widget_get_no_show_all(widgetPointer) != 0 }
        set { gtk_widget_set_no_show_all(widgetPointer, newValue ? 1 : 0) }
    }

    /// Whether the widget and all its ancestors are mapped: on screen.
    public var isMapped: Bool { gtk_widget_get_mapped(widgetPointer) != 0 }

    /// Whether the widget has its GDK resources (it was, or is about to be, shown).
    public var isRealized: Bool { gtk_widget_get_realized(widgetPointer) != 0 }

    /// Destroys the widget: a window closes, a child leaves its parent. The
    /// wrapper stays valid (see ``isDestroyed``).
    public func destroy() {
        guard !isDestroyed else { return }
        gtk_widget_destroy(widgetPointer)
    }

    /// Whether the user can interact with the widget (buttons grey out when not).
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widgetPointer) != 0 }
        set { gtk_widget_set_sensitive(widgetPointer, newValue ? 1 : 0) }
    }

    // MARK: - Focus

    /// Whether the widget can take the keyboard focus.
    public var canFocus: Bool {
        get { gtk_widget_get_can_focus(widgetPointer) != 0 }
        set { gtk_widget_set_can_focus(widgetPointer, newValue ? 1 : 0) }
    }

    /// Moves the keyboard focus to the widget.
    public func grabFocus() {
        gtk_widget_grab_focus(widgetPointer)
    }

    /// The widget with the keyboard focus in the window this widget is in,
    /// if it is in a window and the window has a focus.
    public var focusInWindow: Widget? {
        guard let top = gtk_widget_get_toplevel(widgetPointer), gtk_widget_is_toplevel(top) != 0,
              g_type_check_instance_is_a(UnsafeMutableRawPointer(top).assumingMemoryBound(to: GTypeInstance.self),
                                         gtk_window_get_type()) != 0
        else { return nil }
        return gtk_window_get_focus(cgtk_window(top)).map(Widget.wrapper(for:))
    }

    /// Whether the widget has the keyboard focus of its window.
    public var hasFocus: Bool { gtk_widget_has_focus(widgetPointer) != 0 }

    /// Whether plain keys belong to the widget: a text field or a text view.
    public var takesTextInput: Bool { cgtk_is_text_input(gobjectPointer) != 0 }

    // MARK: - Hierarchy

    /// The widget's parent, if it has one.
    public var parent: Widget? {
        gtk_widget_get_parent(widgetPointer).map(Widget.wrapper(for:))
    }

    /// Takes the widget out of its parent container, if it has one.
    public func removeFromParent() {
        guard let parent = gtk_widget_get_parent(widgetPointer) else { return }
        gtk_container_remove(cgtk_container(parent), widgetPointer)
    }

    /// Whether the widget is `ancestor` or lies inside it.
    public func isInside(_ ancestor: Widget) -> Bool {
        widgetPointer == ancestor.widgetPointer || gtk_widget_is_ancestor(widgetPointer, ancestor.widgetPointer) != 0
    }

    /// The window the widget is in, if it is in one.
    public var toplevel: Widget? {
        guard let top = gtk_widget_get_toplevel(widgetPointer), gtk_widget_is_toplevel(top) != 0 else { return nil }
        return Widget.wrapper(for: top)
    }

    /// The widget's reading direction, set by the locale unless set here.
    public var textDirection: TextDirection {
        get { TextDirection(gtk_widget_get_direction(widgetPointer)) }
        set { gtk_widget_set_direction(widgetPointer, newValue.gtkValue) }
    }

    /// The reading direction new widgets get, from the locale.
    public static var defaultTextDirection: TextDirection {
        TextDirection(gtk_widget_get_default_direction())
    }

    // MARK: - Painting

    /// Asks GTK to paint the widget again in the next frame.
    public func queueDraw() {
        gtk_widget_queue_draw(widgetPointer)
    }

    /// Asks GTK to measure and lay out the widget again.
    public func queueResize() {
        gtk_widget_queue_resize(widgetPointer)
    }

    /// Device pixels per point on the widget's monitor (2 on a HiDPI screen).
    public var scaleFactor: Int { Int(gtk_widget_get_scale_factor(widgetPointer)) }

    /// Adds GDK events the widget's window should receive.
    public func addEvents(_ events: EventMask) {
        gtk_widget_add_events(widgetPointer, Int32(bitPattern: events.rawValue))
    }
}
