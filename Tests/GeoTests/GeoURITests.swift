import Testing
@testable import Geo

/// `geo:` links as RFC 5870 writes them, and the ones it does not allow.
@Suite struct GeoURITests {
    private func close(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

    @Test func aPlainLinkIsLatitudeThenLongitude() throws {
        let link = try GeoURI(parsing: "geo:52.52,13.405")
        #expect(link.coordinate == Coordinate(latitude: 52.52, longitude: 13.405))
        #expect(link.altitude == nil)
        #expect(link.uncertainty == nil)
    }

    @Test func theThirdNumberIsTheAltitudeInMetres() throws {
        let link = try GeoURI(parsing: "geo:-33.8568,151.2153,-12.5")
        #expect(link.coordinate == Coordinate(latitude: -33.8568, longitude: 151.2153))
        #expect(link.altitude == -12.5)
        #expect(try GeoURI(parsing: "geo:0,0,0").altitude == 0)
    }

    @Test(arguments: ["GEO:52.52,13.405", "Geo:52.52,13.405", "  geo:52.52,13.405\n"])
    func theSchemeIsCaseInsensitiveAndSpacesAroundAreIgnored(text: String) throws {
        #expect(GeoURI.hasScheme(text))
        #expect(try GeoURI(parsing: text).coordinate == Coordinate(latitude: 52.52, longitude: 13.405))
    }

    @Test(arguments: ["geo:1,2;crs=wgs84", "geo:1,2;crs=WGS84", "geo:1,2;CRS=Wgs84", "geo:1,2;crs=%57GS84", "geo:1,2;u=5;crs=wgs84"])
    func wgs84IsTheOnlyReferenceSystemAndItIsCaseInsensitive(text: String) throws {
        #expect(try GeoURI(parsing: text).coordinate == Coordinate(latitude: 1, longitude: 2))
    }

    @Test func uncertaintyIsReadInMetres() throws {
        #expect(try GeoURI(parsing: "geo:-33.8568,151.2153;u=35").uncertainty == 35)
        #expect(try GeoURI(parsing: "geo:1,2;crs=wgs84;u=0").uncertainty == 0)
        #expect(try GeoURI(parsing: "geo:1,2;U=2.5").uncertainty == 2.5)
        // Percent-encoded: `%35` is `5`.
        #expect(try GeoURI(parsing: "geo:1,2;u=3%35").uncertainty == 35)
    }

    @Test(arguments: [
        "geo:1,2;foo=bar", "geo:1,2;flag", "geo:1,2;u=3;name=Sydney%20Opera%20House", "geo:1,2;x-note=%E5%9C%B0%E9%81%93",
        "geo:1,2;a=[1]:&+$-_.!~*'()", "geo:1,2;crs=wgs84;u=10;z=15",
    ])
    func unknownParametersAreIgnored(text: String) throws {
        #expect(try GeoURI(parsing: text).coordinate == Coordinate(latitude: 1, longitude: 2))
    }

    @Test func theEdgesOfTheRangesAreIn() throws {
        #expect(try GeoURI(parsing: "geo:90,0").coordinate.latitude == 90)
        #expect(try GeoURI(parsing: "geo:-90,0").coordinate.latitude == -90)
        // 180 and -180 are the same meridian.
        #expect(try GeoURI(parsing: "geo:0,180").coordinate.longitude == -180)
        #expect(try GeoURI(parsing: "geo:0,180") == GeoURI(parsing: "geo:0,-180"))
        #expect(try GeoURI(parsing: "geo:-0,-0").coordinate == Coordinate(latitude: 0, longitude: 0))
    }

    /// RFC 5870 §3.4.2: at the poles the longitude does not matter.
    @Test func atThePolesAnyLongitudeIsTheSamePlace() throws {
        #expect(try GeoURI(parsing: "geo:90,-22.43;crs=WGS84") == GeoURI(parsing: "geo:90,46"))
        #expect(try GeoURI(parsing: "geo:-90,10") == GeoURI(parsing: "geo:-90,-170"))
        #expect(try GeoURI(parsing: "geo:89,10") != GeoURI(parsing: "geo:89,-170"))
        #expect(try GeoURI(parsing: "geo:90,-22.43").description == "geo:90.00000,0.00000")
        #expect(try GeoURI(parsing: "geo:1,2;u=35") != GeoURI(parsing: "geo:1,2"))
    }

    @Test(arguments: [
        ("geo:91,0", GeoURIError.latitudeOutOfRange(link: "geo:91,0", value: 91),
         "geo link 'geo:91,0': latitude 91 is out of range (must be between -90 and 90)"),
        ("geo:-90.5,0", .latitudeOutOfRange(link: "geo:-90.5,0", value: -90.5),
         "geo link 'geo:-90.5,0': latitude -90.5 is out of range (must be between -90 and 90)"),
        ("geo:0,180.1", .longitudeOutOfRange(link: "geo:0,180.1", value: 180.1),
         "geo link 'geo:0,180.1': longitude 180.1 is out of range (must be between -180 and 180)"),
        ("geo:abc", .notCoordinates(link: "geo:abc"),
         "geo link 'geo:abc' does not hold LAT,LON (expected e.g. geo:52.52,13.405)"),
        ("geo:", .notCoordinates(link: "geo:"), "geo link 'geo:' does not hold LAT,LON (expected e.g. geo:52.52,13.405)"),
        ("geo:1,2,3,4", .notCoordinates(link: "geo:1,2,3,4"),
         "geo link 'geo:1,2,3,4' does not hold LAT,LON (expected e.g. geo:52.52,13.405)"),
        ("geo:abc,1", .notANumber(link: "geo:abc,1", what: "latitude", text: "abc"),
         "geo link 'geo:abc,1': latitude 'abc' is not a decimal number"),
        ("geo:1,", .notANumber(link: "geo:1,", what: "longitude", text: ""),
         "geo link 'geo:1,': longitude '' is not a decimal number"),
        ("geo:1, 2", .notANumber(link: "geo:1, 2", what: "longitude", text: " 2"),
         "geo link 'geo:1, 2': longitude ' 2' is not a decimal number"),
        ("geo:+1,2", .notANumber(link: "geo:+1,2", what: "latitude", text: "+1"),
         "geo link 'geo:+1,2': latitude '+1' is not a decimal number"),
        ("geo:.5,2", .notANumber(link: "geo:.5,2", what: "latitude", text: ".5"),
         "geo link 'geo:.5,2': latitude '.5' is not a decimal number"),
        ("geo:1e1,2", .notANumber(link: "geo:1e1,2", what: "latitude", text: "1e1"),
         "geo link 'geo:1e1,2': latitude '1e1' is not a decimal number"),
        ("geo:33.86S,151.21E", .notANumber(link: "geo:33.86S,151.21E", what: "latitude", text: "33.86S"),
         "geo link 'geo:33.86S,151.21E': latitude '33.86S' is not a decimal number"),
        ("geo:1,2,high", .notANumber(link: "geo:1,2,high", what: "altitude", text: "high"),
         "geo link 'geo:1,2,high': altitude 'high' is not a decimal number"),
        ("geo:1,2;crs=foo", .unsupportedCRS(link: "geo:1,2;crs=foo", crs: "foo"),
         "geo link 'geo:1,2;crs=foo': coordinate reference system 'foo' is not supported (only wgs84)"),
        ("geo:1,2;u=5;crs=ETRS89", .unsupportedCRS(link: "geo:1,2;u=5;crs=ETRS89", crs: "ETRS89"),
         "geo link 'geo:1,2;u=5;crs=ETRS89': coordinate reference system 'ETRS89' is not supported (only wgs84)"),
        ("geo:1,2;crs", .missingValue(link: "geo:1,2;crs", parameter: "crs"), "geo link 'geo:1,2;crs': parameter 'crs' has no value"),
        ("geo:1,2;u=-3", .badUncertainty(link: "geo:1,2;u=-3", text: "-3"),
         "geo link 'geo:1,2;u=-3': uncertainty '-3' is not a number of metres (0 or more)"),
        ("geo:1,2;u=%2D3", .badUncertainty(link: "geo:1,2;u=%2D3", text: "-3"),
         "geo link 'geo:1,2;u=%2D3': uncertainty '-3' is not a number of metres (0 or more)"),
        ("geo:1,2;u=far", .badUncertainty(link: "geo:1,2;u=far", text: "far"),
         "geo link 'geo:1,2;u=far': uncertainty 'far' is not a number of metres (0 or more)"),
        ("geo:1,2;u=", .missingValue(link: "geo:1,2;u=", parameter: "u"), "geo link 'geo:1,2;u=': parameter 'u' has no value"),
        ("geo:1,2;u=1;u=2", .repeatedParameter(link: "geo:1,2;u=1;u=2", parameter: "u"),
         "geo link 'geo:1,2;u=1;u=2': parameter 'u' is given more than once"),
        ("geo:1,2;crs=wgs84;CRS=wgs84", .repeatedParameter(link: "geo:1,2;crs=wgs84;CRS=wgs84", parameter: "crs"),
         "geo link 'geo:1,2;crs=wgs84;CRS=wgs84': parameter 'crs' is given more than once"),
        ("geo:1,2;", .badParameter(link: "geo:1,2;", parameter: ""), "geo link 'geo:1,2;': parameter '' is not understood"),
        ("geo:1,2;a b=c", .badParameter(link: "geo:1,2;a b=c", parameter: "a b=c"),
         "geo link 'geo:1,2;a b=c': parameter 'a b=c' is not understood"),
        ("geo:1,2;name=a b", .badParameter(link: "geo:1,2;name=a b", parameter: "name=a b"),
         "geo link 'geo:1,2;name=a b': parameter 'name=a b' is not understood"),
        ("geo:1,2;name=%G1", .badPercentEncoding(link: "geo:1,2;name=%G1", text: "%G1"),
         "geo link 'geo:1,2;name=%G1': '%G1' is not valid percent-encoding"),
        ("geo:1,2;name=%4", .badPercentEncoding(link: "geo:1,2;name=%4", text: "%4"),
         "geo link 'geo:1,2;name=%4': '%4' is not valid percent-encoding"),
        ("geo:1,2;name=%+1", .badPercentEncoding(link: "geo:1,2;name=%+1", text: "%+1"),
         "geo link 'geo:1,2;name=%+1': '%+1' is not valid percent-encoding"),
        ("geo:1,2;name=%FF", .badPercentEncoding(link: "geo:1,2;name=%FF", text: "%FF"),
         "geo link 'geo:1,2;name=%FF': '%FF' is not valid percent-encoding"),
        ("52.52,13.405", .notAGeoURI(link: "52.52,13.405"), "'52.52,13.405' is not a geo link (expected e.g. geo:52.52,13.405)"),
    ])
    func badLinksSayWhatIsWrong(text: String, error: GeoURIError, message: String) {
        #expect(throws: error) { try GeoURI(parsing: text) }
        #expect(error.description == message)
        #expect(!message.contains("\n"))
    }

    @Test func aHugeLinkIsQuotedOnlyAsAShortPrefix() {
        let huge = "geo:1,2;name=" + String(repeating: "x", count: 100_000) + " y"
        do {
            _ = try GeoURI(parsing: huge)
            Issue.record("a value with a space was accepted")
        } catch {
            #expect(error.description.count < 200, "\(error.description.prefix(300))")
        }
    }

    @Test func theFormatterWritesFiveDecimals() {
        #expect(Coordinate(latitude: -33.86, longitude: 151.21).geoURI == "geo:-33.86000,151.21000")
        #expect(Coordinate(latitude: 56.55, longitude: 8.316667).geoURI == "geo:56.55000,8.31667")
        #expect(Coordinate(latitude: 0, longitude: -180).geoURI == "geo:0.00000,-180.00000")
        // No negative zero, no exponent.
        #expect(Coordinate(latitude: -0.000001, longitude: 1e-7).geoURI == "geo:0.00000,0.00000")
        #expect(GeoURI(coordinate: Coordinate(latitude: 1, longitude: 2), altitude: 35, uncertainty: 2.5).description
            == "geo:1.00000,2.00000,35;u=2.5")
        #expect(GeoURI(coordinate: Coordinate(latitude: 1, longitude: 2), altitude: -0.25).description == "geo:1.00000,2.00000,-0.25")
    }

