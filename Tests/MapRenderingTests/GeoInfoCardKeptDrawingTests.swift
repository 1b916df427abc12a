import CCairo
@testable import MapRendering
import Testing

/// The card keeps its background in a surface and its text's layouts from
/// draw to draw: what it draws from them must be what a fresh draw makes,
/// pixel for pixel, and anything that changes the picture must draw it anew.
@Suite struct GeoInfoCardKeptDrawingTests {
    static let withEyebrow = GeoInfoCardContent(
        kind: .place, eyebrow: "Where you dig", title: "Skjern",
        lines: ["Midtjylland, Denmark", "56°33′00″ N, 8°19′00″ E"])
    static let contents = [
        GeoInfoCardTests.skjern, GeoInfoCardTests.ocean, GeoInfoCardTests.lookingUp, GeoInfoCardTests.failed,
        withEyebrow,
    ]

    /// A fresh draw of `content`, keeping nothing, at `origin` on a surface of `surfaceSize`.
    static func afresh(
        _ content: GeoInfoCardContent, width: Double, height: Double, scale: Double,
        origin: (x: Double, y: Double) = (0, 0), surfaceSize: (Double, Double)? = nil
    ) -> (RenderSurface, [MapRect]) {
        let surface = RenderSurface(
            width: surfaceSize?.0 ?? width, height: surfaceSize?.1 ?? height, scaleFactor: scale)
        let layout = surface.draw { cr in
            cairo_translate(cr, origin.x, origin.y)
            return GeoInfoCard.drawAfresh(content, in: cr, width: width, height: height).layout
        }
        return (surface, layout)
    }

    /// `card`'s draw of `content` on a new surface.
    static func drawn(
        _ card: GeoInfoCard, _ content: GeoInfoCardContent, width: Double, height: Double, scale: Double,
        origin: (x: Double, y: Double) = (0, 0), surfaceSize: (Double, Double)? = nil
    ) -> RenderSurface {
        let surface = RenderSurface(
            width: surfaceSize?.0 ?? width, height: surfaceSize?.1 ?? height, scaleFactor: scale)
        surface.draw { cr in
            cairo_translate(cr, origin.x, origin.y)
            card.draw(content, in: cr, width: width, height: height)
        }
        return surface
    }

