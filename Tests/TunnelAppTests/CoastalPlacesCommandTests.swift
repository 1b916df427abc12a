import Foundation
import Geo
@testable import TunnelApp
import TunnelCore
import XCTest

/// Digging at a coastal or island capital found by name: the card and the
/// command line name that place and its country, and qualified names work
/// wherever a name does.
final class CoastalPlacesCommandTests: XCTestCase {
    private static let geocoder = Result { try ReverseGeocoder.load() }

    func testTheCardOfACapitalFoundByNameNamesItAndItsCountry() throws {
        let index = try PlaceSearchIndex.load()
        for (name, country) in [
            ("Nuuk", "Greenland"), ("Majuro", "Marshall Islands"), ("Monrovia", "Liberia"),
            ("Nuku‘alofa", "Tonga"), ("Funafuti", "Tuvalu"), ("Stanley, Falkland Islands", "Falkland Islands"),
        ] {
            let place = try XCTUnwrap(index.resolve(name).best, name)
            let card = GeoInfoText(describing: try Self.geocoder.get().describe(place.coordinate))
            XCTAssertEqual(card.title, place.name, "\(name): \(card)")
            XCTAssertTrue(card.lines.contains { $0.contains(country) }, "\(name): \(card)")
        }
    }

    func testLocateTakesQualifiedNamesAndCityNames() throws {
        let stanley = LocateCommand.execute(["Stanley,", "Falkland", "Islands", "--json"])
        XCTAssertEqual(stanley.exitCode, 0, stanley.standardError)
        let object = try JSONSerialization.jsonObject(with: Data(stanley.standardOutput.utf8)) as? [String: Any]
        let point = try XCTUnwrap(object?["point"] as? [String: Any])
        XCTAssertEqual(point["countryCode"] as? String, "FK")
        XCTAssertEqual(object?["query"] as? String, "Stanley, Falkland Islands")

        let quebec = LocateCommand.execute(["Quebec City"])
        XCTAssertEqual(quebec.exitCode, 0, quebec.standardError)
        XCTAssertTrue(quebec.standardOutput.hasPrefix("Place: Québec, Quebec, Canada (pop. "), quebec.standardOutput)

        let batch = LocateCommand.execute(["--batch"], input: "Hamilton, Bermuda\nVictoria, Seychelles\nMajuro\n")
        XCTAssertEqual(batch.exitCode, 0, batch.standardError)
        let codes = try batch.standardOutput.split(separator: "\n").map { line in
            let answer = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return (answer?["point"] as? [String: Any])?["countryCode"] as? String
        }
        XCTAssertEqual(codes, ["BM", "SC", "MH"])
    }

    func testOpenTakesAQualifiedName() throws {
        let open = try OpenCommand.parse(["--at", "Hamilton, Bermuda"])
        let point = try XCTUnwrap(try open.at?.coordinate(option: "--at"))
        XCTAssertEqual(point.latitude, 32.29, accuracy: 0.05)
        XCTAssertEqual(point.longitude, -64.78, accuracy: 0.05)
    }
}