    /// What the formatter writes, the parser reads back: the same point to
    /// within half of the last decimal written.
    @Test func formattedLinksReadBack() throws {
        var generator = SystemRandomNumberGenerator()
        var points = [
            Coordinate(latitude: 90, longitude: 0), Coordinate(latitude: -90, longitude: 0), Coordinate(latitude: 0, longitude: -180),
            Coordinate(latitude: -33.8568, longitude: 151.2153), Coordinate(latitude: 89.999999, longitude: 179.999999),
        ]
        for _ in 0..<1000 {
            points.append(Coordinate(
                latitude: Double.random(in: -90...90, using: &generator),
                longitude: Double.random(in: -180..<180, using: &generator)))
        }
        for point in points {
            let text = point.geoURI
            let back = try GeoURI(parsing: text)
            #expect(back.description == text, "\(point)")
            #expect(close(back.coordinate.latitude, point.latitude, within: 0.000005 + 1e-12), "\(text)")
            let atPole = text.hasPrefix("geo:90.") || text.hasPrefix("geo:-90.")
            // 179.999999 rounds to 180.00000, which is -180.
            let difference = abs(back.coordinate.longitude - point.longitude)
            let delta = min(difference, 360 - difference)
            #expect(atPole || delta <= 0.000005 + 1e-9, "\(text)")
        }
        let full = GeoURI(coordinate: Coordinate(latitude: -33.8568, longitude: 151.2153), altitude: 12, uncertainty: 35)
        #expect(try GeoURI(parsing: full.description) == full)
    }
}
