import Testing
@testable import Geo

@Suite struct CoordinateTests {
    @Test func antipodeFollowsTheOriginalRule() {
        let denmark = Coordinate(latitude: 56.55, longitude: 8.316667)
        let antipode = denmark.antipode
        #expect(antipode.latitude == -56.55)
        #expect(antipode.longitude == 8.316667 - 180)
        #expect(Coordinate(latitude: 10, longitude: 0).antipode.longitude == -180)
        #expect(Coordinate(latitude: 10, longitude: -0.5).antipode.longitude == 179.5)
    }

    @Test(arguments: [(56.55, 8.316667), (-33.86, 151.21), (0.0, 0.5), (89.0, -179.5), (-90.0, 179.999)])
    func antipodeIsAnInvolutionAwayFromTheSeam(latitude: Double, longitude: Double) {
        let point = Coordinate(latitude: latitude, longitude: longitude)
        let back = point.antipode.antipode
        #expect(back.latitude == point.latitude)
        // ±180 rounds away the low bits of some longitudes: equal to 1e-12°, i.e. nanometres.
        #expect(abs(back.longitude - point.longitude) < 1e-12)
    }

    @Test(arguments: [0.5, -179.5, 90.25, -0.125])
    func antipodeIsExactlyAnInvolutionForRepresentableLongitudes(longitude: Double) {
        let point = Coordinate(latitude: 12.5, longitude: longitude)
        #expect(point.antipode.antipode == point)
    }

    @Test func antipodeOfTheSeamLandsOnTheSeam() {
        // 0 → −180 → 0: exact at the seam too, because −180 + 180 is 0.
        let point = Coordinate(latitude: 5, longitude: 0)
        #expect(point.antipode.antipode == point)
        #expect(Coordinate(latitude: 5, longitude: 180).longitude == -180)
    }

    @Test func antipodeIsHalfTheEarthAway() {
        let point = Coordinate(latitude: 40.4168, longitude: -3.7038)
        let halfCircumference = Double.pi * Coordinate.earthRadiusKilometres
        #expect(abs(point.distance(to: point.antipode) - halfCircumference) < 1e-6)
    }

    @Test func validationRejectsWhatIsNotACoordinate() throws {
        #expect(throws: CoordinateError.latitudeOutOfRange(91)) { try Coordinate.validated(latitude: 91, longitude: 0) }
        #expect(throws: CoordinateError.latitudeNotFinite) { try Coordinate.validated(latitude: .nan, longitude: 0) }
        #expect(throws: CoordinateError.longitudeNotFinite) { try Coordinate.validated(latitude: 0, longitude: .infinity) }
        #expect(throws: CoordinateError.longitudeOutOfRange(-181)) { try Coordinate.validated(latitude: 0, longitude: -181) }
        #expect(try Coordinate.validated(latitude: -90, longitude: 270).longitude == -90)
        #expect(try Coordinate.validated(latitude: 90, longitude: 180).longitude == -180)
    }

    @Test func longitudesWrapIntoTheHalfOpenRange() {
        #expect(Coordinate.normalizedLongitude(180) == -180)
        #expect(Coordinate.normalizedLongitude(-180) == -180)
        #expect(Coordinate.normalizedLongitude(540) == -180)
        #expect(Coordinate.normalizedLongitude(359.5) == -0.5)
        #expect(Coordinate.normalizedLongitude(-190) == 170)
    }

    @Test func distancesMatchKnownValues() {
        let london = Coordinate(latitude: 51.5074, longitude: -0.1278)
        let paris = Coordinate(latitude: 48.8566, longitude: 2.3522)
        #expect(abs(london.distance(to: paris) - 343.5) < 1)
        // Across the antimeridian: 0.02° of longitude at the equator ≈ 2.22 km.
        let west = Coordinate(latitude: 0, longitude: 179.99), east = Coordinate(latitude: 0, longitude: -179.99)
        #expect(abs(west.distance(to: east) - 2.2239) < 0.001)
        // Pole to pole.
        let north = Coordinate(latitude: 90, longitude: 0), south = Coordinate(latitude: -90, longitude: 77)
        #expect(abs(north.distance(to: south) - .pi * Coordinate.earthRadiusKilometres) < 1e-6)
    }

