import Testing
@testable import Geo

/// Passes that read a world file in full (a map's projection, the
/// geocoder's index) give its pages back when done, so the process does
/// not keep megabytes of file it will never read again. Each test loads
/// an atlas of its own: its mappings are read by no other test.
@Suite struct ResidentPagesTests {
    /// Resident kilobytes of `buffer`'s mapping, and its size in kilobytes.
    func resident(_ buffer: AssetBuffer) throws -> (resident: Int, size: Int) {
        let length = buffer.count + AssetBuffer.trailerSize
        let kilobytes = try #require(
            residentKilobytes(mappingAt: UInt(bitPattern: buffer.bytes.baseAddress), length: length))
        return (kilobytes, length / 1024)
    }

    @Test func aFullReadThenAReleaseGivesTheFilesPagesBack() throws {
        let atlas = try WorldAtlas.load()
        let layer = atlas.countryLayer(.high)
        // What a projection reads: every vertex.
        var sum: Float = 0
        for value in layer.points { sum += value }
        #expect(sum.isFinite)
        let read = try resident(layer.storage)
        #expect(read.resident > read.size / 2, "the full read left \(read.resident) of \(read.size) kB resident")
        atlas.releaseResidentPages()
        let released = try resident(layer.storage)
        #expect(released.resident <= 16, "\(released.resident) of \(released.size) kB still resident")
    }

    @Test func theGeocoderKeepsOnlyWhatItsLookUpsRead() throws {
        let atlas = try WorldAtlas.load()
        let geocoder = try ReverseGeocoder(atlas: atlas)
        let countries = atlas.countryLayer(.high).storage
        let indexed = try resident(countries)
        #expect(indexed.resident <= 16, "indexing left \(indexed.resident) of \(indexed.size) kB resident")
        // Look-ups read one band of edges each, and still answer right.
        let madrid = geocoder.describe(Coordinate(latitude: 40.4168, longitude: -3.7038))
        let wellington = geocoder.describe(Coordinate(latitude: -41.2865, longitude: 174.7762))
        #expect(madrid.countryCode == "ES")
        #expect(wellington.countryCode == "NZ")
        // Measured: 416 of 2,600 kB (a band crosses Spain's and New
        // Zealand's long rings, whose vertices spread over many pages).
        let looked = try resident(countries)
        #expect(looked.resident < looked.size / 4, "two look-ups brought \(looked.resident) of \(looked.size) kB back")
    }

    @Test func theGeocoderGivesItsLookUpsPagesBackAndAnswersAlike() throws {
        let atlas = try WorldAtlas.load()
        let geocoder = try ReverseGeocoder(atlas: atlas)
        let countries = atlas.countryLayer(.high).storage
        let points = [
            Coordinate(latitude: 40.4168, longitude: -3.7038), Coordinate(latitude: -41.2865, longitude: 174.7762),
            Coordinate(latitude: 64.1466, longitude: -21.9426), Coordinate(latitude: -33.8688, longitude: 151.2093),
        ]
        let before = points.map { geocoder.describe($0) }
        let looked = try resident(countries)
        #expect(looked.resident > 16, "the look-ups read nothing of the countries' file")
        geocoder.releaseResidentPages()
        let released = try resident(countries)
        #expect(released.resident <= 16, "\(released.resident) of \(released.size) kB still resident")
        #expect(try resident(atlas.places.storage).resident <= 16)
        #expect(points.map { geocoder.describe($0) } == before)
    }
}
