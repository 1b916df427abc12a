import CCairo
import MapRendering
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The markers' look held against reference renderings made with the
/// stacked-ring shadow that the distance-field shadow replaced (every ring a
/// silhouette of all primitives grown by its radius, painted at low
/// opacity): the same halo and body, and a shadow within a few levels.
///
/// `TUNNEL_RECORD_REFERENCES=1` writes the references instead of comparing.
@Suite struct MarkerShadowReferenceTests {
    /// `References/` beside this file, read from the source tree.
    static let directory = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/") + "/References"

    /// Both markers at rest, half lifted and lifted, each drawn twice on a
    /// transparent surface: anchored on a device pixel and off it.
    static func render(_ kind: MarkerArtwork.Kind, lift: Double, scale: Double) -> RenderSurface {
        let artwork = MarkerArtwork(kind: kind)
        let frame = artwork.paintFrame(anchoredAt: MapPoint(x: 0, y: 0), lift: lift)
        let surface = RenderSurface(width: 2 * frame.width + 6, height: frame.height + 4, scaleFactor: scale)
        surface.draw { cr in
            artwork.draw(in: cr, anchoredAt: MapPoint(x: 2 - frame.x, y: 2 - frame.y), lift: lift)
            artwork.draw(in: cr, anchoredAt: MapPoint(x: 4.37 + frame.width - frame.x, y: 2.29 - frame.y), lift: lift)
        }
        return surface
    }

    static let cases: [(MarkerArtwork.Kind, Double, Double)] = [MarkerArtwork.Kind.digger, .antipode].flatMap { kind in
        [1.0, 2.0].flatMap { scale in [0.0, 5.0, MarkerArtwork.dragLift].map { (kind, $0, scale) } }
    }

    @Test(arguments: 0..<12)
    func matchesTheStackedRingsItReplaced(index: Int) throws {
        let (kind, lift, scale) = Self.cases[index]
        let name = "marker-\(kind == .digger ? "digger" : "x")-lift\(Int(lift))@\(Int(scale))x.png"
        let path = Self.directory + "/" + name
        let drawn = Self.render(kind, lift: lift, scale: scale)
        if getenv("TUNNEL_RECORD_REFERENCES") != nil {
            mkdir(Self.directory, 0o755)
            #expect(drawn.writePNG(to: path))
            return
        }
        let reference = try #require(cairo_image_surface_create_from_png(path))
        defer { cairo_surface_destroy(reference) }
        try #require(cairo_surface_status(reference) == CAIRO_STATUS_SUCCESS, "missing reference \(name)")
        try #require(Int(cairo_image_surface_get_width(reference)) == drawn.pixelWidth)
        try #require(Int(cairo_image_surface_get_height(reference)) == drawn.pixelHeight)
        let stride = Int(cairo_image_surface_get_stride(reference))
        let expected = try #require(cairo_image_surface_get_data(reference))
        let actual = try #require(cairo_image_surface_get_data(drawn.surface))
        var worst = 0, total = 0
        for row in 0..<drawn.pixelHeight {
            for byte in 0..<(drawn.pixelWidth * 4) {
                let difference = abs(Int(expected[row * stride + byte]) - Int(actual[row * stride + byte]))
                worst = max(worst, difference)
                total += difference
            }
        }
        let mean = Double(total) / Double(drawn.pixelWidth * drawn.pixelHeight * 4)
        // The references composited each ring in 8 bits, the field does not:
        // a level or two everywhere, and up to 17 where a ring's
        // anti-aliased edge falls between two of the field's estimates.
        #expect(worst <= 20, "\(name): a channel \(worst) levels from the reference")
        #expect(mean <= 0.75, "\(name): \(mean) levels from the reference on average")
    }
}
