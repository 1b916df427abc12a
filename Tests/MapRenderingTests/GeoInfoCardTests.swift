import CCairo
import MapRendering
import Testing

@Suite struct GeoInfoCardTests {
    static let skjern = GeoInfoCardContent(
        kind: .place, title: "Skjern",
        lines: ["Midtjylland, Denmark", "Nearest city: Herning (34 km away)", "56°33′00″ N, 8°19′00″ E"])
    static let ocean = GeoInfoCardContent(
        kind: .place, title: "新西兰", lines: ["南太平洋", "56°33′00″ S, 171°41′00″ W"])
    static let lookingUp = GeoInfoCardContent(kind: .lookingUp, title: "Looking up…", lines: ["56°33′00″ N, 8°19′00″ E"])
    static let failed = GeoInfoCardContent(
        kind: .failed, title: "Could not look up this place", lines: ["56°33′00″ N, 8°19′00″ E"])

    /// Renders `content` on a fresh surface and returns it with the card.
    static func render(_ content: GeoInfoCardContent, width: Double, height: Double, scale: Double = 1)
        -> (RenderSurface, GeoInfoCard)
    {
        let surface = RenderSurface(width: width, height: height, scaleFactor: scale)
        let card = GeoInfoCard()
        surface.draw { cr in card.draw(content, in: cr, width: width, height: height) }
        return (surface, card)
    }

    /// Number of near-white pixels inside a rectangle (points).
    static func whitePixels(_ surface: RenderSurface, in rect: MapRect) -> Int {
        var count = 0
        let s = surface.scaleFactor
        for y in Int(rect.y * s)..<Int(rect.maxY * s) {
            for x in Int(rect.x * s)..<Int(rect.maxX * s) {
                let c = surface.pixel(x: x, y: y)
                if c.red > 0.85 && c.green > 0.85 && c.blue > 0.85 { count += 1 }
            }
        }
        return count
    }

    @Test(arguments: [(640.0, 360.0), (300.0, 200.0), (540.0, 860.0)])
    func cornersShowTheDarkBackground(size: (Double, Double)) {
        let (surface, _) = Self.render(Self.skjern, width: size.0, height: size.1)
        Shots.write(surface, "card-place-\(Int(size.0))x\(Int(size.1))")
        let w = size.0 - 1, h = size.1 - 1
        // Top corners sit below the accent line's fade; check just inside.
        for (x, y, expected) in [
            (0.0, 4.0, GeoInfoCard.backgroundTop), (w, 4, GeoInfoCard.backgroundTop),
            (0, h, GeoInfoCard.backgroundBottom),
        ] {
            let c = surface.color(atPoint: x, y)
            #expect(c.alpha == 1)
            #expect(c.distance(to: expected) < 0.06, "corner (\(x), \(y)) is \(c)")
        }
    }

    @Test(arguments: [(640.0, 360.0, 1.0), (300.0, 200.0, 1.0), (640.0, 360.0, 2.0)])
    func titleIsWhiteAndCentred(size: (Double, Double, Double)) throws {
        let (surface, card) = Self.render(Self.skjern, width: size.0, height: size.1, scale: size.2)
        Shots.write(surface, "card-place-\(Int(size.0))x\(Int(size.1))@\(Int(size.2))x")
        let title = try #require(card.lastLayout.first)
        #expect(card.lastLayout.count == 4)
        #expect(abs(title.center.x - size.0 / 2) <= 2)
        #expect(Self.whitePixels(surface, in: title) > 30)
        // The whole text block is vertically centred too.
        let top = card.lastLayout.map(\.y).min()!, bottom = card.lastLayout.map(\.maxY).max()!
        #expect(abs((top + bottom) / 2 - size.1 / 2) < size.1 * 0.2)
        for rect in card.lastLayout {
            #expect(rect.x >= 0 && rect.maxX <= size.0 && rect.y >= 0 && rect.maxY <= size.1)
            #expect(abs(rect.center.x - size.0 / 2) <= 2)
        }
        // Lines do not overlap each other.
        for (a, b) in zip(card.lastLayout, card.lastLayout.dropFirst()) { #expect(a.maxY <= b.y + 0.5) }
    }

    @Test(arguments: [(640.0, 360.0), (300.0, 200.0)])
    func longTitleWrapsAndStaysInside(size: (Double, Double)) {
        let long = GeoInfoCardContent(
            kind: .place,
            title: "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch and the Great Southern Ocean Trench",
            lines: ["A region with a rather long name, Some Country Far Away", "12°00′00″ S, 123°00′00″ W"])
        let (surface, card) = Self.render(long, width: size.0, height: size.1)
        Shots.write(surface, "card-long-\(Int(size.0))x\(Int(size.1))")
        #expect(card.lastLayout.count == 3)
        for rect in card.lastLayout {
            #expect(rect.x >= 0 && rect.maxX <= size.0 && rect.y >= 0 && rect.maxY <= size.1, "\(rect)")
        }
        // It wrapped: the title is taller than one line of the short title.
        let (_, shortCard) = Self.render(Self.skjern, width: size.0, height: size.1)
        #expect(card.lastLayout[0].height > shortCard.lastLayout[0].height * 1.3)
        #expect(card.lastLayout[0].width <= size.0 - 20)
    }

    @Test func chineseTitleRendersRealGlyphs() throws {
        let (surface, card) = Self.render(Self.ocean, width: 640, height: 360)
        Shots.write(surface, "card-cjk-640x360")
        Shots.write(Self.render(Self.ocean, width: 300, height: 200).0, "card-cjk-300x200")
        #expect(card.lastUnknownGlyphCount == 0)
        let title = try #require(card.lastLayout.first)
        // Three ideographs: about three em squares wide, and plenty of white ink.
        #expect(title.width > title.height * 1.8)
        #expect(Self.whitePixels(surface, in: title) > 200)
    }

    @Test func theThreeStatesLookDifferent() {
        let a = Self.render(Self.skjern, width: 640, height: 360).0
        let b = Self.render(Self.lookingUp, width: 640, height: 360).0
        let c = Self.render(Self.failed, width: 640, height: 360).0
        Shots.write(b, "card-lookingUp-640x360")
        Shots.write(c, "card-failed-640x360")
        Shots.write(Self.render(Self.lookingUp, width: 300, height: 200).0, "card-lookingUp-300x200")
        Shots.write(Self.render(Self.failed, width: 300, height: 200).0, "card-failed-300x200")
        func differing(_ x: RenderSurface, _ y: RenderSurface) -> Int {
            var n = 0
            for py in stride(from: 0, to: x.pixelHeight, by: 2) {
                for px in stride(from: 0, to: x.pixelWidth, by: 2)
                where x.pixel(x: px, y: py).distance(to: y.pixel(x: px, y: py)) > 0.1 { n += 1 }
            }
            return n
        }
        #expect(differing(a, b) > 500)
        #expect(differing(a, c) > 500)
        #expect(differing(b, c) > 500)
        // The failed card carries an amber warning: some strongly warm pixels.
        var amber = 0
        for py in 0..<c.pixelHeight {
            for px in 0..<c.pixelWidth {
                let p = c.pixel(x: px, y: py)
                if p.red > 0.85 && p.green > 0.55 && p.blue < 0.4 { amber += 1 }
            }
        }
        #expect(amber > 100)
    }
}
