import Geo
@testable import MapRendering
import Testing

@Suite struct WayDownPainterTests {
    static let profile = TunnelProfile(start: .land, end: .ocean)

    static func scene(distanceKm: Double, appearance: WayDownScene.Appearance = .light) -> WayDownScene {
        let labels = EarthLayer.allCases.map { layer in
            WayDownScene.Label(layer: layer, title: layer.rawValue, details: ["0–35 km", "15–550 °C · 0–1 GPa"])
        }
        return WayDownScene(
            profile: profile, startName: "Skjern, Denmark", endName: "South Pacific Ocean", labels: labels,
            readout: WayDownScene.Readout(
                clock: "12:34", caption: "Falling",
                lines: ["Depth 2,891 km", "Speed 7.4 km/s", "PREM 38 min · uniform 42 min", "Peak 9.9 km/s"]),
            distanceKm: distanceKm, appearance: appearance)
    }

    static func render(_ scene: WayDownScene, width: Double = 1000, height: Double = 720)
        -> (RenderSurface, WayDownPainter)
    {
        let surface = RenderSurface(width: width, height: height)
        let painter = WayDownPainter()
        surface.draw { cr in painter.draw(scene, in: cr, width: width, height: height) }
        return (surface, painter)
    }

    static func overlap(_ a: MapRect, _ b: MapRect) -> Bool {
        a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
    }

    @Test(arguments: [WayDownScene.Appearance.light, .dark])
    func layerColoursSitAtTheirRadii(appearance: WayDownScene.Appearance) throws {
        let (surface, painter) = Self.render(Self.scene(distanceKm: 0, appearance: appearance))
        Shots.write(surface, "waydown-\(appearance)")
        let layout = try #require(painter.lastLayout)
        let c = layout.center, r = layout.radius
        // Sample on the left, where no leader or label goes, in each band's middle.
        let expectations: [(EarthLayer, Double)] = [
            (.upperMantle, 200), (.transitionZone, 535), (.lowerMantle, 1800),
            (.outerCore, 4000), (.innerCore, 5800),
        ]
        for (layer, depth) in expectations {
            let radius = WayDownPainter.radius(atDepthKm: depth, discRadius: r)
            // Just above the horizontal diameter: the top half, below the start.
            let color = surface.color(atPoint: c.x - radius, c.y - 3)
            let expected = WayDownPalette.color(for: layer)
            #expect(color.distance(to: expected) < 0.12, "\(layer) at \(depth) km: \(color)")
        }
        // Outside the disc: the background, not a layer.
        let outside = surface.color(atPoint: c.x - r * 1.2, c.y + r * 0.9)
        #expect(EarthLayer.allCases.allSatisfy { outside.distance(to: WayDownPalette.color(for: $0)) > 0.2 })
        #expect(painter.lastUnknownGlyphCount == 0)
    }

