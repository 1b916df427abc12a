public import ArgumentParser
import CGtk
import Geo

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tunnel [open] [--at LAT,LON]`: opens the window — the default command.
public struct OpenCommand: ParsableCommand {
    /// The subcommand's name and help.
    public static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the Tunnel window (the default when no command is given).")

    /// Where the digger starts, instead of the remembered position.
    /// `.unconditional` takes the next word as the value even when it starts
    /// with a hyphen (`--at -33.86,151.21`).
    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "Start digging at LAT,LON (decimal degrees, or forms like 33.86S,151.21E) or at a place's name.",
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
        guard gtk_init_check(nil, nil) != 0 else {
            StandardStreams.writeAll("tunnel: cannot open a display (\(Self.displayProblem))\n", to: 2)
            throw ExitCode(1)
        }
        setUpTranslations()
        let status = MainActor.assumeIsolated {
            TunnelApplication(startLocation: start).run()
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// Which display could not be opened, in words.
    static var displayProblem: String {
        let display = getenv("DISPLAY").map { String(cString: $0) } ?? ""
        let wayland = getenv("WAYLAND_DISPLAY").map { String(cString: $0) } ?? ""
        switch (display.isEmpty, wayland.isEmpty) {
        case (true, true): return "DISPLAY is not set"
        case (false, true): return "DISPLAY=\(display.prefix(80)) failed"
        case (true, false): return "WAYLAND_DISPLAY=\(wayland.prefix(80)) failed"
        case (false, false): return "neither WAYLAND_DISPLAY=\(wayland.prefix(80)) nor DISPLAY=\(display.prefix(80)) could be opened"
        }
    }
}
