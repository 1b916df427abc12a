import ContainmentGtk
import Containment
import Foundation
import Geo

/// Draws a Book page with Cairo: paper with a shadow into the gutter, a
/// running head, the country's names in Chinese and English, its outline
/// among its neighbours on a graticule, and its facts.
@MainActor enum CountryPagePainter {
    typealias RGB = (Double, Double, Double)
    static let paper: RGB = (0.984, 0.969, 0.933)
    static let ink: RGB = (0.17, 0.16, 0.20)
    static let muted: RGB = (0.50, 0.47, 0.42)
    static let accent: RGB = (0.55, 0.23, 0.18)
    static let sea: RGB = (0.85, 0.90, 0.92)
    static let land: RGB = (0.94, 0.92, 0.86)
    static let country: RGB = (0.87, 0.70, 0.42)

    /// Paints page `pageNumber` showing `entry` into (0, 0, `size`).
    ///
    /// - Parameter gutterOnLeft: Whether the spine is on the page's left.
    static func paint(
        _ context: DrawingContext, entry: CountryBook.Entry, neighbours: [PolygonFeature], pageNumber: Int,
        gutterOnLeft: Bool, size: Size
    ) {
        let w = size.width, h = size.height
        guard w > 40, h > 40 else { return }
        paintPaper(context, size: size, gutterOnLeft: gutterOnLeft)
        let margin = (w * 0.085).rounded()
        let inner = w - 2 * margin
        var y = (margin * 0.55).rounded()

        // Running head.
        let head = "THE WORLD ATLAS  ·  世界地图集"
        BookText.draw(context, head, font: "DejaVu Sans 7.5px", x: margin, y: y, width: inner, color: rgba(muted, 1),
                      alignment: gutterOnLeft ? .right : .left, letterSpacing: 1)
        y += 16
        rule(context, x: margin, y: y, width: inner, alpha: 0.35)
        y += max(12, h * 0.03)

        // Names: Chinese large, English beneath.
        let titleSize = (min(w * 0.085, h * 0.06)).rounded()
        let codeWidth = entry.code == nil ? 0.0 : 48.0
        y += BookText.draw(context, entry.chineseName, font: "Noto Serif CJK SC Bold \(Int(titleSize))px",
                           x: margin, y: y, width: inner - codeWidth, color: rgba(ink, 1))
        if let code = entry.code { badge(context, code, x: margin + inner - 40, y: y - titleSize * 0.95) }
        y += 2
        y += BookText.draw(context, entry.englishName, font: "DejaVu Serif Italic \(Int((titleSize * 0.5).rounded()))px",
                           x: margin, y: y, width: inner, color: rgba(accent, 1))
        y += max(10, h * 0.022)

        // The map.
        let factsHeight = min(h * 0.27, 190)
        let footer = margin * 0.9
        let mapHeight = max(60, h - y - factsHeight - footer - 16)
        let mapRect = Rect(x: margin, y: y, width: inner, height: mapHeight)
        drawMap(context, entry: entry, neighbours: neighbours, in: mapRect)
        y += mapHeight + 16

        // Facts, in two columns.
        drawFacts(context, entry: entry, x: margin, y: y, width: inner)

        // Folio.
        BookText.draw(context, "— \(pageNumber) —", font: "DejaVu Serif 11px", x: margin, y: h - footer * 0.75,
                      width: inner, color: rgba(muted, 1), alignment: .center)
        BookText.draw(context, "Natural Earth · GeoNames", font: "DejaVu Sans 7px", x: margin, y: h - footer * 0.7,
                      width: inner, color: rgba(muted, 0.7),
                      alignment: gutterOnLeft ? .right : .left)
    }

    private static func rgba(_ c: RGB, _ alpha: Double) -> (Double, Double, Double, Double) { (c.0, c.1, c.2, alpha) }

    private static func paintPaper(_ context: DrawingContext, size: Size, gutterOnLeft: Bool) {
        context.setColor(red: paper.0, green: paper.1, blue: paper.2)
        context.paint()
        // The page bends into the spine: darker towards the gutter.
        let reach = size.width * 0.1
        let from = gutterOnLeft ? 0.0 : size.width
        let to = gutterOnLeft ? reach : size.width - reach
        let gutter = Gradient.linear(fromX: from, y: 0, toX: to, y: 0)
        gutter.addColorStop(at: 0, red: 0.25, green: 0.2, blue: 0.1, alpha: 0.22)
        gutter.addColorStop(at: 0.35, red: 0.25, green: 0.2, blue: 0.1, alpha: 0.06)
        gutter.addColorStop(at: 1, red: 0.25, green: 0.2, blue: 0.1, alpha: 0)
        context.setSource(gutter)
        context.paint()
        // The fore-edge: a hint of the pages beneath.
        let edge = gutterOnLeft ? size.width - 1.5 : 1.5
        for offset in [0.0, 3.0] {
            let x = gutterOnLeft ? edge - offset : edge + offset
            context.move(toX: x, y: 2)
            context.addLine(toX: x, y: size.height - 2)
        }
        context.setColor(red: 0.55, green: 0.5, blue: 0.42, alpha: 0.25)
        context.lineWidth = 1
        context.stroke()
    }

