import ArgumentParser
public import Geo
import TunnelCore

/// Where a coordinate argument leads: the point, and for a name, which
/// places matched.
public struct ResolvedLocation: Sendable {
    /// The point to use.
    public let coordinate: Coordinate
    /// For a name: the places that match it exactly (or by their beginning),
    /// the one used first. Nil for a typed coordinate.
    public let place: PlaceNameResolution?
    /// The name as typed, for a name.
    public let name: String?

    /// One line for standard error when the name was not unambiguous: "Madrid:
    /// 3 places match; using Madrid, Madrid, Spain (pop. 3,255,944)", or
    /// "Copenh: using Copenhagen, …" for a name matched by its beginning.
    /// Nil for coordinates and for a name matching exactly one place.
    public var note: String? {
        guard let place, let name, let best = place.best else { return nil }
        let used = PlaceNames.describe(best)
        if place.total > 1 {
            // TRANSLATORS: {name} is what was typed; {count} how many places have that name;
            // {place} the one used, e.g. "Madrid, Madrid, Spain (pop. 3,255,944)".
            return localized(
                "{name}: {count} places match; using {place}",
                ["name": CoordinateError.quote(name), "count": LocalizedFormat.grouped(place.total), "place": used])
        }
        guard best.quality != .exact else { return nil }
        // TRANSLATORS: {name} is what was typed, the beginning of a place's name; {place} the place used.
        return localized("{name}: using {place}", ["name": CoordinateError.quote(name), "place": used])
    }
}

/// Why a coordinate argument leads nowhere.
public enum LocationArgumentError: Error, Sendable, Equatable {
    /// Not a coordinate (and not read as a name).
    case coordinate(CoordinateError)
    /// No place has this name or a name starting with it; the closest names.
    case unknownPlace(name: String, suggestions: [String])
    /// The world data needed to look names up could not be loaded.
    case data(AssetError)

    /// The exit status the commands use: 1 for missing data, 2 for bad input.
    public var exitStatus: Int32 {
        if case .data = self { return 1 }
        return 2
    }

    /// One line in the reader's language: "no place named “Atlantis”; did you mean: Atlanta, Atlantic?"
    public var localizedDescription: String {
        switch self {
        case .coordinate(let error): return error.localizedDescription
        case .data(let error): return error.localizedDescription
        case .unknownPlace(let name, let suggestions):
            if suggestions.isEmpty {
                // TRANSLATORS: {name} is what was typed where a place's name or coordinates were expected.
                return localized("no place named “{name}”", ["name": CoordinateError.quote(name)])
            }
            // TRANSLATORS: {name} is what was typed; {suggestions} a list of similar place names.
            return localized(
                "no place named “{name}”; did you mean: {suggestions}?",
                ["name": CoordinateError.quote(name), "suggestions": LocalizedFormat.list(suggestions)])
        }
    }
}

/// The place-name index the command line shares: loaded once per process,
/// on the first name typed (coordinates never load it).
public enum PlaceNames {
    /// The index, or why it could not be loaded.
    public static var shared: Result<PlaceSearchIndex, AssetError> { loaded }

    private static let loaded = Result<PlaceSearchIndex, AssetError> { () throws(AssetError) in
        try PlaceSearchIndex.load()
    }

    /// How many suggestions an unknown name gets.
    static let suggestionCount = 3

    /// "Madrid, Madrid, Spain (pop. 3,255,944)": the name (in Chinese
    /// where asked for and the data has it), where it is, and for a city
    /// its population.
    static func describe(_ match: PlaceMatch, language: Language = .english) -> String {
        let name = language == .chinese ? match.chineseName ?? match.name : match.name
        let context = language == .chinese ? match.chineseContext ?? match.context : match.context
        let place = LocalizedFormat.list([name] + (context.isEmpty ? [] : [context]))
        guard match.population > 0 else { return place }
        // TRANSLATORS: {place} is a place with its region and country; {population} its number of people.
        return localized("{place} (pop. {population})", ["place": place, "population": LocalizedFormat.grouped(match.population)])
    }
}

extension CoordinateArgument {
    /// The point: the parsed coordinate, or for a ``placeName`` the most
    /// important place whose folded name equals it — or, when none does,
    /// starts with it. Never a typo match: an unknown name is an error that
    /// suggests the closest names. `places` is only called for a name.
    public func resolve(
        places: @autoclosure () -> Result<PlaceSearchIndex, AssetError> = PlaceNames.shared
    ) -> Result<ResolvedLocation, LocationArgumentError> {
        guard let placeName else {
            return parsed.map { ResolvedLocation(coordinate: $0, place: nil, name: nil) }.mapError { .coordinate($0) }
        }
        let index: PlaceSearchIndex
        switch places() {
        case .success(let loaded): index = loaded
        case .failure(let error): return .failure(.data(error))
        }
        let resolution = index.resolve(placeName, suggestionLimit: PlaceNames.suggestionCount)
        guard let best = resolution.best else {
            return .failure(.unknownPlace(name: placeName, suggestions: resolution.suggestions.map(\.name)))
        }
        return .success(ResolvedLocation(coordinate: best.coordinate, place: resolution, name: placeName))
    }

    /// For a command's `run()`: the point, with the ``ResolvedLocation/note``
    /// written to standard error. An unknown name or a bad coordinate is a
    /// validation error naming `option` (one line, status 2); missing world
    /// data is written as `command: reason` and ends with status 1.
    func resolveForRun(option: String, command: String) throws -> Coordinate {
        switch resolve() {
        case .success(let location):
            if let note = location.note { StandardStreams.writeAll("\(command): \(note)\n", to: 2) }
            return location.coordinate
        case .failure(let error):
            if case .data = error {
                StandardStreams.writeAll("\(command): \(error.localizedDescription)\n", to: 2)
                throw ExitCode(error.exitStatus)
            }
            throw ValidationError("\(option): \(error.localizedDescription)")
        }
    }
}
