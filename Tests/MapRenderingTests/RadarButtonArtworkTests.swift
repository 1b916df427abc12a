#if canImport(Glibc)
import Glibc
#endif
import CCairo
import MapRendering
import Testing

@Suite struct RadarButtonArtworkTests {
    static let band = MapColor(hex: 0x1B2433)

    static func render(_ state: RadarButtonArtwork.State, focused: Bool = false, scale: Double = 1) -> RenderSurface {
        let surface = RenderSurface(width: 96, height: 96, scaleFactor: scale)
        surface.draw { cr in
            cairo_set_source_rgb(cr, band.red, band.green, band.blue)
            cairo_paint(cr)
            cairo_translate(cr, 12, 12)
            RadarButtonArtwork().draw(in: cr, width: 72, height: 72, state: state, focused: focused)
        }
        return surface
    }

    /// Mean colour over the button's disc (radius 30 about the centre).
    static func mean(_ s: RenderSurface) -> MapColor {
        var r = 0.0, g = 0.0, b = 0.0, n = 0.0
        let k = s.scaleFactor
        for y in 0..<s.pixelHeight {
            for x in 0..<s.pixelWidth {
                let dx = Double(x) / k - 48, dy = Double(y) / k - 48
                guard dx * dx + dy * dy < 30 * 30 else { continue }
                let c = s.pixel(x: x, y: y)
                r += c.red; g += c.green; b += c.blue; n += 1
            }
        }
        return MapColor(red: r / n, green: g / n, blue: b / n)
    }

    static func luminance(_ c: MapColor) -> Double { 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue }
    static func saturation(_ c: MapColor) -> Double {
        let mx = max(c.red, c.green, c.blue), mn = min(c.red, c.green, c.blue)
        return mx == 0 ? 0 : (mx - mn) / mx
    }

    /// A button paints its face from an image: the same pixels as the face
    /// drawn in place.
    @Test(arguments: [(RadarButtonArtwork.State.normal, false, 1.0), (.hover, true, 1.0), (.pressed, false, 2.0)])
    func theFaceImageHoldsTheFaceAsDrawn(state: RadarButtonArtwork.State, focused: Bool, scale: Double) {
        let drawn = RenderSurface(width: 84, height: 84, scaleFactor: scale)
        drawn.draw { RadarButtonArtwork().draw(in: $0, width: 84, height: 84, state: state, focused: focused) }
        let image = RadarButtonArtwork().image(width: 84, height: 84, scale: scale, state: state, focused: focused)
        #expect(image.pixelWidth == drawn.pixelWidth && image.pixelHeight == drawn.pixelHeight)
        let painted = RenderSurface(width: 84, height: 84, scaleFactor: scale)
        painted.draw { cr in
            cairo_set_source_surface(cr, image.surface, 0, 0)
            cairo_paint(cr)
        }
        var worst = 0.0
        for y in 0..<drawn.pixelHeight {
            for x in 0..<drawn.pixelWidth {
                let a = drawn.pixel(x: x, y: y), b = painted.pixel(x: x, y: y)
                worst = max(worst, abs(a.alpha - b.alpha), abs(a.green * a.alpha - b.green * b.alpha))
            }
        }
        #expect(worst <= 1.0 / 255, "largest difference \(worst * 255) of 255")
        #expect(painted.color(atPoint: 42, 55).alpha > 0.99, "no face in the image")
    }

    @Test func statesDifferInTheExpectedDirections() {
        let normal = Self.mean(Self.render(.normal))
        let hover = Self.mean(Self.render(.hover))
        let pressed = Self.mean(Self.render(.pressed))
        let insensitive = Self.mean(Self.render(.insensitive))
        #expect(Self.luminance(hover) > Self.luminance(normal) + 0.02)
        #expect(Self.luminance(pressed) < Self.luminance(normal) - 0.02)
        #expect(Self.saturation(insensitive) < Self.saturation(normal) * 0.6)
        #expect(Self.luminance(insensitive) < Self.luminance(normal))
        // The scope is teal: green leads.
        #expect(normal.green > normal.red && normal.green > normal.blue * 0.9)
    }

    @Test(arguments: [1.0, 2.0])
    func faceIsRoundAndCentred(scale: Double) {
        let s = Self.render(.normal, scale: scale)
        for state in [RadarButtonArtwork.State.normal, .hover, .pressed, .insensitive] {
            Shots.write(Self.render(state, scale: scale), "radar-\(state)@\(Int(scale))x")
        }
        Shots.write(Self.render(.normal, focused: true, scale: scale), "radar-focused@\(Int(scale))x")
        // Outside the bezel the band shows; the corners of the box are untouched.
        #expect(s.color(atPoint: 13, 13).distance(to: Self.band) < 0.02)
        #expect(s.color(atPoint: 82, 82).distance(to: Self.band) < 0.05)
        // The disc's edge is symmetric: left and right of centre at 28 pt both differ from the band.
        #expect(s.color(atPoint: 48 - 28, 48).distance(to: Self.band) > 0.1)
        #expect(s.color(atPoint: 48 + 28, 48).distance(to: Self.band) > 0.1)
    }

    @Test func focusRingIsVisible() {
        let plain = Self.render(.normal)
        let focused = Self.render(.normal, focused: true)
        // The ring sits just outside the bezel (radius 31 + 3 = 34 about the centre).
        var changed = 0
        for i in 0..<36 {
            let a = Double(i) * .pi / 18
            let x = 48 + 34 * cos(a), y = 48 + 34 * sin(a)
            if plain.color(atPoint: x, y).distance(to: focused.color(atPoint: x, y)) > 0.3 { changed += 1 }
        }
        #expect(changed > 30)
    }

    /// The scope's markings (rings, cross-hairs, ticks, the sweep and its
    /// leading edge, the blips) are drawn without a clip, so each must stay
    /// inside the scope's disc: the dark groove around it shows no trace of
    /// them, all the way round.
    @Test(arguments: [RadarButtonArtwork.State.normal, .hover])
    func theScopesMarkingsStayOffTheGroove(state: RadarButtonArtwork.State) {
        let scale = 2.0
        let face = RenderSurface(width: 84, height: 84, scaleFactor: scale)
        face.draw { RadarButtonArtwork().draw(in: $0, width: 84, height: 84, state: state, focused: false) }
        // The scope's radius in an 84-point box: the bezel's (84 / 2 − 5)
        // times 0.82; the groove is 1.2 points wide around it.
        let scope = (84.0 / 2 - 5) * 0.82
        var brightest = 0.0, darkest = 1.0, seen = 0
        for y in 0..<face.pixelHeight {
            for x in 0..<face.pixelWidth {
                let dx = (Double(x) + 0.5) / scale - 42, dy = (Double(y) + 0.5) / scale - 42
                let distance = (dx * dx + dy * dy).squareRoot()
                // Pixels wholly within the groove, clear of the scope's and the bezel's edges.
                guard distance > scope + 0.45, distance < scope + 0.85 else { continue }
                let luminance = Self.luminance(face.pixel(x: x, y: y))
                brightest = max(brightest, luminance)
                darkest = min(darkest, luminance)
                seen += 1
            }
        }
        #expect(seen > 300)
        #expect(brightest - darkest < 0.04, "a marking shows on the groove: luminance \(darkest) to \(brightest)")
    }
}
