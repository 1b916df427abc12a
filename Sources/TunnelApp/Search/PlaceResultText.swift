import Geo
import TunnelCore

/// The words one search result shows, worked out once so the row, its
/// accessible name and the tests agree.
///
/// The name comes in the interface's language where the data has it (a
/// Chinese interface shows 马拉加, an English one Málaga), with the name in
/// the other language beside it in smaller text; under it the context
/// (region and country) and, to the right, what kind of place it is.
struct PlaceResultText: Equatable, Sendable {
    /// The name in the interface's language (English where the data has no Chinese name).
    let title: String
    /// The name in the other language, shown smaller; nil where there is none
    /// or it reads the same.
    let otherName: String?
    /// Where the place is (region, country, in the interface's language
    /// where the data has it); may be empty for an ocean.
    let context: String
    /// What kind of place it is, translated ("City", "Sea").
    let kind: String

    /// The texts of `match` for an interface in `language`.
    init(_ match: PlaceMatch, language: Language) {
        let chinese = match.chineseName.flatMap { $0.isEmpty ? nil : $0 }
        let other: String?
        switch language {
        case .chinese:
            title = chinese ?? match.name
            other = chinese == nil ? nil : match.name
        case .english:
            title = match.name
            other = chinese
        }
        otherName = other == title ? nil : other
        // The country or ocean in Chinese where the data has it; regions stay English.
        context = language == .chinese ? match.chineseContext ?? match.context : match.context
        kind = Self.kindLabel(match.kind)
    }

    /// The whole row as one phrase, for a screen reader and the trace:
    /// "Málaga (马拉加), Andalusia, Spain, City".
    var accessibleName: String {
        let place = otherName.map {
            // TRANSLATORS: a place's name with its name in the other language, e.g. "Málaga (马拉加)".
            localized("{name} ({otherName})", ["name": title, "otherName": $0])
        } ?? title
        if context.isEmpty {
            // TRANSLATORS: a search result read aloud: "Pacific Ocean, Ocean".
            return localized("{place}, {kind}", ["place": place, "kind": kind])
        }
        // TRANSLATORS: a search result read aloud: "Málaga (马拉加), Andalusia, Spain, City".
        return localized("{place}, {context}, {kind}", ["place": place, "context": context, "kind": kind])
    }

    /// The translated name of a kind of place.
    static func kindLabel(_ kind: PlaceKind) -> String {
        switch kind {
        case .city: localized("City")
        case .country: localized("Country")
        case .region: localized("Region")
        case .ocean: localized("Ocean")
        case .sea: localized("Sea")
        case .gulf: localized("Gulf")
        case .strait: localized("Strait")
        case .lake: localized("Lake")
        case .river: localized("River")
        }
    }
}
