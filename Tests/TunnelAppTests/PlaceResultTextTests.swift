import Foundation
import Geo
@testable import TunnelApp
import XCTest

/// The words of one search result: which name leads in which interface
/// language, and what a screen reader hears.
final class PlaceResultTextTests: XCTestCase {
    private func match(
        _ name: String, chinese: String?, kind: PlaceKind = .city, context: String = "Andalusia, Spain",
        chineseContext: String? = "Andalusia，西班牙"
    ) -> PlaceMatch {
        PlaceMatch(
            name: name, chineseName: chinese, kind: kind, context: context,
            coordinate: Coordinate(latitude: 36.72, longitude: -4.42), population: 568_000, score: 1, quality: .exact,
            chineseContext: chineseContext)
    }

    func testEnglishInterfaceLeadsWithTheEnglishNameAndShowsTheChineseOneBeside() {
        let text = PlaceResultText(match("Málaga", chinese: "马拉加"), language: .english)
        XCTAssertEqual(text.title, "Málaga")
        XCTAssertEqual(text.otherName, "马拉加")
        XCTAssertEqual(text.context, "Andalusia, Spain")
        XCTAssertEqual(text.kind, "City")
        XCTAssertEqual(text.accessibleName, "Málaga (马拉加), Andalusia, Spain, City")
    }

    func testChineseInterfaceLeadsWithTheChineseNameAndShowsTheEnglishOneBeside() {
        let text = PlaceResultText(match("Málaga", chinese: "马拉加"), language: .chinese)
        XCTAssertEqual(text.title, "马拉加")
        XCTAssertEqual(text.otherName, "Málaga")
        XCTAssertEqual(text.context, "Andalusia，西班牙", "the country in Chinese")
    }

    func testChineseInterfaceFallsBackToTheEnglishContext() {
        let text = PlaceResultText(match("Lemvig", chinese: nil, context: "Central Jutland, Denmark", chineseContext: nil), language: .chinese)
        XCTAssertEqual(text.context, "Central Jutland, Denmark")
    }

    func testAPlaceWithoutAChineseNameShowsOneNameInEitherLanguage() {
        for language in Language.allCases {
            let text = PlaceResultText(match("Lemvig", chinese: nil, context: "Central Jutland, Denmark"), language: language)
            XCTAssertEqual(text.title, "Lemvig")
            XCTAssertNil(text.otherName)
        }
        XCTAssertNil(PlaceResultText(match("Lemvig", chinese: ""), language: .chinese).otherName, "an empty name is no name")
    }

    func testANameThatReadsTheSameInBothIsShownOnce() {
        XCTAssertNil(PlaceResultText(match("Tokyo", chinese: "Tokyo"), language: .english).otherName)
    }

    func testAnOceanWithNoContextLeavesItOutOfTheSpokenName() {
        let text = PlaceResultText(match("Pacific Ocean", chinese: nil, kind: .ocean, context: ""), language: .english)
        XCTAssertEqual(text.kind, "Ocean")
        XCTAssertEqual(text.accessibleName, "Pacific Ocean, Ocean")
    }

    func testEveryKindHasItsOwnLabel() {
        let labels = Set(PlaceKind.allCases.map(PlaceResultText.kindLabel))
        XCTAssertEqual(labels.count, PlaceKind.allCases.count)
    }
}
