public import ArgumentParser
import Containment
import Geo
import TunnelCore

/// `tunnel`: opens the window, or runs one of the subcommands.
///
/// Negative coordinates (`--at -33.86,151.21`, `locate -33.86 151.21`)
/// reach the subcommands as values through argument-parser's parsing
/// strategies (see ``CoordinateArgument``).
public struct TunnelCommand: ParsableCommand {
    /// The command's name, abstract, version and subcommands.
    ///
    /// Computed, not stored: the help is translated when it is shown, after
    /// ``main(arguments:)`` has set up the translations (the parser's own
    /// words, such as USAGE: and OPTIONS:, stay English).
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "tunnel",
            abstract: localized("If you dig straight down from here, where do you come out?"),
            discussion: localized("""
                With no subcommand, opens the Tunnel window: drag the digger on the \
                top map and watch the X on the bottom map follow to the antipode.
                """) + examples(["tunnel --at -33.86,151.21", "tunnel geo:52.52,13.405", "tunnel locate 40.4168 -3.7038"]),
            version: AppInfo.version,
            subcommands: [OpenCommand.self, LocateCommand.self, RenderCommand.self, StatsCommand.self],
            defaultSubcommand: OpenCommand.self
        )
    }

    /// A help text's "Examples:" block, with the heading translated and the
    /// command lines as typed (they are the same in every language).
    static func examples(_ lines: [String], afterText: Bool = true) -> String {
        (afterText ? "\n\n" : "") + localized("Examples:") + "\n" + lines.map { "  " + $0 }.joined(separator: "\n")
    }

    /// Creates the command with default options.
    public init() {}

    /// The most arguments a command line may have: far more than any of
    /// Tunnel's commands takes (a point is at most a few words).
    static let maximumArgumentCount = 256

    /// Parses the process's arguments and runs the chosen command; exits the process.
    public static func main(arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        AppLogging.bootstrap()
        // The library listens to CONTAINMENT_TRACE; the app keeps its own
        // names for the switches, read the library's way.
        if let sink = Trace.standardErrorSink(
            switch: environmentValue("TUNNEL_TRACE"), events: environmentValue("TUNNEL_TRACE_EVENTS")) {
            Trace.setSink(sink)
        }
        // Messages, labels and errors are translated from the first line on.
        setUpTranslations()
        // swift-argument-parser takes time quadratic in the number of
        // arguments (each word it consumes is removed from an array), so
        // tens of thousands of them would take minutes to be refused. No
        // command of Tunnel's takes more than a handful.
        if arguments.count > maximumArgumentCount {
            StandardStreams.writeAll(
                "tunnel: " + localized(
                    "too many arguments: {count} (at most {limit})",
                    ["count": String(arguments.count), "limit": String(maximumArgumentCount)]) + "\n", to: 2)
            exitProcess(2)
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            exitProcess(0)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                // Help, the version or a completion script: written here,
                // not by the parser's buffered print, so that output that
                // goes nowhere (`> /dev/full`, a closed standard output) is
                // an error, as it is for locate and render.
                let text = fullMessage(for: error)
                if !text.isEmpty, let problem = StandardStreams.writeAll(text + "\n", to: 1) {
                    StandardStreams.writeAll(
                        "tunnel: " + localized("cannot write to standard output: {reason}", ["reason": problem]) + "\n", to: 2)
                    exitProcess(1)
                }
                exitProcess(0)
            }
            if !(error is ExitCode) {
                // Usage errors: one line naming the problem and exit status 2,
                // as `locate` documents.
                let message = self.message(for: error)
                var firstLine = message.split(separator: "\n").first.map(String.init) ?? message
                if firstLine.count > 300 { firstLine = firstLine.prefix(300) + "…" }  // a 100 KB option stays one short line
                let command = ["locate", "render"].contains(arguments.first ?? "") ? "tunnel \(arguments[0])" : "tunnel"
                StandardStreams.writeAll("\(command): \(firstLine)\n", to: 2)
                exitProcess(2)
            }
            exit(withError: error)
        }
    }
}
