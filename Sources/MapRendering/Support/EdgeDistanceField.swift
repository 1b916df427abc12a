/// How far each pixel of an anti-aliased coverage image lies from the edge
/// of what it covers, in pixels: negative inside, positive outside.
///
/// A pixel with any coverage reads the edge from its own coverage (half
/// covered: the edge through its centre). An uncovered pixel's distance is
/// the exact Euclidean distance to the nearest covered pixel (Felzenszwalb
/// and Huttenlocher's lower envelope of parabolas, one pass down the columns,
/// one along the rows) plus that pixel's own distance to the edge. So the
/// distance follows the anti-aliased edge to a fraction of a pixel, where a
/// binary transform is off by up to a half.
struct EdgeDistanceField {
    let width: Int
    let height: Int
    /// Row-major distances, `width` per row.
    private let distances: [Float]

    /// The field of `coverage`, `height` rows of `width` bytes `stride` apart
    /// (0 uncovered, 255 covered). Distances beyond `limit` pixels may be
    /// overestimated by up to half a pixel, which spares weighing the
    /// neighbours where nobody reads closely.
    init(coverage: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, limit: Float = .infinity) {
        self.width = width
        self.height = height
        let count = width * height
        var cover = [Float](repeating: 0, count: count)
        // Per pixel: squared distance down its column to the nearest covered
        // row, then the nearest covered pixel found along its row.
        var columnSquared = [Float](repeating: .infinity, count: count)
        var nearestRow = [Int32](repeating: -1, count: count)
        var seedX = [Int32](repeating: -1, count: count), seedY = [Int32](repeating: -1, count: count)
        var field = [Float](repeating: .infinity, count: count)
        cover.withUnsafeMutableBufferPointer { cover in
            columnSquared.withUnsafeMutableBufferPointer { columnSquared in
                nearestRow.withUnsafeMutableBufferPointer { nearestRow in
                    for y in 0..<height {
                        for x in 0..<width { cover[y * width + x] = Float(coverage[y * stride + x]) / 255 }
                    }
                    for x in 0..<width {
                        var last = -1
                        for y in 0..<height {
                            if cover[y * width + x] > 0 { last = y }
                            nearestRow[y * width + x] = Int32(last)
                        }
                        last = -1
                        for y in (0..<height).reversed() {
                            let index = y * width + x
                            if cover[index] > 0 { last = y }
                            let above = Int(nearestRow[index])
                            if last >= 0, above < 0 || last - y < y - above { nearestRow[index] = Int32(last) }
                            let row = Int(nearestRow[index])
                            if row >= 0 { columnSquared[index] = Float((y - row) * (y - row)) }
                        }
                    }
                }
            }
        }
        columnSquared.withUnsafeBufferPointer { columnSquared in
            nearestRow.withUnsafeBufferPointer { nearestRow in
                seedX.withUnsafeMutableBufferPointer { seedX in
                    seedY.withUnsafeMutableBufferPointer { seedY in
                        // Along each row, the lower envelope of the parabolas
                        // (x - q)² + columnSquared[q], remembering which q wins.
                        var vertices = [Int](repeating: 0, count: width)
                        var bounds = [Float](repeating: 0, count: width + 1)
                        for y in 0..<height {
                            let row = y * width
                            var count = 0
                            for q in 0..<width where columnSquared[row + q].isFinite {
                                let fq = columnSquared[row + q] + Float(q * q)
                                var crossing = -Float.infinity
                                while count > 0 {
                                    let v = vertices[count - 1]
                                    crossing = (fq - columnSquared[row + v] - Float(v * v)) / Float(2 * (q - v))
                                    if crossing > bounds[count - 1] { break }
                                    count -= 1
                                    crossing = -.infinity
                                }
                                bounds[count] = crossing
                                vertices[count] = q
                                count += 1
                            }
                            guard count > 0 else { continue }
                            var k = 0
                            for x in 0..<width {
                                while k + 1 < count, bounds[k + 1] < Float(x) { k += 1 }
                                seedX[row + x] = Int32(vertices[k])
                                seedY[row + x] = nearestRow[row + vertices[k]]
                            }
                        }
                    }
                }
            }
        }
        cover.withUnsafeBufferPointer { cover in
            seedX.withUnsafeBufferPointer { seedX in
                seedY.withUnsafeBufferPointer { seedY in
                    field.withUnsafeMutableBufferPointer { field in
                        // The edge lies `0.5 - coverage` beyond a seed's centre.
                        func distance(_ x: Int, _ y: Int, to seed: Int) -> Float {
                            let sx = Int(seedX[seed]), sy = Int(seedY[seed])
                            let dx = Float(x - sx), dy = Float(y - sy)
                            return (dx * dx + dy * dy).squareRoot() + 0.5 - cover[sy * width + sx]
                        }
                        for y in 0..<height {
                            for x in 0..<width {
                                let index = y * width + x
                                if cover[index] > 0 {
                                    field[index] = 0.5 - cover[index]
                                    continue
                                }
                                guard seedX[index] >= 0 else { continue }
                                var best = distance(x, y, to: index)
                                // The nearest covered pixel by centres need not
                                // be the nearest edge (a faint one puts the edge
                                // farther off than a fuller one just beyond it),
                                // so a pixel near enough weighs its neighbours'.
                                if best <= limit {
                                    for ny in max(0, y - 1)...min(height - 1, y + 1) {
                                        for nx in max(0, x - 1)...min(width - 1, x + 1) {
                                            let other = ny * width + nx
                                            // Mostly the same seed: no need to measure it again.
                                            guard seedX[other] >= 0, seedX[other] != seedX[index] || seedY[other] != seedY[index] else { continue }
                                            best = min(best, distance(x, y, to: other))
                                        }
                                    }
                                }
                                field[index] = best
                            }
                        }
                    }
                }
            }
        }
        distances = field
    }

    /// The distance at pixel (`x`, `y`).
    subscript(x: Int, y: Int) -> Float { distances[y * width + x] }
}
