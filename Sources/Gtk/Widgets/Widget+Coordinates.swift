import CGtk

extension Widget {
    /// The point (`x`, `y`) of this widget's allocation in `other`'s
    /// coordinates, in points; nil when the two are in different windows
    /// or either is not laid out.
    public func translate(x: Int, y: Int, to other: Widget) -> (x: Int, y: Int)? {
        var otherX: Int32 = 0, otherY: Int32 = 0
        guard gtk_widget_translate_coordinates(widgetPointer, other.widgetPointer, Int32(x), Int32(y), &otherX, &otherY) != 0
        else { return nil }
        return (Int(otherX), Int(otherY))
    }
}
