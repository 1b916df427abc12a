public import ArgumentParser
import Foundation
import Geo

/// `tunnel`: opens the window, or runs one of the subcommands.
///
/// Call it through ``main(arguments:)`` so that negative coordinates
/// (`--at -33.86,151.21`, `locate -33.86 151.21`) reach it as values.
public struct TunnelCommand: ParsableCommand {
    /// The command's name, abstract, version and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "tunnel",
        abstract: "If you dig straight down from here, where do you come out?",
        discussion: """
            With no subcommand, opens the Tunnel window: drag the digger on the \
            top map and watch the X on the bottom map follow to the antipode.

            Examples:
              tunnel --at -33.86,151.21
              tunnel locate 40.4168 -3.7038
            """,
        version: AppInfo.version,
        subcommands: [LocateCommand.self]
    )

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
    public mutating func validate() throws {
        guard let at else { return }
        do {
            _ = try CoordinateParser.parsePair(unprotectingNegativeNumbers(at))
        } catch {
            throw ValidationError("--at \(unprotectingNegativeNumbers(at)): \(error)")
        }
    }

    /// Opens the window and runs the GTK main loop until the app quits.
    public mutating func run() throws {
        setUpTranslations()
        let start = try at.map { try CoordinateParser.parsePair(unprotectingNegativeNumbers($0)) }
        let status = MainActor.assumeIsolated {
            TunnelApplication(startLocation: start).run()
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// Parses the process's arguments, protecting negative numbers, and runs
    /// the chosen command; exits the process.
    public static func main(arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        let protected = argumentsProtectingNegativeNumbers(arguments)
        do {
            var command = try parseAsRoot(protected)
            try command.run()
            Foundation.exit(0)
        } catch {
            let code = exitCode(for: error)
            if code != .success && !(error is ExitCode) {
                // Usage errors exit with 2, as `locate` documents; quote the
                // arguments as typed, with plain hyphens.
                let text = unprotectingNegativeNumbers(fullMessage(for: error))
                FileHandle.standardError.write(Data((text + "\n").utf8))
                Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
            }
            exit(withError: error)
        }
    }
}
