import CGtk

extension DrawingContext {
    /// Clears the path.
    public func newPath() { cairo_new_path(cairoPointer) }

    /// Starts a new piece of the path with no current point, so an arc
    /// added next does not join the last piece with a line.
    public func newSubPath() { cairo_new_sub_path(cairoPointer) }

    /// Starts a new piece of the path at (`x`, `y`).
    public func move(toX x: Double, y: Double) { cairo_move_to(cairoPointer, x, y) }

    /// Adds a straight line from the current point to (`x`, `y`).
    public func addLine(toX x: Double, y: Double) { cairo_line_to(cairoPointer, x, y) }

    /// Adds an arc of the circle at (`centerX`, `centerY`), clockwise on
    /// screen from `startAngle` to `endAngle` (radians from the positive x
    /// axis), joined to the current point by a line.
    public func addArc(centerX: Double, centerY: Double, radius: Double, from startAngle: Double, to endAngle: Double) {
        cairo_arc(cairoPointer, centerX, centerY, radius, startAngle, endAngle)
    }

    /// Adds a whole circle, as its own piece of the path.
    public func addCircle(centerX: Double, centerY: Double, radius: Double) {
        cairo_new_sub_path(cairoPointer)
        cairo_arc(cairoPointer, centerX, centerY, radius, 0, 2 * .pi)
    }

    /// Adds a rectangle, as its own closed piece of the path.
    public func addRectangle(x: Double, y: Double, width: Double, height: Double) {
        cairo_rectangle(cairoPointer, x, y, width, height)
    }

    /// Adds a rectangle with corners rounded by `radius` (at most half its
    /// shorter side), as its own closed piece of the path.
    public func addRoundedRectangle(x: Double, y: Double, width: Double, height: Double, radius: Double) {
        let r = min(radius, width / 2, height / 2)
        cairo_new_sub_path(cairoPointer)
        cairo_arc(cairoPointer, x + width - r, y + r, r, -.pi / 2, 0)
        cairo_arc(cairoPointer, x + width - r, y + height - r, r, 0, .pi / 2)
        cairo_arc(cairoPointer, x + r, y + height - r, r, .pi / 2, .pi)
        cairo_arc(cairoPointer, x + r, y + r, r, .pi, 1.5 * .pi)
        cairo_close_path(cairoPointer)
    }

    /// Closes the current piece of the path with a line to where it began.
    public func closePath() { cairo_close_path(cairoPointer) }
}
