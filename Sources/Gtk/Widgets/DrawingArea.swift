import CGtk

/// A widget that paints itself: give it a size and an ``Widget/onDraw(after:_:)``.
///
/// ```swift
/// let area = DrawingArea()
/// area.onDraw { context, width, height in
///     context.setColor(red: 0.19, green: 0.20, blue: 0.23)
///     context.paint()
/// }
/// ```
@MainActor
public final class DrawingArea: Widget {
    /// An empty drawing area.
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_drawing_area_new()))
    }
}
