import CCairo
import MapRendering
import Testing

/// A marker painted from its image (``MarkerArtwork/image(lift:scale:stepX:stepY:)``)
/// lands where the artwork drawn at the anchor's quarter pixel would, and
/// an image serves only the placement, lift and scale it was drawn for.
@Suite struct MarkerArtworkImageTests {
    @Test func placementSplitsTheAnchorIntoAWholePixelAndAQuarterStep() {
        let centred = MarkerArtwork.Placement(anchor: MapPoint(x: 320, y: 180.5), scale: 1)
        #expect((centred.pixelX, centred.pixelY, centred.stepX, centred.stepY) == (320, 180, 0, 2))
        // 10.3 × 2 × 4 = 82.4 quarters: pixel 20, step 2; 7.9 × 2 × 4 = 63.2: pixel 15, step 3.
        let doubled = MarkerArtwork.Placement(anchor: MapPoint(x: 10.3, y: 7.9), scale: 2)
        #expect((doubled.pixelX, doubled.pixelY, doubled.stepX, doubled.stepY) == (20, 15, 2, 3))
        // Just short of the next pixel rounds up into it, at step 0.
        let edge = MarkerArtwork.Placement(anchor: MapPoint(x: 4.99, y: 0), scale: 1)
        #expect((edge.pixelX, edge.stepX) == (5, 0))
    }

    /// The same pixels, whichever way the marker reaches the surface.
    @Test(arguments: [
        (MarkerArtwork.Kind.digger, 1.0, 0.0), (.digger, 2.0, 0.0), (.digger, 1.0, MarkerArtwork.dragLift),
        (.antipode, 1.0, 0.0), (.antipode, 2.0, 0.0),
    ])
    func paintingTheImageMatchesDrawingTheArtwork(kind: MarkerArtwork.Kind, scale: Double, lift: Double) {
        let artwork = MarkerArtwork(kind: kind)
        let anchor = MapPoint(x: 61.3, y: 70.6)
        let placement = MarkerArtwork.Placement(anchor: anchor, scale: scale)
        let steps = Double(MarkerArtwork.imageSteps)
        let snapped = MapPoint(
            x: (placement.pixelX + Double(placement.stepX) / steps) / scale,
            y: (placement.pixelY + Double(placement.stepY) / steps) / scale)
        let drawn = RenderSurface(width: 120, height: 120, scaleFactor: scale)
        drawn.draw { artwork.draw(in: $0, anchoredAt: snapped, lift: lift) }
        let image = artwork.image(lift: lift, scale: scale, stepX: placement.stepX, stepY: placement.stepY)
        let painted = RenderSurface(width: 120, height: 120, scaleFactor: scale)
        painted.draw { image.paint(in: $0, at: placement) }
        var worst = 0.0, inked = 0
        for y in 0..<drawn.pixelHeight {
            for x in 0..<drawn.pixelWidth {
                let a = drawn.pixel(x: x, y: y), b = painted.pixel(x: x, y: y)
                worst = max(worst, abs(a.alpha - b.alpha), abs(a.red * a.alpha - b.red * b.alpha))
                if a.alpha > 0.5 { inked += 1 }
            }
        }
        #expect(inked > 100, "the marker drew next to nothing")
        #expect(worst <= 2.0 / 255, "largest difference \(worst * 255) of 255")
    }

    @Test func anImageServesOnlyWhatItWasDrawnFor() {
        let placement = MarkerArtwork.Placement(anchor: MapPoint(x: 50.25, y: 40.75), scale: 1)
        let image = MarkerArtwork(kind: .digger).image(lift: 0, scale: 1, stepX: placement.stepX, stepY: placement.stepY)
        #expect(image.serves(placement, lift: 0, scale: 1))
        #expect(image.serves(MarkerArtwork.Placement(anchor: MapPoint(x: 80.25, y: 10.75), scale: 1), lift: 0, scale: 1))
        #expect(!image.serves(MarkerArtwork.Placement(anchor: MapPoint(x: 50.5, y: 40.75), scale: 1), lift: 0, scale: 1))
        #expect(!image.serves(placement, lift: MarkerArtwork.dragLift, scale: 1))
        #expect(!image.serves(placement, lift: 0, scale: 2))
    }
}
