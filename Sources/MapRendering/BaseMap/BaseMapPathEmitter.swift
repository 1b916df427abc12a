import CCairo

/// Feeds polygon and polyline vertices to Cairo, dropping those that cannot
/// change what is visible.
///
/// Two savings, both exact within the view: vertices closer than
/// `tolerance` points to the last one emitted are dropped (a world view has
/// many vertices per pixel), and runs of vertices that all stay beyond one
/// edge of the view (grown by a margin) collapse to their last vertex. The
/// second is safe for even-odd fills because the removed detour and its
/// shortcut lie in one half-plane outside the view, so they enclose no
/// visible point.
struct BaseMapPathEmitter {
    let cr: OpaquePointer
    let scale: Double
    let offsetX: Double
    let offsetY: Double
    let box: SIMD4<Double>
    let tolerance: Double

    private var lastX = 0.0
    private var lastY = 0.0
    private var lastCode: UInt8 = 0
    private var pendingX = 0.0
    private var pendingY = 0.0
    private var hasPending = false

    init(cr: OpaquePointer, scale: Double, offsetX: Double, offsetY: Double, box: SIMD4<Double>, tolerance: Double) {
        self.cr = cr
        self.scale = scale
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.box = box
        self.tolerance = tolerance
    }

    @inline(__always)
    private func outcode(_ x: Double, _ y: Double) -> UInt8 {
        var code: UInt8 = 0
        if x < box.x { code |= 1 } else if x > box.z { code |= 2 }
        if y < box.y { code |= 4 } else if y > box.w { code |= 8 }
        return code
    }

    /// Starts a new sub-path at the normalised point (nx, ny).
    @inline(__always)
    mutating func begin(_ nx: Double, _ ny: Double) {
        let x = nx * scale + offsetX, y = ny * scale + offsetY
        cairo_move_to(cr, x, y)
        lastX = x
        lastY = y
        lastCode = outcode(x, y)
        hasPending = false
    }

    /// Continues the sub-path to the normalised point (nx, ny).
    @inline(__always)
    mutating func add(_ nx: Double, _ ny: Double) {
        let x = nx * scale + offsetX, y = ny * scale + offsetY
        let code = outcode(x, y)
        if code & lastCode != 0 {
            // Still beyond the same edge as the last emitted vertex.
            pendingX = x
            pendingY = y
            hasPending = true
            return
        }
        if hasPending {
            cairo_line_to(cr, pendingX, pendingY)
            hasPending = false
            lastX = pendingX
            lastY = pendingY
        }
        if abs(x - lastX) < tolerance && abs(y - lastY) < tolerance { return }
        cairo_line_to(cr, x, y)
        lastX = x
        lastY = y
        lastCode = code
    }

    /// Ends the sub-path, emitting a vertex held back by the edge rule.
    @inline(__always)
    mutating func finish() {
        if hasPending {
            cairo_line_to(cr, pendingX, pendingY)
            hasPending = false
        }
    }
}