    private static func rule(_ context: DrawingContext, x: Double, y: Double, width: Double, alpha: Double) {
        context.move(toX: x, y: y + 0.5)
        context.addLine(toX: x + width, y: y + 0.5)
        context.setColor(red: muted.0, green: muted.1, blue: muted.2, alpha: alpha)
        context.lineWidth = 1
        context.stroke()
    }

    private static func badge(_ context: DrawingContext, _ text: String, x: Double, y: Double) {
        let width = 40.0, height = 20.0
        context.addRoundedRectangle(x: x, y: y, width: width, height: height, radius: 4)
        context.setColor(red: accent.0, green: accent.1, blue: accent.2, alpha: 0.9)
        context.lineWidth = 1.2
        context.stroke()
        BookText.draw(context, text, font: "DejaVu Sans Bold 10px", x: x, y: y + 3, width: width,
                      color: rgba(accent, 1), alignment: .center, letterSpacing: 1)
    }

    // MARK: - Map

    /// Longitude, latitude bounds, with longitudes shifted past 180° for
    /// countries that straddle the antimeridian (Russia, Fiji, the USA).
    private struct Frame {
        var minLon, maxLon, minLat, maxLat: Double
        var wraps: Bool
        var cosLat: Double { cos((minLat + maxLat) / 2 * .pi / 180) }
    }

    private static func frame(of feature: PolygonFeature) -> Frame {
        let b = feature.bounds
        let wraps = b.maxLongitude - b.minLongitude > 270
        var frame = Frame(minLon: .infinity, maxLon: -.infinity, minLat: b.minLatitude, maxLat: b.maxLatitude, wraps: wraps)
        if wraps {
            feature.forEachRing { points in
                for i in stride(from: 0, to: points.count, by: 2) {
                    var lon = Double(points[i])
                    if lon < 0 { lon += 360 }
                    frame.minLon = min(frame.minLon, lon)
                    frame.maxLon = max(frame.maxLon, lon)
                }
            }
        } else {
            frame.minLon = b.minLongitude
            frame.maxLon = b.maxLongitude
        }
        return frame
    }

