public import ArgumentParser
import Foundation
import Containment
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
        subcommands: [OpenCommand.self, LocateCommand.self, RenderCommand.self],
        defaultSubcommand: OpenCommand.self
    )

    /// Creates the command with default options.
    public init() {}

    /// Parses the process's arguments, protecting negative numbers, and runs
    /// the chosen command; exits the process.
    public static func main(arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        AppLogging.bootstrap()
        // The library listens to CONTAINMENT_TRACE; the app keeps its own name for the switch.
        if ProcessInfo.processInfo.environment["TUNNEL_TRACE"] == "1" {
            Trace.setSink(StandardErrorTraceSink())
        }
        // Messages, labels and errors are translated from the first line on.
        setUpTranslations()
        let protected = argumentsProtectingNegativeNumbers(arguments)
        do {
            var command = try parseAsRoot(protected)
            try command.run()
            Foundation.exit(0)
        } catch {
            let code = exitCode(for: error)
            if code != .success && !(error is ExitCode) {
                // Usage errors: one line naming the problem, as typed (plain
                // hyphens), and exit status 2, as `locate` documents.
                let message = unprotectingNegativeNumbers(self.message(for: error))
                let firstLine = message.split(separator: "\n").first.map(String.init) ?? message
                let command = ["locate", "render"].contains(protected.first ?? "") ? "tunnel \(protected[0])" : "tunnel"
                FileHandle.standardError.write(Data("\(command): \(firstLine)\n".utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
