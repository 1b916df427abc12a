public import ArgumentParser

/// `tunnel`: opens the window, or runs one of the subcommands.
public struct TunnelCommand: ParsableCommand {
    /// The command's name, abstract, version and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "tunnel",
        abstract: "If you dig straight down from here, where do you come out?",
        discussion: """
            With no subcommand, opens the Tunnel window: drag the digger on the \
            top map and watch the X on the bottom map follow to the antipode.
            """,
        version: AppInfo.version
    )

    /// Creates the command with default options.
    public init() {}

    /// Opens the window and runs the GTK main loop until the app quits.
    public mutating func run() throws {
        setUpTranslations()
        let status = MainActor.assumeIsolated {
            TunnelApplication().run()
        }
        if status != 0 { throw ExitCode(status) }
    }
}