    private static func drawMap(
        _ context: DrawingContext, entry: CountryBook.Entry, neighbours: [PolygonFeature], in rect: Rect
    ) {
        var geo = frame(of: entry.feature)
        // Tiny countries sit in at least a degree and a half of context.
        let minimumSpan = 1.5
        let lonSpan = geo.maxLon - geo.minLon, latSpan = geo.maxLat - geo.minLat
        if lonSpan < minimumSpan { geo.minLon -= (minimumSpan - lonSpan) / 2; geo.maxLon += (minimumSpan - lonSpan) / 2 }
        if latSpan < minimumSpan { geo.minLat -= (minimumSpan - latSpan) / 2; geo.maxLat += (minimumSpan - latSpan) / 2 }
        let cosLat = max(0.2, geo.cosLat)
        let padding = 0.08
        let spanX = (geo.maxLon - geo.minLon) * cosLat * (1 + 2 * padding)
        let spanY = (geo.maxLat - geo.minLat) * (1 + 2 * padding)
        let scale = min(rect.width / spanX, rect.height / spanY)
        let centerLon = (geo.minLon + geo.maxLon) / 2, centerLat = (geo.minLat + geo.maxLat) / 2
        let cx = rect.minX + rect.width / 2, cy = rect.minY + rect.height / 2
        func project(_ lon: Double, _ lat: Double) -> (Double, Double) {
            var lon = lon
            if geo.wraps && lon < 0 { lon += 360 }
            return (cx + (lon - centerLon) * cosLat * scale, cy - (lat - centerLat) * scale)
        }

        context.save()
        context.addRectangle(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        context.clip(preservingPath: true)
        context.setColor(red: sea.0, green: sea.1, blue: sea.2)
        context.fill()

        // Neighbours, pale.
        let visibleLon = (rect.width / 2) / (cosLat * scale), visibleLat = (rect.height / 2) / scale
        let window = (minLon: centerLon - visibleLon, maxLon: centerLon + visibleLon,
                      minLat: centerLat - visibleLat, maxLat: centerLat + visibleLat)
        for other in neighbours where other.name != entry.feature.name {
            let b = other.bounds
            guard b.maxLatitude >= window.minLat, b.minLatitude <= window.maxLat else { continue }
            let overlapsLon = (b.maxLongitude >= window.minLon && b.minLongitude <= window.maxLon)
                || (geo.wraps && b.maxLongitude + 360 >= window.minLon && b.minLongitude + 360 <= window.maxLon)
            guard overlapsLon else { continue }
            path(context, other, project: project)
            context.setColor(red: land.0, green: land.1, blue: land.2)
            context.fill(preservingPath: true)
            context.setColor(red: 0.62, green: 0.57, blue: 0.47, alpha: 0.6)
            context.lineWidth = 0.6
            context.stroke()
        }

        graticule(context, window: window, project: project, rect: rect, span: max(lonSpan, latSpan))

        // The country.
        path(context, entry.feature, project: project)
        context.fillRule = .evenOdd
        context.setColor(red: country.0, green: country.1, blue: country.2)
        context.fill(preservingPath: true)
        context.setColor(red: 0.45, green: 0.30, blue: 0.12, alpha: 0.9)
        context.lineWidth = 1.1
        context.lineJoin = .round
        context.stroke()
        context.fillRule = .winding

        // A small country gets a ring so the eye finds it.
        if max(lonSpan, latSpan) < 0.6 {
            let (x, y) = project(centerLon, centerLat)
            context.addCircle(centerX: x, centerY: y, radius: 22)
            context.setColor(red: accent.0, green: accent.1, blue: accent.2, alpha: 0.8)
            context.lineWidth = 1.5
            context.stroke()
        }
        context.restore()

        // A fine double frame, as engraved maps have.
        context.addRectangle(x: rect.minX + 0.5, y: rect.minY + 0.5, width: rect.width - 1, height: rect.height - 1)
        context.setColor(red: ink.0, green: ink.1, blue: ink.2, alpha: 0.55)
        context.lineWidth = 1
        context.stroke()
        context.addRectangle(x: rect.minX - 3.5, y: rect.minY - 3.5, width: rect.width + 7, height: rect.height + 7)
        context.setColor(red: ink.0, green: ink.1, blue: ink.2, alpha: 0.25)
        context.stroke()
    }

    private static func path(
        _ context: DrawingContext, _ feature: PolygonFeature, project: (Double, Double) -> (Double, Double)
    ) {
        context.newPath()
        feature.forEachRing { points in
            guard points.count >= 6 else { return }
            let (x0, y0) = project(Double(points[0]), Double(points[1]))
            context.move(toX: x0, y: y0)
            for i in stride(from: 2, to: points.count, by: 2) {
                let (x, y) = project(Double(points[i]), Double(points[i + 1]))
                context.addLine(toX: x, y: y)
            }
            context.closePath()
        }
    }

    private static func graticule(
        _ context: DrawingContext, window: (minLon: Double, maxLon: Double, minLat: Double, maxLat: Double),
        project: (Double, Double) -> (Double, Double), rect: Rect, span: Double
    ) {
        let step: Double = span > 60 ? 15 : span > 25 ? 10 : span > 10 ? 5 : span > 4 ? 2 : 1
        context.setColor(red: 0.35, green: 0.45, blue: 0.55, alpha: 0.28)
        context.lineWidth = 0.6
        var lon = (window.minLon / step).rounded(.down) * step
        while lon <= window.maxLon {
            let (x, _) = project(lon > 180 ? lon - 360 : lon, 0)
            context.move(toX: x, y: rect.minY)
            context.addLine(toX: x, y: rect.maxY)
            lon += step
        }
        var lat = (window.minLat / step).rounded(.down) * step
        while lat <= window.maxLat {
            let (_, y) = project(0, lat)
            context.move(toX: rect.minX, y: y)
            context.addLine(toX: rect.maxX, y: y)
            lat += step
        }
        context.stroke()
    }

    // MARK: - Facts

    private static func drawFacts(_ context: DrawingContext, entry: CountryBook.Entry, x: Double, y: Double, width: Double) {
        let b = entry.feature.bounds
        var facts: [(String, String)] = [
            ("AREA · 面积", "\(grouped(Int(entry.areaSquareKilometres.rounded()))) km²"),
            ("LATITUDE · 纬度", "\(degrees(b.minLatitude, "N", "S")) – \(degrees(b.maxLatitude, "N", "S"))"),
        ]
        if let city = entry.largestCity {
            facts.insert(("LARGEST CITY · 最大城市", city.name), at: 1)
            facts.append(("ITS POPULATION · 人口", grouped(city.population)))
        }
        facts.append(("LONGITUDE · 经度", "\(degrees(b.minLongitude, "E", "W")) – \(degrees(b.maxLongitude, "E", "W"))"))
        facts.append(("TOWNS OVER 15,000 · 城镇", entry.cityCount > 0 ? grouped(entry.cityCount) : "none listed"))
        let column = (width - 16) / 2
        for (index, fact) in facts.enumerated() {
            let cx = x + Double(index % 2) * (column + 16)
            let cy = y + Double(index / 2) * 44
            BookText.draw(context, fact.0, font: "Noto Sans CJK SC 8px", x: cx, y: cy, width: column,
                          color: rgba(muted, 1), letterSpacing: 1)
            BookText.draw(context, fact.1, font: "DejaVu Serif 13px", x: cx, y: cy + 14, width: column,
                          color: rgba(ink, 1))
        }
    }

    /// 1234567 as "1,234,567".
    static func grouped(_ value: Int) -> String {
        let digits = String(abs(value))
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return value < 0 ? "-" + out : out
    }

    private static func degrees(_ value: Double, _ positive: String, _ negative: String) -> String {
        "\(Int(abs(value).rounded()))° \(value >= 0 ? positive : negative)"
    }
}
