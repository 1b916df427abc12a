import Geo

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A part of the world a level of detail can be projected for alone: the
/// areas a map's first renders show, rather than the whole world.
///
/// A start view sees a few percent of a level's vertices; projecting just
/// the rings that reach into it gets the first frame drawn without first
/// projecting the world, which waits until after it (`tunnel-bench map`
/// prints what projecting each level costs).
///
/// The region is kept in two forms: boxes in normalised Web Mercator (x 0…1
/// from 180° W, y 0…1 from the top, none crossing ±180°) to tell whether a
/// render's frame lies inside it, and the same boxes in degrees, grown by a
/// hair, to pick the rings a projection keeps by their bounds in the data,
/// with no projection of their own.
struct BaseMapRegion: Sendable, Equatable {
    /// Normalised boxes (min x, min y, max x, max y), each inside the unit square.
    let boxes: [SIMD4<Double>]
    /// `boxes` in degrees, grown by ``slack``.
    private let bounds: [GeoBounds]

    /// How far (degrees) the boxes are grown to choose rings, so that one
    /// whose box only touches the region in its rounding is kept all the same.
    static let slack = 1e-4

    /// The region the render areas `areas` see, their frames' margins
    /// included (the same world a render of each one culls against).
    init(seenBy areas: [MapViewport]) {
        var boxes: [SIMD4<Double>] = []
        for area in areas {
            let frame = BaseMapFrame(viewport: area)
            for copy in frame.copies {
                if let box = Self.clipped(frame.visibleBox(copy: copy)) { boxes.append(box) }
            }
        }
        self.boxes = boxes
        bounds = boxes.map(Self.degrees(of:))
    }

    /// Whether a render of `frame` finds in the region every ring it can
    /// draw or label: each world copy it sees lies inside one box.
    func covers(_ frame: BaseMapFrame) -> Bool {
        frame.copies.allSatisfy { copy in
            guard let seen = Self.clipped(frame.visibleBox(copy: copy)) else { return true }
            return boxes.contains { $0.x <= seen.x && $0.y <= seen.y && $0.z >= seen.z && $0.w >= seen.w }
        }
    }

    /// Whether a ring with bounds `ring` reaches into the region.
    func includes(_ ring: GeoBounds) -> Bool {
        bounds.contains { $0.intersects(ring) }
    }

    /// `box` cut to the unit square, or nil when nothing of it is left.
    private static func clipped(_ box: SIMD4<Double>) -> SIMD4<Double>? {
        let cut = SIMD4(max(0, box.x), max(0, box.y), min(1, box.z), min(1, box.w))
        return cut.x <= cut.z && cut.y <= cut.w ? cut : nil
    }

    /// A normalised box in degrees, grown by ``slack``; a box reaching the
    /// top or bottom of the square world reaches the pole, since latitudes
    /// beyond the Mercator limit are drawn clamped onto that edge.
    private static func degrees(of box: SIMD4<Double>) -> GeoBounds {
        GeoBounds(
            minLatitude: box.w >= 1 ? -90 : latitude(atY: box.w) - slack,
            minLongitude: box.x * 360 - 180 - slack,
            maxLatitude: box.y <= 0 ? 90 : latitude(atY: box.y) + slack,
            maxLongitude: box.z * 360 - 180 + slack)
    }

    /// The latitude at normalised Web Mercator `y` (0 at the top).
    private static func latitude(atY y: Double) -> Double {
        atan(sinh(.pi * (1 - 2 * y))) * 180 / .pi
    }
}
