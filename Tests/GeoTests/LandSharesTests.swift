import Testing
@testable import Geo

#if canImport(Glibc)
    import Glibc
#endif

/// The land shares counted on the world data: about 29 % of the surface
/// is land, about 4 % land with land at its antipode (13 % of the land), as
/// an independent 1 km land mask gives; and the grid's pairing of a cell
/// with its antipode's cell is the antipode's own look-up.
@Suite struct LandSharesTests {
    @Test func theSharesAreTheWorldsAsAnIndependentMaskGivesThem() {
        let shares = LandShares.compute(with: sharedGeocoder, bands: 120)
        #expect(shares.cellCount == 120 * 240)
        #expect(abs(shares.landShareOfSurface - 0.29) < 0.015, "\(shares.landShareOfSurface)")
        #expect(abs(shares.landToLandShareOfSurface - 0.04) < 0.008, "\(shares.landToLandShareOfSurface)")
        #expect(abs(shares.landToLandShareOfLand - 0.13) < 0.025, "\(shares.landToLandShareOfLand)")
        #expect(shares.landToLandShareOfSurface < shares.landShareOfSurface)
    }

    @Test func eachCellsPartnerIsItsAntipodesCell() {
        // Counted again the slow way: each land cell's antipode looked up.
        let bands = 24, cells = 2 * bands
        var land = 0, landToLand = 0
        for band in 0..<bands {
            let latitude = asin(-1 + (2 * Double(band) + 1) / Double(bands)) * 180 / .pi
            for cell in 0..<cells {
                let point = Coordinate(latitude: latitude, longitude: -180 + (Double(cell) + 0.5) * 360 / Double(cells))
                guard sharedGeocoder.isLand(at: point) else { continue }
                land += 1
                if sharedGeocoder.isLand(at: point.antipode) { landToLand += 1 }
            }
        }
        let shares = LandShares.compute(with: sharedGeocoder, bands: bands)
        #expect(shares.landShareOfSurface == Double(land) / Double(bands * cells))
        #expect(shares.landToLandShareOfSurface == Double(landToLand) / Double(bands * cells))
    }

    @Test func landIsInsideACountryAndOutsideItsLakes() {
        #expect(sharedGeocoder.isLand(at: Coordinate(latitude: 40.4168, longitude: -3.7038)))  // Madrid
        #expect(!sharedGeocoder.isLand(at: Coordinate(latitude: -56.0, longitude: -171.5)))  // the South Pacific
        #expect(!sharedGeocoder.isLand(at: Coordinate(latitude: 41.8, longitude: -87.2)))  // Lake Michigan
    }
}
