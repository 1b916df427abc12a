#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing
@testable import Geo

/// Tunnel's land and sea, and its countries, measured against references
/// that share no data with it, on a seeded sample
/// (`tools/worlddata/reference_sample.py`; its README section says how to
/// make it):
///
/// - land or ocean: the GLOBE 1 km land mask, committed as
///   `tools/worlddata/reference/land-sample.tsv`. GLOBE marks only the
///   ocean as water, so a lake or the Caspian counts as land here;
/// - country: OpenStreetMap-derived time zones, read from the file
///   `TUNNEL_REFERENCE_COUNTRIES` names (kept out of git); measured only
///   when it is given.
///
/// Prints the agreement per set (uniform points, their antipodes, points
/// within about 5 km of a coast, capitals) and holds it to floors a
/// regression would break.
@Suite struct ReferenceAgreementTests {
    struct Tally: CustomStringConvertible {
        var points = 0, agree = 0, landAsSea = 0, seaAsLand = 0
        var countryPoints = 0, countryAgree = 0
        var landSea: Double { 100 * Double(agree) / Double(max(1, points)) }
        var country: Double { 100 * Double(countryAgree) / Double(max(1, countryPoints)) }
        var description: String {
            var parts: [String] = []
            if points > 0 {
                parts.append("land/sea \(percent(landSea)) of \(points) (land as sea \(landAsSea), sea as land \(seaAsLand))")
            }
            if countryPoints > 0 { parts.append("country \(percent(country)) of \(countryPoints) land points") }
            return parts.joined(separator: "; ")
        }
        private func percent(_ value: Double) -> String {
            let hundredths = Int((value * 100).rounded())
            return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)%"
        }
    }

    static let repository: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) }
        return path
    }()

    /// Rows of a tab-separated file after its header.
    static func rows(_ path: String) throws -> [[Substring]] {
        let text = try #require(readText(path), "cannot read \(path)")
        return text.split(separator: "\n").dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
    }

    static func readText(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether Tunnel calls the point land as GLOBE means it: anything but
    /// water belonging to an ocean.
    static func isLand(_ description: LocationDescription) -> Bool {
        description.surface != .sea || description.ocean == nil
    }

    @Test func landAndSeaAgreeWithTheGLOBEMask() throws {
        var tallies: [String: Tally] = [:]
        for row in try Self.rows(Self.repository + "/tools/worlddata/reference/land-sample.tsv") {
            guard row.count >= 4, let latitude = Double(row[1]), let longitude = Double(row[2]) else { continue }
            let here = sharedGeocoder.describe(Coordinate(latitude: latitude, longitude: longitude))
            let land = row[3] == "1", said = Self.isLand(here)
            tallies[String(row[0]), default: Tally()].points += 1
            if land == said { tallies[String(row[0])]?.agree += 1 }
            if land && !said { tallies[String(row[0])]?.landAsSea += 1 }
            if !land && said { tallies[String(row[0])]?.seaAsLand += 1 }
        }
        for set in ["uniform", "antipode", "coast", "capital"] {
            print("reference agreement, GLOBE 1 km land mask, \(set): \(tallies[set] ?? Tally())")
        }
        let uniform = try #require(tallies["uniform"]), antipode = try #require(tallies["antipode"])
        let coast = try #require(tallies["coast"]), capital = try #require(tallies["capital"])
        #expect(uniform.points == 3_000 && antipode.points == 3_000 && coast.points == 3_000)
        #expect(uniform.landSea >= 99.6 && antipode.landSea >= 99.6, "\(uniform) / \(antipode)")
        #expect(uniform.landAsSea + antipode.landAsSea <= 10, "\(uniform) / \(antipode)")
        #expect(coast.landSea >= 82, "\(coast)")
        // GLOBE's 1 km cells miss atolls and harbours (it has Monaco and
        // Hong Kong at sea): of the capitals it calls land, Tunnel calls
        // at most a few sea.
        #expect(capital.landAsSea <= 3, "\(capital)")
    }

    @Test func countriesAgreeWithTheTimeZones() throws {
        guard let path = getenv("TUNNEL_REFERENCE_COUNTRIES").map({ String(cString: $0) }) else {
            print("reference agreement, countries: not measured (set TUNNEL_REFERENCE_COUNTRIES; tools/worlddata/README.md)")
            return
        }
        var tallies: [String: Tally] = [:]
        for row in try Self.rows(path) {
            guard row.count >= 6, let latitude = Double(row[1]), let longitude = Double(row[2]) else { continue }
            guard row[3] == "1", !row[5].isEmpty else { continue }
            let here = sharedGeocoder.describe(Coordinate(latitude: latitude, longitude: longitude))
            let codes = row[5].split(separator: ",").map(String.init)
            tallies[String(row[0]), default: Tally()].countryPoints += 1
            if let code = here.countryCode, codes.contains(code) { tallies[String(row[0])]?.countryAgree += 1 }
        }
        for set in ["uniform", "antipode", "coast", "capital"] {
            print("reference agreement, time-zone countries, \(set): \(tallies[set] ?? Tally())")
        }
        #expect((tallies["uniform"]?.country ?? 0) >= 99, "\(String(describing: tallies["uniform"]))")
        #expect((tallies["capital"]?.country ?? 0) >= 97, "\(String(describing: tallies["capital"]))")
    }
}
