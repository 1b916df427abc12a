import CCairo
import Geo

extension BaseMapRenderer {
    /// The smallest population labelled at `zoom`: megacities at world zoom,
    /// every place the data has (≥ 15,000) at city zoom.
    static func minimumLabelPopulation(forZoom zoom: Double) -> Int {
        switch zoom {
        case ..<2: 8_000_000
        case ..<2.7: 4_000_000
        case ..<3.5: 2_000_000
        case ..<4.3: 800_000
        case ..<5.2: 300_000
        case ..<6.2: 100_000
        case ..<7.2: 50_000
        case ..<8.2: 25_000
        default: 15_000
        }
    }

    /// Labels of at most this many candidates are measured per render, so a
    /// dense view costs a bounded amount of text layout.
    static let labelCandidateLimit = 600

    /// Places labels greedily (degree labels at the edges when
    /// `graticuleLabels`, countries first when zoomed out, then cities by
    /// population), draws them with a white halo, and returns what it placed.
    func placeAndDrawLabels(_ frame: BaseMapFrame, _ cr: OpaquePointer, graticuleLabels: Bool) -> [MapPlacedLabel] {
        guard let layout = pango_cairo_create_layout(cr) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var placer = MapLabelPlacer(width: frame.viewport.width, height: frame.viewport.height, edgeMargin: 3)
        var placed: [MapPlacedLabel] = []
        if graticuleLabels { drawGraticuleLabels(frame, cr, layout, &placer) }
        let zoom = frame.viewport.zoom
        if zoom < 5 {
            placeCountryLabels(frame, cr, layout, &placer, &placed)
            if let atlas { placeCityLabels(atlas, frame, cr, layout, &placer, &placed) }
        } else {
            if let atlas { placeCityLabels(atlas, frame, cr, layout, &placer, &placed) }
            placeCountryLabels(frame, cr, layout, &placer, &placed)
        }
        return placed
    }

    private func placeCityLabels(
        _ atlas: WorldAtlas, _ frame: BaseMapFrame, _ cr: OpaquePointer, _ layout: OpaquePointer,
        _ placer: inout MapLabelPlacer, _ placed: inout [MapPlacedLabel]
    ) {
        let minimum = Self.minimumLabelPopulation(forZoom: frame.viewport.zoom)
        // The atlas's list, shared with every other renderer: each place
        // is decoded and projected once per language, not once per map.
        let places = atlas.labelPlaces(minimumPopulation: minimum, language: language)
        let viewport = frame.viewport
        var measured = 0
        for candidate in places {
            for copy in frame.copies {
                let x = candidate.position.x * frame.worldSize + frame.offsetX(copy: copy)
                let y = candidate.position.y * frame.worldSize + frame.offsetY
                guard x >= 0, x <= viewport.width, y >= 0, y <= viewport.height else { continue }
                let radius = candidate.population >= 1_000_000 ? 2.6 : 2.1
                let dot = SIMD4(x - radius - 1, y - radius - 1, x + radius + 1, y + radius + 1)
                guard placer.isFree(dot) else { continue }
                measured += 1
                let font = fonts.forCity(population: candidate.population)
                let size = font.apply(candidate.name, to: layout)
                guard let box = firstFittingBox(around: (x, y), radius: radius, textSize: size, placer: placer) else { continue }
                placer.take(box)
                placer.take(dot)
                // Placed either way, so the labels that are drawn are the
                // ones a render of the whole view would draw.
                if frame.isDrawn(SIMD4(min(box.x, dot.x), min(box.y, dot.y), max(box.z, dot.z), max(box.w, dot.w))) {
                    drawDot(x, y, radius: radius, cr)
                    drawText(layout, in: font, atX: box.x + 1, y: box.y + 1, color: candidate.population >= 200_000 ? style.cityText : style.minorCityText, cr)
                }
                placed.append(MapPlacedLabel(
                    name: candidate.name, anchorX: x, anchorY: y,
                    boxX: box.x, boxY: box.y, boxWidth: box.z - box.x, boxHeight: box.w - box.y))
            }
            if measured >= Self.labelCandidateLimit { break }
        }
    }

    /// Right of the dot first (the cartographic convention), then left, above, below.
    private func firstFittingBox(
        around point: (Double, Double), radius: Double, textSize: (width: Double, height: Double), placer: MapLabelPlacer
    ) -> SIMD4<Double>? {
        let (x, y) = point
        let w = textSize.width + 2, h = textSize.height + 2
        let gap = radius + 2
        let options = [
            SIMD2(x + gap, y - h / 2), SIMD2(x - gap - w, y - h / 2),
            SIMD2(x - w / 2, y - gap - h), SIMD2(x - w / 2, y + gap),
        ]
        for origin in options {
            let box = SIMD4(origin.x, origin.y, origin.x + w, origin.y + h)
            if placer.fits(box) { return box }
        }
        return nil
    }

