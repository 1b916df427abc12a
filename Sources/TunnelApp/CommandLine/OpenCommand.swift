public import ArgumentParser
import Geo
import TunnelCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tunnel [open] [--at LAT,LON | geo:LAT,LON]`: opens the window — the
/// default command. A desktop hands over a `geo:` link as the only argument
/// (`Exec=tunnel %u`), which does what `--at` with the link does.
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
            localized("Start digging at LAT,LON (decimal degrees, or forms like 33.86S,151.21E), a geo: link or a place's name."),
            valueName: "LAT,LON|NAME"))
    public var at: CoordinateArgument?

    /// A `geo:` link (RFC 5870) to start digging at, as a desktop opens one:
    /// `tunnel geo:52.52,13.405`. Only a link is taken here; anything else is
    /// refused, pointing at `--at`.
    @Argument(help: ArgumentHelp(localized("A geo: link to start digging at, e.g. geo:52.52,13.405."), valueName: "geo-link"))
    public var link: CoordinateArgument?


    /// Creates the command with default options.
    public init() {}

    /// Rejects a bad `--at` coordinate before any window opens (a name is
    /// looked up in `run()`).
    public func validate() throws {
        try at?.validate(option: "--at")
        guard let link else { return }
        guard link.isGeoURI else {
            throw ValidationError(localized(
                "'{argument}' is not a geo link (give a point with --at LAT,LON)",
                ["argument": CoordinateError.quote(link.text)]))
        }
        guard at == nil else { throw ValidationError(localized("give either --at or a geo link, not both")) }
        try link.validate()
    }

    /// Opens the window and runs the GTK main loop until the app quits.
    ///
    /// With no display to open it prints one line naming the display and
    /// exits with status 1, before GTK could print its own warnings.
    public func run() throws {
        let start = try at?.resolveForRun(option: "--at", command: "tunnel") ?? link?.coordinate()
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
