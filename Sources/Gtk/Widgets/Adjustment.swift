import CGtk

/// A value in a range with a page size: a scrollbar's position.
@MainActor
public final class Adjustment: Object {
    init(borrowing pointer: UnsafeMutablePointer<GtkAdjustment>) {
        super.init(sinking: UnsafeMutableRawPointer(pointer))
    }

    /// The value, within `lower...upper - pageSize`.
    public var value: Double {
        get { gtk_adjustment_get_value(adjustmentPointer) }
        set { gtk_adjustment_set_value(adjustmentPointer, newValue) }
    }

    /// The largest the range reaches.
    public var upper: Double { gtk_adjustment_get_upper(adjustmentPointer) }

    /// The smallest value.
    public var lower: Double { gtk_adjustment_get_lower(adjustmentPointer) }

    /// How much of the range shows at once.
    public var pageSize: Double { gtk_adjustment_get_page_size(adjustmentPointer) }

    /// Moves the value as little as needed so `lower...upper` shows in one page.
    public func clampPage(lower: Double, upper: Double) {
        gtk_adjustment_clamp_page(adjustmentPointer, lower, upper)
    }

    /// Runs `handler` when the range or page size changes (the content grew).
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("changed", handler)
    }

    private var adjustmentPointer: UnsafeMutablePointer<GtkAdjustment> { pointer(as: GtkAdjustment.self) }
}
