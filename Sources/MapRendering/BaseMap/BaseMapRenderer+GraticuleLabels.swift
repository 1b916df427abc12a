import CCairo
import Geo

extension BaseMapRenderer {
    /// Degree labels where graticule lines meet the top and left edges, so
    /// a view of open ocean still says where it is. They are taken in the
    /// placer first, so place labels keep clear of them.
    func drawGraticuleLabels(_ frame: BaseMapFrame, _ cr: OpaquePointer, _ layout: OpaquePointer, _ placer: inout MapLabelPlacer) {
        let font = fonts.graticule
        drawGraticuleLabels(frame, cr, &placer) { text in
            let size = font.apply(text, to: layout)
            return (layout, size.width, size.height)
        }
    }

    /// The degree labels, each set by `layout` (a layout showing the text
    /// in the graticule face, and its size).
    private func drawGraticuleLabels(
        _ frame: BaseMapFrame, _ cr: OpaquePointer, _ placer: inout MapLabelPlacer,
        layout: (String) -> (layout: OpaquePointer, width: Double, height: Double)
    ) {
        let font = fonts.graticule
        let viewport = frame.viewport
        guard viewport.zoom >= 3 else { return }
        let step = Self.graticuleStep(forZoom: viewport.zoom)
        let inset = 4.0
        var lastRight = -Double.infinity
        for copy in frame.copies {
            let offset = frame.offsetX(copy: copy)
            let west = max(-180, (-offset / frame.worldSize) * 360 - 180)
            let east = min(180, ((viewport.width - offset) / frame.worldSize) * 360 - 180)
            var lon = (west / step).rounded(.up) * step
            while lon <= east {
                let x = ((lon + 180) / 360 * frame.worldSize + offset).rounded() + 0.5
                let label = layout(Self.degrees(lon, positive: "E", negative: "W"))
                let box = SIMD4(x + 3, inset, x + 3 + label.width, inset + label.height)
                if box.x > lastRight + 4, placer.fits(box) {
                    placer.take(box)
                    drawGraticuleText(label.layout, font, box, cr)
                    lastRight = box.z
                }
                lon += step
            }
        }
        let limit = WebMercator.maximumLatitude
        let north = min(limit, viewport.coordinate(atX: 0, y: 0).latitude)
        let south = max(-limit, viewport.coordinate(atX: 0, y: viewport.height).latitude)
        var lat = (south / step).rounded(.up) * step
        while lat <= north {
            let y = (BaseMapProjectedLayer.mercatorY(latitude: lat) * frame.worldSize + frame.offsetY).rounded() + 0.5
            let label = layout(Self.degrees(lat, positive: "N", negative: "S"))
            let box = SIMD4(inset, y - label.height - 1, inset + label.width, y - 1)
            if placer.fits(box) {
                placer.take(box)
                drawGraticuleText(label.layout, font, box, cr)
            }
            lat += step
        }
    }

    /// Degree labels along the edges of `viewport`, drawn over a cached base
    /// (whose edges lie beyond the view) wherever they miss `labels` (the
    /// place labels painted in view, and their dots). The cached labels keep
    /// their places, so here the degree labels give way rather than them.
    /// `layouts`, kept by the caller from frame to frame, saves making and
    /// shaping the labels' layouts every frame.
    func drawEdgeGraticuleLabels(
        _ viewport: MapViewport, avoiding labels: [MapPlacedLabel], in cr: OpaquePointer,
        layouts: GraticuleLabelLayouts? = nil
    ) {
        guard viewport.zoom >= 3 else { return }
        var placer = MapLabelPlacer(width: viewport.width, height: viewport.height, edgeMargin: 3)
        for label in labels {
            placer.take(SIMD4(label.boxX, label.boxY, label.boxX + label.boxWidth, label.boxY + label.boxHeight))
            // The city dot beside the text (a country's anchor is inside its box anyway).
            placer.take(SIMD4(label.anchorX - 4, label.anchorY - 4, label.anchorX + 4, label.anchorY + 4))
        }
        if let layouts, layouts.update(for: cr) {
            let font = fonts.graticule
            drawGraticuleLabels(BaseMapFrame(viewport: viewport), cr, &placer) { text in
                let layout = layouts.layout(GraticuleLabelKey(text: text, font: ObjectIdentifier(font))) {
                    _ = font.apply(text, to: $0)
                }
                let size = font.logicalSize(of: layout)
                return (layout, size.width, size.height)
            }
        } else if let layout = pango_cairo_create_layout(cr) {
            drawGraticuleLabels(BaseMapFrame(viewport: viewport), cr, layout, &placer)
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
    }

    /// `170°W`, `55°S`, `0°`: whole degrees, since lines fall on whole degrees.
    static func degrees(_ value: Double, positive: String, negative: String) -> String {
        let whole = Int(value.rounded())
        if whole == 0 || abs(whole) == 180 { return "\(abs(whole))°" }
        return "\(abs(whole))°" + (whole > 0 ? positive : negative)
    }

    private func drawGraticuleText(_ layout: OpaquePointer, _ font: BaseMapLabelFont, _ box: SIMD4<Double>, _ cr: OpaquePointer) {
        style.graticuleText.setSource(on: cr)
        font.show(layout, at: box.x, box.y, in: cr)
    }
}
