public import ArgumentParser
public import Geo
import TunnelCore

/// A coordinate typed on the command line: `--at LAT,LON`, `render --at …`
/// and `locate LAT LON`, parsed once by ``CoordinateParser``; a `geo:` link
/// (`--at geo:52.52,13.405`, `tunnel geo:…`), parsed by ``GeoURI``; or a
/// place's name (`--at Madrid`, `locate São Paulo`), looked up in the offline
/// place index when it is used (see ``placeName`` and ``resolve(places:)``).
///
/// Parsing never fails at this stage: the outcome is kept, and the command's
/// `validate()` reports a bad one through ``coordinate(option:)`` with one
/// message for every place a coordinate is taken. That way the message is
/// Tunnel's own (it quotes only a short prefix of what was typed), not the
/// parser's generic "The value … is invalid", which would echo the whole
/// input back.
///
/// Negative numbers reach it as values through swift-argument-parser's own
/// parsing strategies: options that take a coordinate use
/// `@Option(parsing: .unconditional)` and `locate`'s words use
/// `@Argument(parsing: .allUnrecognized)`, so `-33.86` is never read as an option.
public struct CoordinateArgument: ExpressibleByArgument, Sendable {
    /// What was typed, words joined by spaces.
    public let text: String
    /// The parsed coordinate, or why the text is not one.
    public let parsed: Result<Coordinate, CoordinateError>

    /// The text to look up as a place's name: set when it is not a
    /// coordinate, holds a letter, no digit, and no word spelling a
    /// non-finite number (`nan`, `-inf`), so a mistyped coordinate
    /// (`-33.86x`, `abc 8`) keeps its coordinate error. Nil otherwise.
    public let placeName: String?

    /// Parses one argument holding a pair: `-33.86,151.21`, `33.86S 151.21E`,
    /// `geo:-33.86,151.21;u=35`; or takes it as a place's name.
    public init(argument: String) {
        text = argument
        parsed = Result { () throws(CoordinateError) in try Self.parsePair(argument) }
        placeName = Self.placeName(argument, parsed: parsed)
    }

    /// Parses `locate`'s words: one pair (`-33.86,151.21`), LAT and LON
    /// (`-33.86 151.21`), or a pair typed as several words (`33 51 36 S 151 12 36 E`).
    public init(words: [String]) {
        text = words.joined(separator: " ")
        parsed = Result { () throws(CoordinateError) in
            switch words.count {
            case 0: throw .empty(what: "coordinate (give LAT LON, e.g. tunnel locate 56.55 8.32)")
            case 1: return try Self.parsePair(words[0])
            case 2: return try CoordinateParser.parse(latitude: words[0], longitude: words[1])
            default: return try CoordinateParser.parsePair(words.joined(separator: " "))
            }
        }
        // `locate New York` is one name in two words; `locate abc 8` is a bad latitude.
        placeName = Self.placeName(text, parsed: parsed)
    }

    /// Whether the text is a `geo:` link (valid or not), never a place's name.
    public var isGeoURI: Bool { GeoURI.hasScheme(text) }

    /// One word holding a point: a `geo:` link, or a pair as people type it.
    private static func parsePair(_ text: String) throws(CoordinateError) -> Coordinate {
        guard GeoURI.hasScheme(text) else { return try CoordinateParser.parsePair(text) }
        do throws(GeoURIError) {
            return try GeoURI(parsing: text).coordinate
        } catch {
            throw .geoURI(error)
        }
    }

    private static func placeName(_ text: String, parsed: Result<Coordinate, CoordinateError>) -> String? {
        guard case .failure = parsed, !GeoURI.hasScheme(text) else { return nil }
        let trimmed = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        guard trimmed.unicodeScalars.contains(where: { $0.properties.isAlphabetic }),
            !trimmed.unicodeScalars.contains(where: { ("0"..."9").contains($0) })
        else { return nil }
        let nonFinite: Set<String> = ["nan", "inf", "infinity"]
        let words = trimmed.lowercased().split(whereSeparator: { $0 == " " || $0 == "," })
        if words.contains(where: { nonFinite.contains(String($0.drop(while: { $0 == "-" || $0 == "+" }))) }) { return nil }
        return trimmed
    }

    /// Checks what can be checked without the world data: a coordinate
    /// that does not parse is an error naming `option`; a name passes (it
    /// is looked up when used).
    public func validate(option: String? = nil) throws(ValidationError) {
        guard placeName == nil, case .failure(let error) = parsed else { return }
        throw ValidationError(option.map { "\($0): \(error.localizedDescription)" } ?? error.localizedDescription)
    }

    /// The coordinate (a name resolved through the shared place index), or
    /// a one-line validation error naming `option` (`--at`) when there is
    /// one, and what was wrong.
    public func coordinate(option: String? = nil) throws(ValidationError) -> Coordinate {
        switch resolve() {
        case .success(let location): return location.coordinate
        case .failure(let error):
            throw ValidationError(option.map { "\($0): \(error.localizedDescription)" } ?? error.localizedDescription)
        }
    }
}

/// `locate`'s words that are options it does not know (`--bogus`); such
/// words are caught by `.allUnrecognized` with the coordinate's words, and
/// are reported as unknown options rather than as a bad coordinate. A
/// word starting with one hyphen is a negative number (or `-inf`), never an option.
func unknownOptions(in words: [String]) -> [String] {
    words.filter { $0.hasPrefix("--") && $0.count > 2 }
}
