import CCairo
import MapRendering
import Testing

@Suite struct MarkerArtworkTests {
    /// Renders both markers on a map-like background at 1x and 2x.
    @Test(arguments: [1.0, 2.0])
    func markersDrawAroundTheirAnchor(scale: Double) {
        let surface = RenderSurface(width: 240, height: 120, scaleFactor: scale)
        let digger = MarkerArtwork(kind: .digger)
        let cross = MarkerArtwork(kind: .antipode)
        surface.draw { cr in
            cairo_set_source_rgb(cr, 0.95, 0.93, 0.89)
            cairo_rectangle(cr, 0, 0, 120, 120)
            cairo_fill(cr)
            cairo_set_source_rgb(cr, 0.67, 0.83, 0.92)
            cairo_rectangle(cr, 120, 0, 120, 120)
            cairo_fill(cr)
            digger.draw(in: cr, anchoredAt: MapPoint(x: 70, y: 90))
            digger.draw(in: cr, anchoredAt: MapPoint(x: 170, y: 90), lift: MarkerArtwork.dragLift)
            cross.draw(in: cr, anchoredAt: MapPoint(x: 215, y: 30))
        }
        Shots.write(surface, "markers@\(Int(scale))x")
        // The X's centre is its red; the digger's torso sits above-left of the anchor.
        #expect(surface.color(atPoint: 215, 30).distance(to: cross.characteristicColor) < 0.1)
        #expect(surface.color(atPoint: 70 - 32 * 0.54, 90 - 60 * 0.54).distance(to: digger.characteristicColor) < 0.1)
    }
}
