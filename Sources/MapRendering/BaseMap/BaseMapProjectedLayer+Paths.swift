import CCairo

extension BaseMapProjectedLayer {
    /// Rings smaller than this many points both ways are skipped: at world
    /// zoom thousands of islets would each cost a stroke for a speck.
    static let smallestVisibleRing = 0.9

    @inline(__always)
    private func isVisiblySized(_ ring: Int, _ minimum: Double) -> Bool {
        let box = ringBox(ring)
        return box.z - box.x >= minimum || box.w - box.y >= minimum
    }

    /// Adds the rings of the given features that can be visible in `frame`
    /// to the current path of `cr`, once per visible world copy. Fill the
    /// result with the even-odd rule. O(visible vertices). Returns how many
    /// rings it added (a polygon count for the benchmark's statistics).
    @discardableResult
    func appendRings(of featureIndices: [Int], frame: BaseMapFrame, cr: OpaquePointer, tolerance: Double) -> Int {
        let minimum = Self.smallestVisibleRing / frame.worldSize
        var added = 0
        points.withUnsafeBufferPointer { p in
            for copy in frame.copies {
                let visible = frame.drawnBox(copy: copy)
                var emitter = BaseMapPathEmitter(
                    cr: cr, scale: frame.worldSize, offsetX: frame.offsetX(copy: copy), offsetY: frame.offsetY,
                    box: frame.clipBox, tolerance: tolerance)
                for feature in featureIndices where BaseMapFrame.intersects(featureBoxes[feature], visible) {
                    for ring in featureRings[feature] where BaseMapFrame.intersects(ringBox(ring), visible) {
                        guard isVisiblySized(ring, minimum) else { continue }
                        let start = ringStart(ring), end = ringStart(ring + 1)
                        guard end - start >= 3 else { continue }
                        emitter.begin(Self.decode(p[2 * start]), Self.decode(p[2 * start + 1]))
                        for v in (start + 1)..<end { emitter.add(Self.decode(p[2 * v]), Self.decode(p[2 * v + 1])) }
                        emitter.finish()
                        cairo_close_path(cr)
                        added += 1
                    }
                }
            }
        }
        return added
    }

    /// Adds every visible edge of `kind` to the current path of `cr` as
    /// open polylines (closed where a whole ring has that kind), for stroking.
    func appendEdges(of kind: BaseMapEdgeKind, frame: BaseMapFrame, cr: OpaquePointer, tolerance: Double) {
        let wanted = kind.rawValue
        let minimum = Self.smallestVisibleRing / frame.worldSize
        points.withUnsafeBufferPointer { p in
            edgeKinds.withUnsafeBufferPointer { kinds in
                for copy in frame.copies {
                    let visible = frame.drawnBox(copy: copy)
                    var emitter = BaseMapPathEmitter(
                        cr: cr, scale: frame.worldSize, offsetX: frame.offsetX(copy: copy), offsetY: frame.offsetY,
                        box: frame.clipBox, tolerance: tolerance)
                    for ring in 0..<ringCount where BaseMapFrame.intersects(ringBox(ring), visible) {
                        guard isVisiblySized(ring, minimum) else { continue }
                        let start = ringStart(ring), end = ringStart(ring + 1)
                        guard end - start >= 2 else { continue }
                        if kinds[start..<end].allSatisfy({ $0 == wanted }) {
                            emitter.begin(Self.decode(p[2 * start]), Self.decode(p[2 * start + 1]))
                            for v in (start + 1)..<end { emitter.add(Self.decode(p[2 * v]), Self.decode(p[2 * v + 1])) }
                            emitter.finish()
                            cairo_close_path(cr)
                            continue
                        }
                        var inRun = false
                        for v in start..<end {
                            if kinds[v] == wanted {
                                if !inRun {
                                    emitter.begin(Self.decode(p[2 * v]), Self.decode(p[2 * v + 1]))
                                    inRun = true
                                }
                                let next = v + 1 == end ? start : v + 1
                                emitter.add(Self.decode(p[2 * next]), Self.decode(p[2 * next + 1]))
                            } else if inRun {
                                emitter.finish()
                                inRun = false
                            }
                        }
                        if inRun { emitter.finish() }
                    }
                }
            }
        }
    }
}
