import CGtk

/// A slider picking a value in a range.
@MainActor
public final class Scale: Widget {
    /// A slider over `range`, moving in steps of `step`.
    public init(orientation: Orientation, range: ClosedRange<Double>, step: Double) {
        super.init(sinking: UnsafeMutableRawPointer(
            gtk_scale_new_with_range(orientation.gtkValue, range.lowerBound, range.upperBound, step)))
    }

    /// The value.
    public var value: Double {
        get { gtk_range_get_value(rangePointer) }
        set { gtk_range_set_value(rangePointer, newValue) }
    }

    /// How far the arrow keys (`step`) and Page Up and Down (`page`) move the value.
    public func setIncrements(step: Double, page: Double) {
        gtk_range_set_increments(rangePointer, step, page)
    }

    /// Whether the value is printed beside the slider.
    public var drawsValue: Bool {
        get { gtk_scale_get_draw_value(scalePointer) != 0 }
        set { gtk_scale_set_draw_value(scalePointer, newValue ? 1 : 0) }
    }

    /// Draws a tick at `value`, on `position`'s side, with optional markup beside it.
    public func addMark(at value: Double, position: Position, markup: String? = nil) {
        gtk_scale_add_mark(scalePointer, value, position.gtkValue, markup)
    }

    /// Runs `handler` with the new value each time it changes, by the user or in code.
    @discardableResult
    public func onValueChanged(_ handler: @escaping @MainActor (_ value: Double) -> Void) -> SignalConnection {
        // The handler dies with the scale, so the pointer is valid whenever it runs.
        let range = rangePointer
        return connect("value-changed") { handler(gtk_range_get_value(range)) }
    }

    private var rangePointer: UnsafeMutablePointer<GtkRange> { pointer(as: GtkRange.self) }
    private var scalePointer: UnsafeMutablePointer<GtkScale> { pointer(as: GtkScale.self) }
}
