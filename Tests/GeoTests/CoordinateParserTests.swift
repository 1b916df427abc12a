import Testing
@testable import Geo

@Suite struct CoordinateParserTests {
    private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test(arguments: [
        ("-33.86", -33.86), ("33.86S", -33.86), ("33.86 S", -33.86), ("S33.86", -33.86), ("33.86s", -33.86),
        ("+33.86", 33.86), ("33.86N", 33.86), ("33°51'36\"S", -33.86), ("33°51′36″S", -33.86),
        ("33 51 36 S", -33.86), ("33:51:36S", -33.86), ("33°51.6'S", -33.86), ("\u{2212}33.86", -33.86),
        ("  -33.86  ", -33.86), ("90", 90), ("-90", -90), ("0", 0), (".5", 0.5),
    ])
    func latitudes(text: String, expected: Double) throws {
        #expect(close(try CoordinateParser.parseLatitude(text), expected))
    }

    @Test(arguments: [("151.21E", 151.21), ("151.21 W", -151.21), ("-58.53", -58.53), ("151°12'36\"E", 151.21), ("270", 270)])
    func longitudes(text: String, expected: Double) throws {
        #expect(close(try CoordinateParser.parseLongitude(text), expected))
    }

    @Test func pairs() throws {
        for text in ["-33.86,151.21", "-33.86, 151.21", "-33.86 151.21", "33.86S 151.21E", "33.86S,151.21E",
                     "33°51'36\"S 151°12'36\"E", "33 51 36 S 151 12 36 E", "151.21E 33.86S"] {
            let c = try CoordinateParser.parsePair(text)
            #expect(close(c.latitude, -33.86) && close(c.longitude, 151.21), "\(text)")
        }
        let wrapped = try CoordinateParser.parsePair("10,190")
        #expect(wrapped.longitude == -170)
    }

    @Test func errorsSayWhatWasNotUnderstood() {
        #expect(throws: CoordinateError.notANumber(what: "latitude", text: "abc")) { try CoordinateParser.parseLatitude("abc") }
        #expect(throws: CoordinateError.latitudeNotFinite) { try CoordinateParser.parseLatitude("NaN") }
        #expect(throws: CoordinateError.longitudeNotFinite) { try CoordinateParser.parseLongitude("-inf") }
        #expect(throws: CoordinateError.latitudeOutOfRange(91)) { try CoordinateParser.parseLatitude("91") }
        #expect(throws: CoordinateError.latitudeOutOfRange(-95)) { try CoordinateParser.parseLatitude("95S") }
        #expect(throws: CoordinateError.longitudeOutOfRange(400)) { try CoordinateParser.parseLongitude("400") }
        #expect(throws: CoordinateError.empty(what: "latitude")) { try CoordinateParser.parseLatitude("  ") }
        #expect(throws: CoordinateError.wrongHemisphere(what: "latitude", text: "33E", letter: "E")) {
            try CoordinateParser.parseLatitude("33E")
        }
        #expect(throws: CoordinateError.signAndHemisphere(what: "latitude", text: "-33S")) { try CoordinateParser.parseLatitude("-33S") }
        #expect(throws: CoordinateError.componentOutOfRange(what: "latitude", text: "33 75 S", detail: "minutes must be less than 60")) {
            try CoordinateParser.parseLatitude("33 75 S")
        }
        #expect(throws: CoordinateError.notANumber(what: "latitude", text: "1e5")) { try CoordinateParser.parseLatitude("1e5") }
        #expect(throws: CoordinateError.notANumber(what: "latitude", text: "1.2.3")) { try CoordinateParser.parseLatitude("1.2.3") }
        #expect(throws: CoordinateError.notAPair(text: "1,2,3")) { try CoordinateParser.parsePair("1,2,3") }
        #expect(throws: CoordinateError.notAPair(text: "1 2 3")) { try CoordinateParser.parsePair("1 2 3") }
        #expect(throws: CoordinateError.empty(what: "longitude")) { try CoordinateParser.parsePair("-33.86,") }
    }

    @Test func errorDescriptionsAreOneLineAndNameTheInput() {
        let error = CoordinateError.notANumber(what: "latitude", text: "abc")
        #expect(error.description.contains("'abc'"))
        #expect(!error.description.contains("\n"))
        #expect(CoordinateError.latitudeOutOfRange(91).description == "latitude 91 is out of range (must be between -90 and 90)")
    }
}
