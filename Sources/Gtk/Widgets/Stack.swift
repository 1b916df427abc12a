import CGtk

/// Shows one of its named children at a time.
@MainActor
public final class Stack: Container {
    /// An empty stack.
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_stack_new()))
    }

    /// Adds `child` under `name`.
    public func add(_ child: Widget, named name: String) {
        guard !isDestroyed else { return }
        gtk_stack_add_named(stackPointer, child.widgetPointer, name)
    }

    /// The name of the child shown; setting it shows another.
    public var visibleChildName: String? {
        get { gtk_stack_get_visible_child_name(stackPointer).map { String(cString: $0) } }
        set { if let newValue { gtk_stack_set_visible_child_name(stackPointer, newValue) } }
    }

    private var stackPointer: UnsafeMutablePointer<GtkStack> { pointer(as: GtkStack.self) }
}