    @Test func labelsDoNotOverlapEachOtherOrTheCut() throws {
        for size in [(1000.0, 720.0), (760.0, 520.0), (1400.0, 900.0), (640.0, 810.0), (480.0, 700.0)] {
            let (_, painter) = Self.render(Self.scene(distanceKm: 3000), width: size.0, height: size.1)
            let layout = try #require(painter.lastLayout)
            let rects = layout.labelRects
            #expect(rects.count == EarthLayer.allCases.count)
            for (i, a) in rects.enumerated() {
                #expect(a.x >= layout.center.x + layout.radius, "label \(i) over the cut at \(size)")
                #expect(a.maxY <= size.1 && a.y >= 0)
                for b in rects[(i + 1)...] {
                    #expect(!Self.overlap(a, b), "labels overlap at \(size): \(a) \(b)")
                }
            }
            // Beside the cut in a wide view, above it (and its names) in a tall one.
            let readout = layout.readoutRect
            #expect(readout.maxX < layout.center.x - layout.radius || readout.maxY < layout.center.y - layout.radius - 40)
            for label in rects { #expect(!Self.overlap(label, readout)) }
        }
    }

    @Test func chineseTextFindsItsFontsAndLongLinesWrap() throws {
        var scene = Self.scene(distanceKm: 5830)
        scene.startName = "马德里"
        scene.endName = "马纳瓦图-旺阿努伊"
        scene.labels = [WayDownScene.Label(layer: .outerCore, title: "外核", details: ["2,891–5,150 公里", "约 3,700–5,400 °C · 136–329 吉帕"])]
        scene.readout = WayDownScene.Readout(
            clock: "20:00", caption: "已暂停", lines: ["深度 5,830 公里 · 内核", "PREM 模型 38.2 分钟 · 均匀地球 42.2 分钟"])
        let (surface, painter) = Self.render(scene, width: 1100, height: 670)
        Shots.write(surface, "waydown-zh")
        #expect(painter.lastUnknownGlyphCount == 0)
        // The long fall-times line wraps onto a second line instead of being cut:
        // the card grows by about a line over one whose lines are short.
        var oneLiners = scene
        oneLiners.readout.lines = ["深度 5,830 公里 · 内核", "PREM"]
        let short = Self.render(oneLiners, width: 1100, height: 670).1
        let wrapped = try #require(painter.lastLayout).readoutRect.height
        let unwrapped = try #require(short.lastLayout).readoutRect.height
        #expect(wrapped > unwrapped + 10)
    }

    /// GNOME's smallest window leaves the way down's picture about 360×190
    /// points: no room for the labels' column, so the cut takes it, and the
    /// readout card moves up to keep its last line in view.
    @Test func theSmallestViewDropsTheLabelsAndKeepsTheReadoutWhole() throws {
        let (surface, painter) = Self.render(Self.scene(distanceKm: 0), width: 360, height: 190)
        Shots.write(surface, "waydown-smallest")
        let layout = try #require(painter.lastLayout)
        #expect(layout.labelRects.isEmpty)
        #expect(layout.radius >= 40, "radius \(layout.radius)")
        #expect(layout.readoutRect.y >= 0 && layout.readoutRect.maxY <= 190, "\(layout.readoutRect)")
        #expect(layout.readoutRect.maxX < layout.center.x - layout.radius)
        #expect(!WayDownGeometry(width: 360, height: 190, readoutHeight: 0).showsLabels)
        #expect(WayDownGeometry(width: 640, height: 810, readoutHeight: 200).showsLabels)
    }

    @Test func tallViewPutsTheReadoutAboveTheCut() throws {
        let (surface, painter) = Self.render(Self.scene(distanceKm: 2500), width: 640, height: 810)
        Shots.write(surface, "waydown-tall")
        let layout = try #require(painter.lastLayout)
        #expect(layout.radius > 190)
        #expect(layout.readoutRect.maxY < layout.center.y - layout.radius)
    }

    @Test func diggerMovesDownTheTunnelWithTime() throws {
        let train = TunnelJourney.physics.prem
        var lastY = -1.0
        var lastInkY = -1.0
        for minutes in [0.0, 10, 19, 30, 38.2] {
            let distance = train.state(at: minutes * 60).distance / 1000
            let (surface, painter) = Self.render(Self.scene(distanceKm: distance))
            let layout = try #require(painter.lastLayout)
            let anchor = layout.diggerAnchor
            #expect(anchor.y > lastY)
            #expect(abs(anchor.x - layout.center.x) < 0.5)
            lastY = anchor.y
            // The digger's ink is really there: find its pixels above the anchor.
            let ink = MarkerArtwork(kind: .digger).characteristicColor
            var inkRows: [Double] = []
            for y in stride(from: anchor.y - 70, to: anchor.y + 2, by: 1) {
                for x in stride(from: anchor.x - 50, to: anchor.x + 10, by: 1)
                where surface.color(atPoint: x, y).distance(to: ink) < 0.08 {
                    inkRows.append(y)
                }
            }
            #expect(inkRows.count > 40, "no digger at \(minutes) min")
            let meanY = inkRows.reduce(0, +) / Double(max(1, inkRows.count))
            #expect(meanY > lastInkY)
            lastInkY = meanY
        }
        #expect(abs(lastY - (try #require(Self.render(Self.scene(distanceKm: 12742)).1.lastLayout).center.y
            + (try #require(Self.render(Self.scene(distanceKm: 0)).1.lastLayout).radius))) < 1)
    }

    @Test func stillIsReusedWhileTheDiggerFalls() throws {
        let surface = RenderSurface(width: 900, height: 640)
        let painter = WayDownPainter()
        for km in stride(from: 0.0, through: 12742, by: 1000) {
            surface.draw { cr in painter.draw(Self.scene(distanceKm: km), in: cr, width: 900, height: 640) }
        }
        #expect(painter.stillRenderCount == 1)
        // The digger still moved, and the last frame shows him near the antipode.
        let layout = try #require(painter.lastLayout)
        #expect(layout.diggerAnchor.y > layout.center.y + layout.radius * 0.8)
        var renamed = Self.scene(distanceKm: 0)
        renamed.endName = "Tasman Sea"
        surface.draw { cr in painter.draw(renamed, in: cr, width: 900, height: 640) }
        surface.draw { cr in painter.draw(renamed, in: cr, width: 800, height: 640) }
        #expect(painter.stillRenderCount == 3)
    }

    @Test func uniformEarthRingLagsBehindWhenGiven() throws {
        var scene = Self.scene(distanceKm: 5000)
        let (plain, _) = Self.render(scene)
        scene.uniformDistanceKm = 3000
        scene.uniformCaption = "uniform Earth"
        let (ghosted, painter) = Self.render(scene)
        Shots.write(ghosted, "waydown-uniform")
        let layout = try #require(painter.lastLayout)
        let y = layout.center.y - layout.radius + 2 * layout.radius * 3000 / 12742
        let ring = WayDownPalette.uniformGhost
        func ringPixels(_ surface: RenderSurface) -> Int {
            var n = 0
            for dy in -8...8 {
                for dx in -8...8 where surface.color(atPoint: layout.center.x + Double(dx), y + Double(dy)).distance(to: ring) < 0.15 {
                    n += 1
                }
            }
            return n
        }
        #expect(ringPixels(ghosted) > 15)
        #expect(ringPixels(plain) == 0)
        #expect(painter.lastUnknownGlyphCount == 0)
    }

    /// Near the surface the two falls are close: the uniform Earth's
    /// caption moves left, clear of the digger drawn over it, and otherwise
    /// sits beside its ring.
    @Test func uniformEarthCaptionStaysClearOfTheDigger() throws {
        var scene = Self.scene(distanceKm: 200)
        scene.uniformDistanceKm = 190
        scene.uniformCaption = "uniform Earth"
        let (near, painter) = Self.render(scene)
        Shots.write(near, "waydown-uniform-near")
        let layout = try #require(painter.lastLayout)
        let caption = try #require(layout.uniformCaptionRect)
        let digger = MarkerArtwork(kind: .digger, size: WayDownGeometry(width: 1000, height: 720, readoutHeight: 0).diggerSize)
            .bodyFrame(anchoredAt: layout.diggerAnchor)
        #expect(caption.maxY > digger.y && caption.y < digger.maxY, "the test's falls are not side by side")
        #expect(!Self.overlap(caption, digger), "caption \(caption) under the digger \(digger)")

        scene.distanceKm = 5000
        scene.uniformDistanceKm = 3000
        let (_, apart) = Self.render(scene)
        let alone = try #require(apart.lastLayout?.uniformCaptionRect)
        #expect(alone.maxX < layout.center.x && alone.maxX > layout.center.x - 20, "caption \(alone) not beside its ring")
    }

    @Test func travelledShaftIsAccented() throws {
        let (surface, painter) = Self.render(Self.scene(distanceKm: 9000))
        let layout = try #require(painter.lastLayout)
        let c = layout.center, r = layout.radius
        // Above the digger's figure and below it: accent, then the dark shaft.
        let fallen = surface.color(atPoint: c.x, c.y - r * 0.5)
        let ahead = surface.color(atPoint: c.x, c.y + r * 0.9)
        let accent = MapColor(hex: 0x1FA58E)
        #expect(fallen.distance(to: accent) < 0.15)
        #expect(ahead.distance(to: accent) > 0.3)
    }
}
