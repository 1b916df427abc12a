import CGtk

/// Draws with Cairo: paths, colours, images and text, into a widget's
/// frame or a surface.
///
/// A context handed to a ``Widget/onDraw(after:_:)`` handler or an
/// ``ImageSurface/draw(_:)`` body is borrowed: it is valid only while that
/// closure runs, and must not be kept. Drawing state (colour, line width,
/// the transform, the clip) lives in the context; ``save()`` and
/// ``restore()``, or ``withSavedState(_:)``, bracket changes.
///
/// ```swift
/// context.addRoundedRectangle(x: 12, y: 12, width: 200, height: 120, radius: 18)
/// context.setColor(red: 0.21, green: 0.52, blue: 0.89)
/// context.fill()
/// ```
public struct DrawingContext {
    /// The `cairo_t`, for code that draws with Cairo directly.
    public let cairoPointer: OpaquePointer

    /// A context drawing through `cairoPointer`, which the caller keeps alive.
    public init(borrowing cairoPointer: OpaquePointer) {
        self.cairoPointer = cairoPointer
    }

    // MARK: - State

    /// Pushes the drawing state; ``restore()`` pops it.
    public func save() { cairo_save(cairoPointer) }

    /// Pops the drawing state ``save()`` pushed.
    public func restore() { cairo_restore(cairoPointer) }

    /// Runs `body` between ``save()`` and ``restore()``.
    public func withSavedState<Result>(_ body: () throws -> Result) rethrows -> Result {
        save()
        defer { restore() }
        return try body()
    }

    /// Whether the context can still draw (a bad transform, such as a scale
    /// by zero, puts it into a lasting error state).
    public var isValid: Bool { cairo_status(cairoPointer) == CAIRO_STATUS_SUCCESS }

    // MARK: - Transform

    /// Moves the origin by (`x`, `y`).
    public func translate(x: Double, y: Double) { cairo_translate(cairoPointer, x, y) }

    /// Scales what follows; never by zero, which breaks the context.
    public func scale(x: Double, y: Double) { cairo_scale(cairoPointer, x, y) }

    /// Rotates what follows by `angle` radians, clockwise on screen.
    public func rotate(by angle: Double) { cairo_rotate(cairoPointer, angle) }

    /// Applies `matrix` to what follows.
    public func transform(by matrix: Matrix) {
        var value = matrix.cairoValue
        cairo_transform(cairoPointer, &value)
    }

    // MARK: - Source

    /// Paints what follows in a solid colour, each component in 0...1.
    public func setColor(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        cairo_set_source_rgba(cairoPointer, red, green, blue, alpha)
    }

    /// Paints what follows with `gradient`.
    public func setSource(_ gradient: Gradient) {
        cairo_set_source(cairoPointer, gradient.patternPointer)
    }

    /// Paints what follows with `surface`, its origin at (`x`, `y`),
    /// resampled with `filter` when scaled (Cairo's default otherwise).
    public func setSource(_ surface: Surface, x: Double = 0, y: Double = 0, filter: ImageFilter? = nil) {
        cairo_set_source_surface(cairoPointer, surface.cairoPointer, x, y)
        if let filter { cairo_pattern_set_filter(cairo_get_source(cairoPointer), filter.cairoValue) }
    }

    /// Paints what follows with `surface`, mapped through `matrix` (from
    /// user space to the surface's pixels), resampled with `filter`.
    public func setSource(_ surface: Surface, matrix: Matrix, filter: ImageFilter) {
        let pattern = cairo_pattern_create_for_surface(surface.cairoPointer)
        var value = matrix.cairoValue
        cairo_pattern_set_matrix(pattern, &value)
        cairo_pattern_set_filter(pattern, filter.cairoValue)
        cairo_set_source(cairoPointer, pattern)
        cairo_pattern_destroy(pattern)
    }

    // MARK: - Painting

    /// Paints the source over the whole clip.
    public func paint() { cairo_paint(cairoPointer) }

    /// Paints the source over the whole clip at `alpha` opacity.
    public func paint(alpha: Double) { cairo_paint_with_alpha(cairoPointer, alpha) }

    /// Fills the path with the source; the path is then cleared unless `preservingPath`.
    public func fill(preservingPath: Bool = false) {
        if preservingPath { cairo_fill_preserve(cairoPointer) } else { cairo_fill(cairoPointer) }
    }

    /// Strokes the path with the source and the line settings; the path is
    /// then cleared unless `preservingPath`.
    public func stroke(preservingPath: Bool = false) {
        if preservingPath { cairo_stroke_preserve(cairoPointer) } else { cairo_stroke(cairoPointer) }
    }

    /// Narrows the clip to the path; the path is then cleared unless `preservingPath`.
    public func clip(preservingPath: Bool = false) {
        if preservingPath { cairo_clip_preserve(cairoPointer) } else { cairo_clip(cairoPointer) }
    }

    // MARK: - Line and fill settings

    /// The width strokes are drawn with, in user-space units.
    public var lineWidth: Double {
        get { cairo_get_line_width(cairoPointer) }
        nonmutating set { cairo_set_line_width(cairoPointer, newValue) }
    }

    /// How stroke ends are drawn.
    public var lineCap: LineCap {
        get { LineCap(cairo_get_line_cap(cairoPointer)) }
        nonmutating set { cairo_set_line_cap(cairoPointer, newValue.cairoValue) }
    }

    /// How stroke corners are drawn.
    public var lineJoin: LineJoin {
        get { LineJoin(cairo_get_line_join(cairoPointer)) }
        nonmutating set { cairo_set_line_join(cairoPointer, newValue.cairoValue) }
    }

    /// Which parts of a self-overlapping path a fill covers.
    public var fillRule: FillRule {
        get { FillRule(cairo_get_fill_rule(cairoPointer)) }
        nonmutating set { cairo_set_fill_rule(cairoPointer, newValue.cairoValue) }
    }
}
