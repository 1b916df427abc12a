public import ArgumentParser
public import Geo
import TunnelCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tunnel locate LAT LON [--json]`: what is at a point and at its antipode.
///
/// Coordinates may be two arguments (`-33.86 151.21`, `33.86S 151.21E`,
/// `33°51'36"S 151°12'36"E`) or one pair (`-33.86,151.21`), or the point may
/// be a place's name (`Madrid`, `São Paulo`): see
/// ``CoordinateArgument/resolve(places:)``. An unknown name is bad input. Bad input —
/// out-of-range or non-numeric coordinates, NaN, missing or extra
/// arguments — gets a one-line error on standard error, exit status 2 and
/// nothing on standard output. Missing or corrupt world data exits with 1.
/// With `--batch` the points come from standard input instead, one per
/// line, and the answers are JSON lines (see ``LocateBatch``).
public struct LocateCommand: ParsableCommand {
    /// The subcommand's name, help and examples, translated when shown.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "locate",
            abstract: localized("Show what is at a point and at its antipode."),
            discussion: TunnelCommand.examples(
                [
                    "tunnel locate 56.55 8.316667",
                    "tunnel locate -33.86 151.21 --json",
                    "tunnel locate 33.86S 151.21E",
                    #"tunnel locate "33°51'36\"S" "151°12'36\"E""#,
                    "tunnel locate -33.86,151.21",
                    "tunnel locate 'geo:-33.8568,151.2153;u=35'",
                    "tunnel locate Madrid",
                    #"tunnel locate "São Paulo" --json"#,
                    "printf '%s\\n' -33.86,151.21 Madrid | tunnel locate --batch",
                ], afterText: false))
    }

    /// LAT LON as two arguments, or one LAT,LON argument. `.allUnrecognized`
    /// keeps words such as `-33.86` and `-inf` that look like options.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp(localized("The point: LAT LON, LAT,LON, a geo: link, or a place's name."), valueName: "coordinate"))
    public var coordinates: [String] = []

    /// The point, parsed once from ``coordinates`` (a bare `--`, which
    /// `.allUnrecognized` keeps, only ends the options).
    public var coordinate: CoordinateArgument { CoordinateArgument(words: coordinates.filter { $0 != "--" }) }

    /// Print one JSON object instead of text.
    @Flag(help: ArgumentHelp(localized("Print one JSON object for scripts.")))
    public var json = false

    /// Read points from standard input, one per line, and write one JSON
    /// object per line (``LocateBatch``).
    @Flag(help: ArgumentHelp(localized("Read points from standard input, one per line; write one JSON object per line.")))
    public var batch = false

    /// Language of place names.
    @Option(help: ArgumentHelp(localized("Language of names: en or zh (default: from the locale for text, en for --json).")))
    public var language: String?

    /// The moment the Sun is placed for (`--time`).
    @OptionGroup public var when: MomentOption

    /// The moment `--time` names, or now.
    var moment: SolarMoment { when.moment }

    /// Creates the command with no arguments (ArgumentParser fills it in).
    public init() {}

    /// Rejects options `locate` does not know and a bad coordinate, in one line.
    public func validate() throws {
        if let unknown = unknownOptions(in: coordinates).first {
            throw ValidationError(localized("unknown option '{option}'", ["option": String(unknown.prefix(40))]))
        }
        if batch {
            guard coordinates.filter({ $0 != "--" }).isEmpty else {
                throw ValidationError(localized("--batch reads its points from standard input: give none as arguments"))
            }
            return
        }
        try coordinate.validate()
    }

    /// Runs the command, writing to the process's standard output and error.
    /// A failed write (a full disk, a closed standard output) is reported on
    /// standard error with its reason and exits with status 1.
    public func run() throws {
        if batch {
            var input = LineReader(descriptor: 0)
            let status = Self.runBatch(
                lines: &input, language: language, moment: moment, geocoder: Self.sharedGeocoder,
                places: PlaceNames.shared, write: { StandardStreams.writeAll($0, to: $1) })
            if status != 0 { throw ExitCode(status) }
            return
        }
        try Self.evaluate(
            coordinate: coordinate, json: json, language: language, moment: moment,
            environment: Self.processEnvironment, geocoder: Self.sharedGeocoder
        ).deliver(as: "locate")
    }

    /// Parses `arguments` (the words after `locate`) exactly as typed —
    /// negative numbers included — and runs the command, capturing its
    /// output. Any parse error becomes a one-line message with exit status 2.
    /// `input` is what `--batch` reads as its standard input.
    public static func execute(
        _ arguments: [String], input: String = "", environment: [String: String] = [:],
        geocoder: @autoclosure () -> Result<ReverseGeocoder, AssetError> = sharedGeocoder,
        places: @autoclosure () -> Result<PlaceSearchIndex, AssetError> = PlaceNames.shared
    ) -> CommandOutput {
        let command: LocateCommand
        do {
            command = try parse(arguments)
        } catch {
            let code = exitCode(for: error)
            if code == .success {  // --help
                return CommandOutput(standardOutput: fullMessage(for: error) + "\n")
            }
            let message = self.message(for: error)
            let firstLine = message.split(separator: "\n").first.map(String.init) ?? message
            return CommandOutput(standardError: "tunnel locate: \(firstLine)\n", exitCode: 2)
        }
        if command.batch {
            var output = CommandOutput()
            var lines = StringLines(input)
            output.exitCode = runBatch(
                lines: &lines, language: command.language, moment: command.moment, geocoder: geocoder(), places: places(),
                write: { text, descriptor in
                    if descriptor == 1 { output.standardOutput += text } else { output.standardError += text }
                    return nil
                })
            return output
        }
        return evaluate(
            coordinate: command.coordinate, json: command.json, language: command.language, moment: command.moment,
            environment: environment, geocoder: geocoder(), places: places())
    }

    /// The command's logic, free of process state: parses the coordinates,
    /// geocodes the point and its antipode, and formats the result — the
    /// text's distances in the units `environment`'s locale measures in
    /// (``UserLocale/measurementSystem(environment:)``), JSON's in kilometres.
    static func evaluate(
        coordinate: CoordinateArgument, json: Bool, language: String?, moment: SolarMoment,
        environment: [String: String],
        geocoder: @autoclosure () -> Result<ReverseGeocoder, AssetError>,
        places: @autoclosure () -> Result<PlaceSearchIndex, AssetError> = PlaceNames.shared
    ) -> CommandOutput {
        let location: ResolvedLocation
        switch coordinate.resolve(places: places()) {
        case .success(let value): location = value
        case .failure(let error):
            return CommandOutput(standardError: "tunnel locate: \(error.localizedDescription)\n", exitCode: error.exitStatus)
        }
        let point = location.coordinate
        let note = location.note.map { "tunnel locate: \($0)\n" } ?? ""
        let names = language.map(Language.init(localeIdentifier:))
            ?? (json ? .english : Language(environment: environment))
        let loaded: ReverseGeocoder
        switch geocoder() {
        case .success(let value): loaded = value
        case .failure(let error):
            return CommandOutput(standardError: note + "tunnel locate: \(error.localizedDescription)\n", exitCode: 1)
        }
        let here = loaded.describe(point, language: names)
        let there = loaded.describe(point.antipode, language: names)
        let units = MeasurementSystem.preference.resolved(locale: UserLocale.measurementSystem(environment: environment))
        let text = json
            ? LocationJSON.document(point: here, antipode: there, byName: location, moment: moment) + "\n"
            : LocationText.placeLine(location, language: names)
                + LocationText.report(point: here, antipode: there, units: units, moment: moment)
                + "\n" + WayDownStrings.summary(TunnelJourney(start: SurfaceKind(here), end: SurfaceKind(there)), units: units)
        return CommandOutput(standardOutput: text, standardError: note)
    }

    /// The `--json` object for a resolved point: what is there and at its antipode.
    static func jsonDocument(
        _ location: ResolvedLocation, language: Language, moment: SolarMoment, geocoder: ReverseGeocoder
    ) -> String {
        let here = geocoder.describe(location.coordinate, language: language)
        let there = geocoder.describe(location.coordinate.antipode, language: language)
        return LocationJSON.document(point: here, antipode: there, byName: location, moment: moment)
    }

    /// `--batch`: loads the world data first (its failure ends the batch
    /// with status 1 before a line is read), then answers every line.
    static func runBatch(
        lines: inout some LineSource, language: String?, moment: SolarMoment,
        geocoder: @autoclosure () -> Result<ReverseGeocoder, AssetError>,
        places: @autoclosure () -> Result<PlaceSearchIndex, AssetError>,
        write: LocateBatch.Writer
    ) -> Int32 {
        switch geocoder() {
        case .failure(let error):
            _ = write("tunnel locate: \(error.localizedDescription)\n", 2)
            return 1
        case .success(let loaded):
            return LocateBatch.run(
                lines: &lines, language: language.map(Language.init(localeIdentifier:)) ?? .english,
                moment: moment, geocoder: loaded, places: places, write: write)
        }
    }

    /// The world data, loaded once per process on first use.
    public static var sharedGeocoder: Result<ReverseGeocoder, AssetError> { loadedGeocoder }

    private static let loadedGeocoder = Result<ReverseGeocoder, AssetError> { () throws(AssetError) in
        try ReverseGeocoder.load()
    }

    static var processEnvironment: [String: String] {
        var result: [String: String] = [:]
        for key in ["LC_ALL", "LC_MESSAGES", "LC_MEASUREMENT", "LANG"] {
            if let value = getenv(key) { result[key] = String(cString: value) }
        }
        return result
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
