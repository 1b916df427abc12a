import Geo
import MapRendering
import Testing
import CCairo

#if canImport(Glibc)
    import Glibc
#endif

/// The orthographic globe: the centre lands at the disc's centre, a point
/// 90° away on its rim, the far side behind, and the inverse undoes it.
@Suite struct GlobeProjectionTests {
    let projection = GlobeProjection(
        center: Coordinate(latitude: 40.4168, longitude: -3.7038), radius: 200, originX: 320, originY: 240)

    @Test func theCentreIsAtTheDiscsCentreFacingTheViewer() {
        let p = projection.project(projection.center)
        #expect(abs(p.x - 320) < 1e-9 && abs(p.y - 240) < 1e-9)
        #expect(abs(p.depth - 1) < 1e-12)
    }

    @Test(arguments: [0.0, 45, 90, 135, 180, 225, 270, 315])
    func aPointNinetyDegreesAwayIsOnTheRim(bearing: Double) {
        // A quarter of a great circle from the centre, on `bearing`.
        let phi1 = projection.center.latitude * .pi / 180, theta = bearing * .pi / 180
        let phi2 = asin(cos(phi1) * cos(theta))
        let lambda = atan2(sin(theta) * cos(phi1), -sin(phi1) * sin(phi2))
        var longitude = projection.center.longitude + lambda * 180 / .pi
        if longitude > 180 { longitude -= 360 } else if longitude < -180 { longitude += 360 }
        let point = Coordinate(latitude: phi2 * 180 / .pi, longitude: longitude)
        #expect(abs(point.distance(to: projection.center) - .pi / 2 * Coordinate.earthRadiusKilometres) < 0.01)
        let p = projection.project(point)
        let distance = ((p.x - 320) * (p.x - 320) + (p.y - 240) * (p.y - 240)).squareRoot()
        #expect(abs(distance - 200) < 0.05, "\(bearing)°: \(distance)")
        #expect(abs(p.depth) < 1e-3)
    }

    @Test func northIsUpEastIsRightAndTheAntipodeIsBehind() {
        let north = projection.project(Coordinate(latitude: 50, longitude: -3.7038))
        #expect(north.y < 240 && abs(north.x - 320) < 1e-9)
        let east = projection.project(Coordinate(latitude: 40.4168, longitude: 10))
        #expect(east.x > 320)
        #expect(projection.project(projection.center.antipode).depth < -0.999)
    }

    @Test func theInverseFindsTheCoordinateSeenAtAPoint() throws {
        for (latitude, longitude) in [(40.0, -3.0), (60.0, 30.0), (10.0, -50.0), (85.0, 100.0)] {
            let c = Coordinate(latitude: latitude, longitude: longitude)
            let p = projection.project(c)
            guard p.depth > 0 else { continue }
            let back = try #require(projection.coordinate(atX: p.x, y: p.y))
            #expect(back.distance(to: c) < 0.01, "\(c) → \(back)")
        }
        #expect(projection.coordinate(atX: 320 + 201, y: 240) == nil, "off the disc")
    }
}

/// The globe as drawn: land where the world data has land, the sea where it
/// has none, nothing of the far side, and the dark of space off the disc.
@Suite struct GlobeRendererTests {
    @Test func landAndSeaAreWhereTheyAreAndTheFarSideStaysHidden() throws {
        let atlas = try requireBaseMapAtlas()
        let center = Coordinate(latitude: 40.4168, longitude: -3.7038)
        let projection = GlobeRenderer.projection(centredOn: center, width: 400, height: 400)
        let image = BaseMapTestImage(width: 400, height: 400)
        GlobeRenderer(atlas: atlas).draw(projection, width: 400, height: 400, in: image.cr)
        cairo_surface_flush(image.surface)
        let stride = Int(cairo_image_surface_get_stride(image.surface)) / 4
        let data = cairo_image_surface_get_data(image.surface)!.withMemoryRebound(to: UInt32.self, capacity: stride * 400) { $0 }
        func colour(_ coordinate: Coordinate) -> (red: Int, green: Int, blue: Int) {
            let p = projection.project(coordinate)
            let word = data[Int(p.y) * stride + Int(p.x)]
            return (Int(word >> 16 & 0xFF), Int(word >> 8 & 0xFF), Int(word & 0xFF))
        }
        func isLand(_ c: (red: Int, green: Int, blue: Int)) -> Bool { c.red > 200 && c.blue < c.red }
        // Inland Spain, the Sahara and Belarus are land; mid-Atlantic is sea.
        for land in [Coordinate(latitude: 39.5, longitude: -4.5), Coordinate(latitude: 27, longitude: 17), Coordinate(latitude: 52, longitude: 30)] {
            #expect(isLand(colour(land)), "\(land): \(colour(land))")
        }
        for sea in [Coordinate(latitude: 35, longitude: -40), Coordinate(latitude: 0, longitude: -20)] {
            #expect(!isLand(colour(sea)), "\(sea): \(colour(sea))")
        }
        // A corner is space; the disc's rim is the only edge there is.
        let corner = data[2 * stride + 2]
        #expect(Int(corner >> 16 & 0xFF) < 30 && Int(corner & 0xFF) < 50)
    }

    @Test func aGlobeOverThePacificShowsNoLandOfTheFarSide() throws {
        // Seen from the South Pacific the near side is nearly all sea; Africa
        // and Eurasia, behind, must not show through.
        let atlas = try requireBaseMapAtlas()
        let projection = GlobeRenderer.projection(
            centredOn: Coordinate(latitude: -15, longitude: -150), width: 300, height: 300)
        let image = BaseMapTestImage(width: 300, height: 300)
        GlobeRenderer(atlas: atlas).draw(projection, width: 300, height: 300, in: image.cr)
        cairo_surface_flush(image.surface)
        let stride = Int(cairo_image_surface_get_stride(image.surface)) / 4
        let data = cairo_image_surface_get_data(image.surface)!.withMemoryRebound(to: UInt32.self, capacity: stride * 300) { $0 }
        var land = 0, disc = 0
        for y in 0..<300 {
            for x in 0..<300 where projection.isOnDisc(x: Double(x) + 0.5, y: Double(y) + 0.5) {
                disc += 1
                let word = data[y * stride + x]
                if Int(word >> 16 & 0xFF) > 200 && Int(word & 0xFF) < Int(word >> 16 & 0xFF) { land += 1 }
            }
        }
        // The Americas' west coast and Australia's east may reach the rim.
        #expect(Double(land) / Double(disc) < 0.12, "\(land) of \(disc) pixels are land")
    }
}