    private func placeCountryLabels(
        _ frame: BaseMapFrame, _ cr: OpaquePointer, _ layout: OpaquePointer,
        _ placer: inout MapLabelPlacer, _ placed: inout [MapPlacedLabel]
    ) {
        let zoom = frame.viewport.zoom
        guard zoom < 7.5, let layer = countryLayer(Self.detailLevel(forZoom: zoom), for: frame) else { return }
        let viewport = frame.viewport
        // Per country and world copy, its largest part whose centre is in
        // view: Alaska gets "United States" when the lower 48 are off screen.
        var candidates: [(feature: Int, ring: Int, copy: Int, area: Double)] = []
        for copy in frame.copies {
            let visible = frame.visibleBox(copy: copy)
            for feature in layer.features.indices where BaseMapFrame.intersects(layer.featureBoxes[feature], visible) {
                var best = -1, bestArea = 0.0
                for ring in layer.featureRings[feature] where layer.ringArea(ring) > bestArea {
                    let c = layer.ringCentroid(ring)
                    let x = c.x * frame.worldSize + frame.offsetX(copy: copy), y = c.y * frame.worldSize + frame.offsetY
                    guard viewport.contains(x: x, y: y, margin: 0) else { continue }
                    best = ring
                    bestArea = layer.ringArea(ring)
                }
                if best >= 0 { candidates.append((feature, best, copy, bestArea)) }
            }
        }
        candidates.sort { $0.area > $1.area }
        for candidate in candidates {
            let box = layer.ringBox(candidate.ring)
            let screenWidth = (box.z - box.x) * frame.worldSize
            let screenHeight = (box.w - box.y) * frame.worldSize
            guard screenWidth > 50, screenHeight > 14 else { continue }
            let name = layer.features[candidate.feature].name(in: language)
            guard !name.isEmpty else { continue }
            let center = layer.ringCentroid(candidate.ring)
            let x = center.x * frame.worldSize + frame.offsetX(copy: candidate.copy)
            let y = center.y * frame.worldSize + frame.offsetY
            let font = screenWidth > 260 ? fonts.largeCountry : fonts.country
            let size = font.apply(language == .english ? name.uppercased() : name, to: layout)
            // Only where the country is clearly bigger than its name.
            guard size.width < screenWidth * 0.8, size.height < screenHeight * 0.8 else { continue }
            let labelBox = SIMD4(x - size.width / 2 - 1, y - size.height / 2 - 1, x + size.width / 2 + 1, y + size.height / 2 + 1)
            guard placer.fits(labelBox) else { continue }
            placer.take(labelBox)
            if frame.isDrawn(labelBox) {
                drawText(layout, in: font, atX: labelBox.x + 1, y: labelBox.y + 1, color: style.countryText, cr)
            }
            placed.append(MapPlacedLabel(
                name: name, anchorX: x, anchorY: y,
                boxX: labelBox.x, boxY: labelBox.y, boxWidth: labelBox.z - labelBox.x, boxHeight: labelBox.w - labelBox.y))
        }
    }

    /// A city's dot: a disc of `radius` ringed by `cityDotRingWidth`.
    ///
    /// The ring is a disc reaching the ring's outer edge with the dot's
    /// disc filled over it, which paints what stroking the dot's outline
    /// would (the dot's colour is opaque, so nothing of the ring's inner
    /// half shows), and two fills cost Cairo less than a stroke. Internal
    /// for `CityDotTests`, which check that it paints what the stroke does.
    func drawDot(_ x: Double, _ y: Double, radius: Double, _ cr: OpaquePointer) {
        cairo_new_path(cr)
        cairo_arc(cr, x, y, radius + style.cityDotRingWidth / 2, 0, 2 * .pi)
        style.cityDotRing.setSource(on: cr)
        cairo_fill(cr)
        cairo_arc(cr, x, y, radius, 0, 2 * .pi)
        style.cityDot.setSource(on: cr)
        cairo_fill(cr)
    }

    /// The layout's text, set in `font`, at (x, y) (its top-left), over a
    /// halo so it reads on land, water and borders alike.
    private func drawText(
        _ layout: OpaquePointer, in font: BaseMapLabelFont, atX x: Double, y: Double, color: BaseMapColor, _ cr: OpaquePointer
    ) {
        font.show(layout, at: x, y, in: cr) {
            // The halo keeps its width in points whatever the face's scale.
            TextHalo(radius: style.haloWidth / 2 / font.scale).draw(layout, atX: 0, y: 0, color: style.halo, in: cr)
            color.setSource(on: cr)
        }
    }
}
