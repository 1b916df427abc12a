public import ArgumentParser
import Geo
import TunnelCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tunnel [open] [--at LAT,LON]`: opens the window — the default command.
public struct OpenCommand: ParsableCommand {
    /// The subcommand's name and help, translated when shown.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "open",
            abstract: localized("Open the Tunnel window (the default when no command is given)."))
    }

    /// Where the digger starts, instead of the remembered position.
    /// `.unconditional` takes the next word as the value even when it starts
    /// with a hyphen (`--at -33.86,151.21`).
    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            localized("Start digging at LAT,LON (decimal degrees, or forms like 33.86S,151.21E) or at a place's name."),
            valueName: "LAT,LON|NAME"))
    public var at: CoordinateArgument?

    /// Creates the command with default options.
    public init() {}

    /// Rejects a bad `--at` coordinate before any window opens (a name is
    /// looked up in `run()`).
    public func validate() throws {
        try at?.validate(option: "--at")
    }

    /// Opens the window and runs the GTK main loop until the app quits.
    ///
    /// With no display to open it prints one line naming the display and
    /// exits with status 1, before GTK could print its own warnings.
    public func run() throws {
        let start = try at?.resolveForRun(option: "--at", command: "tunnel")
        let status = try MainActor.assumeIsolated {
            guard let startUp = StartUp.launch(at: start) else {
                StandardStreams.writeAll(
                    "tunnel: " + localized("cannot open a display ({reason})", ["reason": Self.displayProblem]) + "\n", to: 2)
                throw ExitCode(1)
            }
            return TunnelApplication(startUp: startUp, startLocation: start).run()
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// Which display could not be opened, in words.
    static var displayProblem: String {
        let display = getenv("DISPLAY").map { String(cString: $0) } ?? ""
        let wayland = getenv("WAYLAND_DISPLAY").map { String(cString: $0) } ?? ""
        switch (display.isEmpty, wayland.isEmpty) {
        case (true, true): return localized("DISPLAY is not set")
        case (false, true): return localized("{variable} failed", ["variable": "DISPLAY=\(display.prefix(80))"])
        case (true, false): return localized("{variable} failed", ["variable": "WAYLAND_DISPLAY=\(wayland.prefix(80))"])
        case (false, false):
            return localized(
                "neither {wayland} nor {x11} could be opened",
                ["wayland": "WAYLAND_DISPLAY=\(wayland.prefix(80))", "x11": "DISPLAY=\(display.prefix(80))"])
        }
    }
}
