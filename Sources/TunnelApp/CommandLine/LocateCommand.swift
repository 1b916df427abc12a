public import ArgumentParser
public import Geo

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tunnel locate LAT LON [--json]`: what is at a point and at its antipode.
///
/// Coordinates may be two arguments (`-33.86 151.21`, `33.86S 151.21E`,
/// `33°51'36"S 151°12'36"E`) or one pair (`-33.86,151.21`). Bad input —
/// out-of-range or non-numeric coordinates, NaN, missing or extra
/// arguments — gets a one-line error on standard error, exit status 2 and
/// nothing on standard output. Missing or corrupt world data exits with 1.
public struct LocateCommand: ParsableCommand {
    /// The subcommand's name, help and examples.
    public static let configuration = CommandConfiguration(
        commandName: "locate",
        abstract: "Show what is at a point and at its antipode.",
        discussion: """
            Examples:
              tunnel locate 56.55 8.316667
              tunnel locate -33.86 151.21 --json
              tunnel locate 33.86S 151.21E
              tunnel locate "33°51'36\\"S" "151°12'36\\"E"
              tunnel locate -33.86,151.21
            """)

    /// LAT LON as two arguments, or one LAT,LON argument.
    @Argument(help: ArgumentHelp("The point: LAT LON, or LAT,LON.", valueName: "coordinate"))
    public var coordinates: [String] = []

    /// Print one JSON object instead of text.
    @Flag(help: "Print one JSON object for scripts.")
    public var json = false

    /// Language of place names.
    @Option(help: "Language of names: en or zh (default: from the locale for text, en for --json).")
    public var language: String?

    /// Creates the command with no arguments (ArgumentParser fills it in).
    public init() {}

    /// Runs the command, writing to the process's standard output and error.
    public func run() throws {
        let output = Self.evaluate(
            coordinates: coordinates, json: json, language: language,
            environment: Self.processEnvironment, geocoder: Self.sharedGeocoder)
        if !output.standardOutput.isEmpty { print(output.standardOutput, terminator: "") }
        if !output.standardError.isEmpty { Self.writeStandardError(output.standardError) }
        if output.exitCode != 0 { throw ExitCode(output.exitCode) }
    }

    /// Parses `arguments` (the words after `locate`) exactly as typed —
    /// negative numbers included — and runs the command, capturing its
    /// output. Any parse error becomes a one-line message with exit status 2.
    public static func execute(
        _ arguments: [String], environment: [String: String] = [:],
        geocoder: @autoclosure () -> Result<ReverseGeocoder, AssetError> = sharedGeocoder
    ) -> CommandOutput {
        let command: LocateCommand
        do {
            command = try parse(argumentsProtectingNegativeNumbers(arguments))
        } catch {
            let code = exitCode(for: error)
            if code == .success {  // --help
                return CommandOutput(standardOutput: fullMessage(for: error) + "\n")
            }
            let message = unprotectingNegativeNumbers(self.message(for: error))
            let firstLine = message.split(separator: "\n").first.map(String.init) ?? message
            return CommandOutput(standardError: "tunnel locate: \(firstLine)\n", exitCode: 2)
        }
        return evaluate(
            coordinates: command.coordinates, json: command.json, language: command.language,
            environment: environment, geocoder: geocoder())
    }

    /// The command's logic, free of process state: parses the coordinates,
    /// geocodes the point and its antipode, and formats the result.
    static func evaluate(
        coordinates: [String], json: Bool, language: String?, environment: [String: String],
        geocoder: @autoclosure () -> Result<ReverseGeocoder, AssetError>
    ) -> CommandOutput {
        let point: Coordinate
        do {
            point = try parseCoordinates(coordinates)
        } catch {
            return CommandOutput(
                standardError: "tunnel locate: \(unprotectingNegativeNumbers(error.localizedDescription))\n", exitCode: 2)
        }
        let names = language.map(Language.init(localeIdentifier:))
            ?? (json ? .english : Language(environment: environment))
        let loaded: ReverseGeocoder
        switch geocoder() {
        case .success(let value): loaded = value
        case .failure(let error):
            return CommandOutput(standardError: "tunnel locate: \(error.localizedDescription)\n", exitCode: 1)
        }
        let here = loaded.describe(point, language: names)
        let there = loaded.describe(point.antipode, language: names)
        let text = json
            ? LocationJSON.document(point: here, antipode: there) + "\n"
            : LocationText.report(point: here, antipode: there)
        return CommandOutput(standardOutput: text)
    }

    static func parseCoordinates(_ words: [String]) throws(CoordinateError) -> Coordinate {
        switch words.count {
        case 0: throw .empty(what: "coordinate (give LAT LON, e.g. tunnel locate 56.55 8.32)")
        case 1: return try CoordinateParser.parsePair(words[0])
        case 2: return try CoordinateParser.parse(latitude: words[0], longitude: words[1])
        default:
            // "33 51 36 S 151 12 36 E" typed without quotes is still one pair.
            return try CoordinateParser.parsePair(words.joined(separator: " "))
        }
    }

    /// The world data, loaded once per process on first use.
    public static var sharedGeocoder: Result<ReverseGeocoder, AssetError> { loadedGeocoder }

    private static let loadedGeocoder = Result<ReverseGeocoder, AssetError> { () throws(AssetError) in
        try ReverseGeocoder.load()
    }

    static var processEnvironment: [String: String] {
        var result: [String: String] = [:]
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = getenv(key) { result[key] = String(cString: value) }
        }
        return result
    }

    static func writeStandardError(_ text: String) {
        var bytes = Array(text.utf8)
        let count = bytes.count
        bytes.withUnsafeMutableBytes { raw in
            var done = 0
            while done < count {
                let n = write(2, raw.baseAddress! + done, count - done)
                if n <= 0 { break }
                done += n
            }
        }
    }
}

extension Language {
    /// The language of messages for a POSIX environment: the first of
    /// `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty.
    init(environment: [String: String]) {
        let identifier = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        self.init(localeIdentifier: identifier ?? "en")
    }
}
