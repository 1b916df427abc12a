public import ArgumentParser
import Geo

/// `tunnel [open] [--at LAT,LON]`: opens the window — the default command.
public struct OpenCommand: ParsableCommand {
    /// The subcommand's name and help.
    public static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the Tunnel window (the default when no command is given).")

    /// Where the digger starts, instead of the remembered position.
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Start digging at LAT,LON (decimal degrees, or forms like 33.86S,151.21E).",
            valueName: "LAT,LON"))
    public var at: String?

    /// Creates the command with default options.
    public init() {}

    /// Rejects a bad `--at` before any window opens.
    public func validate() throws {
        guard let at else { return }
        do {
            _ = try CoordinateParser.parsePair(unprotectingNegativeNumbers(at))
        } catch {
            throw ValidationError("--at \(unprotectingNegativeNumbers(at)): \(error)")
        }
    }

    /// Opens the window and runs the GTK main loop until the app quits.
    public func run() throws {
        setUpTranslations()
        let start = try at.map { try CoordinateParser.parsePair(unprotectingNegativeNumbers($0)) }
        let status = MainActor.assumeIsolated {
            TunnelApplication(startLocation: start).run()
        }
        if status != 0 { throw ExitCode(status) }
    }
}