    /// How many pixels of the two surfaces differ in any byte.
    static func differingPixels(_ a: RenderSurface, _ b: RenderSurface) -> Int {
        guard a.pixelWidth == b.pixelWidth, a.pixelHeight == b.pixelHeight,
              let dataA = cairo_image_surface_get_data(a.surface),
              let dataB = cairo_image_surface_get_data(b.surface) else { return Int.max }
        let strideA = Int(cairo_image_surface_get_stride(a.surface))
        let strideB = Int(cairo_image_surface_get_stride(b.surface))
        var count = 0
        for y in 0..<a.pixelHeight {
            for x in 0..<a.pixelWidth {
                let pixelA = dataA.advanced(by: y * strideA + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
                let pixelB = dataB.advanced(by: y * strideB + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
                if pixelA != pixelB { count += 1 }
            }
        }
        return count
    }

    @Test(arguments: [1.0, 2.0])
    func keptDrawingIsPixelForPixelAFreshDraw(scale: Double) {
        for content in Self.contents {
            let (reference, layout) = Self.afresh(content, width: 420, height: 300, scale: scale)
            let card = GeoInfoCard()
            let first = Self.drawn(card, content, width: 420, height: 300, scale: scale)
            let again = Self.drawn(card, content, width: 420, height: 300, scale: scale)
            #expect(Self.differingPixels(first, reference) == 0, "\(content.title) at \(scale)×, first draw")
            #expect(Self.differingPixels(again, reference) == 0, "\(content.title) at \(scale)×, kept draw")
            #expect(card.lastLayout == layout)
            // The second draw reused both: one background, one layout.
            #expect(card.backgrounds.drawCount == 1)
            #expect(card.textLayoutCount == 1)
        }
    }

    /// A card laid out ahead draws its kept text at its first draw, and
    /// that draw is what a fresh draw makes; another content or size is
    /// laid out anew.
    @Test(arguments: [1.0, 2.0])
    func cardLaidOutAheadDrawsTheKeptTextPixelForPixel(scale: Double) {
        for content in Self.contents {
            let (reference, layout) = Self.afresh(content, width: 420, height: 300, scale: scale)
            let card = GeoInfoCard()
            let like = RenderSurface(width: 1, height: 1, scaleFactor: scale)
            card.layOutAhead(content, like: like.surface, width: 420, height: 300)
            #expect(card.textLayoutCount == 1)
            let first = Self.drawn(card, content, width: 420, height: 300, scale: scale)
            #expect(Self.differingPixels(first, reference) == 0, "\(content.title) at \(scale)×, laid out ahead")
            #expect(card.lastLayout == layout)
            #expect(card.textLayoutCount == 1, "\(content.title) at \(scale)× was laid out again")
            _ = Self.drawn(card, content, width: 420, height: 280, scale: scale)
            #expect(card.textLayoutCount == 2)
        }
    }

    @Test(arguments: [1.0, 2.0])
    func keptDrawingAtAnOffsetCopiesWholePixels(scale: Double) {
        // A card inside a bigger surface, as in a window's paint buffer.
        let content = GeoInfoCardTests.skjern
        // At 2× half a point is a whole pixel.
        let origin = (x: 37.0, y: scale == 2 ? 12.5 : 12)
        let (reference, _) = Self.afresh(content, width: 300, height: 220, scale: scale,
                                         origin: origin, surfaceSize: (360, 260))
        let card = GeoInfoCard()
        _ = Self.drawn(card, content, width: 300, height: 220, scale: scale, origin: origin, surfaceSize: (360, 260))
        let kept = Self.drawn(card, content, width: 300, height: 220, scale: scale, origin: origin, surfaceSize: (360, 260))
        #expect(Self.differingPixels(kept, reference) == 0)
        #expect(card.backgrounds.drawCount == 1)
    }

    @Test func aContextNotOnWholePixelsDrawsDirectly() {
        // Half a pixel off at 1×: a kept background would be resampled, so the
        // card draws it afresh and matches the reference exactly.
        let content = GeoInfoCardTests.skjern
        let (reference, _) = Self.afresh(content, width: 300, height: 220, scale: 1, origin: (0.5, 0.5),
                                         surfaceSize: (310, 230))
        let card = GeoInfoCard()
        let drawn = Self.drawn(card, content, width: 300, height: 220, scale: 1, origin: (0.5, 0.5),
                               surfaceSize: (310, 230))
        #expect(Self.differingPixels(drawn, reference) == 0)
        #expect(card.backgrounds.drawCount == 0)
    }

    @Test(arguments: [1.0, 2.0])
    func changingContentSizeOrKindDrawsAnew(scale: Double) {
        let card = GeoInfoCard()
        _ = Self.drawn(card, GeoInfoCardTests.skjern, width: 420, height: 300, scale: scale)
        // New text, same kind and size: the background is reused, the text is not.
        let ocean = Self.drawn(card, GeoInfoCardTests.ocean, width: 420, height: 300, scale: scale)
        let (oceanReference, oceanLayout) = Self.afresh(GeoInfoCardTests.ocean, width: 420, height: 300, scale: scale)
        #expect(Self.differingPixels(ocean, oceanReference) == 0)
        #expect(card.lastLayout == oceanLayout)
        #expect(card.backgrounds.drawCount == 1)
        #expect(card.textLayoutCount == 2)
        #expect(card.lastUnknownGlyphCount == 0)
        // Another kind: another background (the failed card's glow and edge are warm).
        let failed = Self.drawn(card, GeoInfoCardTests.failed, width: 420, height: 300, scale: scale)
        #expect(Self.differingPixels(failed, Self.afresh(GeoInfoCardTests.failed, width: 420, height: 300, scale: scale).0) == 0)
        #expect(card.backgrounds.drawCount == 2)
        // Another size: both anew.
        let smaller = Self.drawn(card, GeoInfoCardTests.failed, width: 300, height: 200, scale: scale)
        let (smallerReference, smallerLayout) = Self.afresh(GeoInfoCardTests.failed, width: 300, height: 200, scale: scale)
        #expect(Self.differingPixels(smaller, smallerReference) == 0)
        #expect(card.lastLayout == smallerLayout)
        #expect(card.backgrounds.drawCount == 3)
        #expect(card.textLayoutCount == 4)
        // Back to the first: let go when the smaller card was drawn, so drawn
        // anew, as fresh; the smaller one stays kept.
        let back = Self.drawn(card, GeoInfoCardTests.skjern, width: 420, height: 300, scale: scale)
        #expect(Self.differingPixels(back, Self.afresh(GeoInfoCardTests.skjern, width: 420, height: 300, scale: scale).0) == 0)
        #expect(card.backgrounds.drawCount == 4)
        _ = Self.drawn(card, GeoInfoCardTests.failed, width: 300, height: 200, scale: scale)
        #expect(card.backgrounds.drawCount == 4)
    }

    /// A card drawn smaller lets the bigger backgrounds go: a window that
    /// grew huge and shrank back leaves none of its huge ones kept.
    @Test func aSmallerCardLetsTheBiggerBackgroundsGo() {
        let card = GeoInfoCard()
        _ = Self.drawn(card, GeoInfoCardTests.skjern, width: 420, height: 300, scale: 1)
        _ = Self.drawn(card, GeoInfoCardTests.skjern, width: 1600, height: 1200, scale: 1)
        #expect(card.backgrounds.keptSizes.map(\.width) == [420, 1600])
        let small = Self.drawn(card, GeoInfoCardTests.skjern, width: 640, height: 480, scale: 1)
        #expect(card.backgrounds.keptSizes.map(\.width) == [420, 640])
        #expect(Self.differingPixels(small, Self.afresh(GeoInfoCardTests.skjern, width: 640, height: 480, scale: 1).0) == 0)
    }

    @Test func anotherDeviceScaleDrawsAnew() {
        let card = GeoInfoCard()
        _ = Self.drawn(card, GeoInfoCardTests.skjern, width: 420, height: 300, scale: 1)
        let double = Self.drawn(card, GeoInfoCardTests.skjern, width: 420, height: 300, scale: 2)
        #expect(Self.differingPixels(double, Self.afresh(GeoInfoCardTests.skjern, width: 420, height: 300, scale: 2).0) == 0)
        #expect(card.backgrounds.drawCount == 2)
    }

    @Test func aPreparedBackgroundIsSharedAndUsedOnTheFirstDraw() {
        let backgrounds = GeoInfoCardBackgrounds()
        let prototype = RenderSurface(width: 1, height: 1, scaleFactor: 2)
        backgrounds.prepare(.place, width: 420, height: 300, like: prototype.surface)
        #expect(backgrounds.drawCount == 1)
        let first = GeoInfoCard(backgrounds: backgrounds), second = GeoInfoCard(backgrounds: backgrounds)
        let a = Self.drawn(first, GeoInfoCardTests.skjern, width: 420, height: 300, scale: 2)
        let b = Self.drawn(second, GeoInfoCardTests.ocean, width: 420, height: 300, scale: 2)
        #expect(backgrounds.drawCount == 1)
        #expect(Self.differingPixels(a, Self.afresh(GeoInfoCardTests.skjern, width: 420, height: 300, scale: 2).0) == 0)
        #expect(Self.differingPixels(b, Self.afresh(GeoInfoCardTests.ocean, width: 420, height: 300, scale: 2).0) == 0)
    }
}
