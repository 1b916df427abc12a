import CCairo

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One polygon ring on the globe: its near side as a path, cut where it
/// crosses the horizon and closed along the rim between where it leaves
/// the near side and where it comes back.
enum GlobeRing {
    /// A vertex in the view's frame: east, north and out of the screen, on
    /// the unit sphere.
    private struct Vertex {
        var east: Double
        var north: Double
        var out: Double
    }

    /// Adds the near side of the ring `points` (interleaved longitude,
    /// latitude pairs in degrees) to `cr`'s path as one closed sub-path;
    /// nothing when all of it is on the far side.
    static func add(
        _ points: UnsafeBufferPointer<Float>, projection: GlobeProjection, basis: GlobeProjection.Basis,
        to cr: OpaquePointer
    ) {
        let count = points.count / 2
        guard count >= 3 else { return }
        var vertices: [Vertex] = []
        vertices.reserveCapacity(count)
        var near = 0
        let lambda0 = projection.center.longitude * .pi / 180
        for i in 0..<count {
            let phi = Double(points[2 * i + 1]) * .pi / 180
            let delta = Double(points[2 * i]) * .pi / 180 - lambda0
            let cosPhi = cos(phi), sinPhi = sin(phi), cosDelta = cos(delta)
            let vertex = Vertex(
                east: cosPhi * sin(delta), north: basis.cosLatitude * sinPhi - basis.sinLatitude * cosPhi * cosDelta,
                out: basis.sinLatitude * sinPhi + basis.cosLatitude * cosPhi * cosDelta)
            if vertex.out >= 0 { near += 1 }
            vertices.append(vertex)
        }
        guard near > 0 else { return }
        let (ox, oy, r) = (projection.originX, projection.originY, projection.radius)
        func screen(_ v: Vertex) -> (Double, Double) { (ox + r * v.east, oy - r * v.north) }
        if near == count {
            for (i, vertex) in vertices.enumerated() {
                let (x, y) = screen(vertex)
                if i == 0 { cairo_move_to(cr, x, y) } else { cairo_line_to(cr, x, y) }
            }
            cairo_close_path(cr)
            return
        }
        // Start where the ring comes back to the near side, so each far
        // stretch lies between an exit and the entry after it.
        guard let start = (0..<count).first(where: { vertices[$0].out >= 0 && vertices[($0 + count - 1) % count].out < 0 })
        else { return }
        /// The screen angle of where the segment from `a` to `b` crosses the horizon.
        func crossing(_ a: Vertex, _ b: Vertex) -> Double {
            let t = a.out / (a.out - b.out)
            let east = a.east + t * (b.east - a.east), north = a.north + t * (b.north - a.north)
            return atan2(-north, east)
        }
        var exitAngle: Double?
        var started = false
        for step in 0...count {
            let i = (start + step) % count
            let previous = vertices[(i + count - 1) % count], vertex = vertices[i]
            if vertex.out >= 0 {
                if previous.out < 0 {
                    let entry = crossing(vertex, previous)
                    if let exit = exitAngle {
                        // Along the rim the shorter way, from exit to entry.
                        var turn = entry - exit
                        while turn > .pi { turn -= 2 * .pi }
                        while turn <= -.pi { turn += 2 * .pi }
                        if turn >= 0 { cairo_arc(cr, ox, oy, r, exit, exit + turn) } else {
                            cairo_arc_negative(cr, ox, oy, r, exit, exit + turn)
                        }
                        exitAngle = nil
                    } else if !started {
                        cairo_move_to(cr, ox + r * cos(entry), oy + r * sin(entry))
                        started = true
                    }
                }
                if step == count { break }
                let (x, y) = screen(vertex)
                cairo_line_to(cr, x, y)
            } else if previous.out >= 0 {
                let exit = crossing(previous, vertex)
                cairo_line_to(cr, ox + r * cos(exit), oy + r * sin(exit))
                exitAngle = exit
            }
        }
        cairo_close_path(cr)
    }
}
