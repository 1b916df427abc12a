import Dispatch
import Locking
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How much of the Earth is land, and how much of it has land at its
/// antipode, by Tunnel's own world data.
///
/// Land is what the country outlines cover less their lakes (Natural
/// Earth's 1:10m countries and lakes, the outlines ``ReverseGeocoder``
/// reads). The shares are counted on an equal-area grid — bands of equal
/// area (evenly spaced in the sine of the latitude), each cut into equal
/// cells — whose every cell's antipode is a cell of the grid too, so the
/// land-to-land count pairs cells without a second look-up.
public struct LandShares: Equatable, Sendable {
    /// The share of the Earth's surface that is land (0…1).
    public let landShareOfSurface: Double
    /// The share of the surface that is land with land at its antipode.
    public let landToLandShareOfSurface: Double
    /// The share of the land that has land at its antipode.
    public var landToLandShareOfLand: Double {
        landShareOfSurface > 0 ? landToLandShareOfSurface / landShareOfSurface : 0
    }
    /// The cells counted.
    public let cellCount: Int

    /// Shares from counts: `land` cells of `cells`, `landToLand` of them
    /// with land at the antipode.
    init(land: Int, landToLand: Int, cells: Int) {
        landShareOfSurface = Double(land) / Double(cells)
        landToLandShareOfSurface = Double(landToLand) / Double(cells)
        cellCount = cells
    }

    /// The bands of the grid ``compute(with:bands:)`` uses by default: 360
    /// bands of 720 cells (259,200 cells of about 2,000 km² each), which
    /// puts each share within about 0.2 percentage point of the count on a
    /// grid four times finer, in about a second.
    public static let defaultBands = 360

    /// Counts the shares on a grid of `bands` bands of twice as many cells,
    /// looking each cell's centre up in `geocoder`'s outlines, the bands
    /// shared out between the processor's cores.
    public static func compute(with geocoder: ReverseGeocoder, bands: Int = defaultBands) -> LandShares {
        let bands = max(2, bands + bands % 2)
        let cellsPerBand = 2 * bands
        // One mask per band; a band's antipode is the mirrored band, its
        // cell's the one half a turn round.
        let masks = Locked([[Bool]](repeating: [], count: bands))
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            let sine = -1 + (2 * Double(band) + 1) / Double(bands)
            let latitude = asin(sine) * 180 / .pi
            var mask = [Bool](repeating: false, count: cellsPerBand)
            for cell in 0..<cellsPerBand {
                let longitude = -180 + (Double(cell) + 0.5) * 360 / Double(cellsPerBand)
                mask[cell] = geocoder.isLand(at: Coordinate(latitude: latitude, longitude: longitude))
            }
            masks.withLock { $0[band] = mask }
        }
        var land = 0, landToLand = 0
        let rows = masks.withLock { $0 }
        for band in 0..<bands {
            let row = rows[band], mirrored = rows[bands - 1 - band]
            for cell in 0..<cellsPerBand where row[cell] {
                land += 1
                if mirrored[(cell + bands) % cellsPerBand] { landToLand += 1 }
            }
        }
        return LandShares(land: land, landToLand: landToLand, cells: bands * cellsPerBand)
    }
}