    @Test func unitVectorsRoundTrip() {
        for (lat, lon) in [(0.0, 0.0), (56.55, 8.316667), (-89.5, -179.5), (45, 90)] {
            let point = Coordinate(latitude: lat, longitude: lon)
            let back = Coordinate(unitVector: point.unitVector)
            #expect(abs(back.latitude - lat) < 1e-9 && abs(back.longitude - lon) < 1e-9)
        }
    }

    @Test func formatsDecimalAndDMS() {
        let denmark = Coordinate(latitude: 56.55, longitude: 8.316667)
        #expect(denmark.formattedDecimal() == "56.55000° N, 8.31667° E")
        #expect(denmark.formattedDMS() == "56°33′00″ N, 8°19′00″ E")
        let antipode = denmark.antipode
        #expect(antipode.formattedDMS(ascii: true) == "56°33'00\" S, 171°41'00\" W")
        #expect(Coordinate(latitude: -33.86, longitude: 151.21).formattedDecimal(fractionDigits: 2) == "33.86° S, 151.21° E")
        // Rounding carries seconds into minutes and degrees.
        #expect(Coordinate(latitude: 10.99999, longitude: 0).formattedDMS() == "11°00′00″ N, 0°00′00″ E")
        // No "−0.00° S".
        #expect(Coordinate(latitude: -0.000001, longitude: 0).formattedDecimal(fractionDigits: 2) == "0.00° N, 0.00° E")
        #expect(Coordinate.fixed(-33.86, fractionDigits: 4) == "-33.8600")
        #expect(Coordinate.fixed(-0.00001, fractionDigits: 2) == "0.00")
    }
}

@Suite struct ProjectionTests {
    @Test func webMercatorMapsTheWorldToTheUnitSquare() {
        let p = WebMercator()
        #expect(p.project(Coordinate(latitude: 0, longitude: 0)) == SIMD2(0.5, 0.5))
        let topLeft = p.project(Coordinate(latitude: WebMercator.maximumLatitude, longitude: -180))
        #expect(abs(topLeft.x) < 1e-12 && abs(topLeft.y) < 1e-12)
        #expect(abs(WebMercator.maximumLatitude - 85.0511287798) < 1e-9)
        // Beyond the limit, latitudes clamp.
        #expect(p.project(Coordinate(latitude: 89.9, longitude: 0)).y == 0)
        #expect(abs(p.project(Coordinate(latitude: -90, longitude: 0)).y - 1) < 1e-12)
    }

    @Test(arguments: [(56.55, 8.316667), (-40.4168, 176.2962), (85.0, -179.9), (-85.0, 0.1), (0.0, 0.0)])
    func webMercatorRoundTrips(latitude: Double, longitude: Double) {
        let p = WebMercator()
        let back = p.unproject(p.project(Coordinate(latitude: latitude, longitude: longitude)))
        #expect(abs(back.latitude - latitude) < 1e-9)
        #expect(abs(back.longitude - longitude) < 1e-9)
    }

    @Test(arguments: [(56.55, 8.316667), (-90.0, -180.0), (90.0, 179.5), (0.0, 0.0)])
    func equirectangularRoundTrips(latitude: Double, longitude: Double) {
        let p = Equirectangular()
        let xy = p.project(Coordinate(latitude: latitude, longitude: longitude))
        #expect(xy.x >= 0 && xy.x <= 1 && xy.y >= 0 && xy.y <= 1)
        let back = p.unproject(xy)
        #expect(abs(back.latitude - latitude) < 1e-9)
        #expect(abs(back.longitude - longitude) < 1e-9)
    }

    @Test func northIsUp() {
        for projection in [WebMercator() as any MapProjection, Equirectangular()] {
            let north = projection.project(Coordinate(latitude: 60, longitude: 10))
            let south = projection.project(Coordinate(latitude: -60, longitude: 10))
            #expect(north.y < south.y)
            #expect(projection.project(Coordinate(latitude: 0, longitude: -90)).x == 0.25)
        }
    }
}
