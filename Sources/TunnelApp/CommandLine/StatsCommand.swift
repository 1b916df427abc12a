public import ArgumentParser
import Geo
import TunnelCore

/// `tunnel stats [--json]`: how much of the Earth is land and how much of
/// it has land at its antipode, counted on Tunnel's own world data
/// (``LandShares``).
public struct StatsCommand: ParsableCommand {
    /// The subcommand's name, help and examples, translated when shown.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "stats",
            abstract: localized("Show how much of the Earth is land with land at its antipode."),
            discussion: TunnelCommand.examples(["tunnel stats", "tunnel stats --json"], afterText: false))
    }

    /// Print one JSON object instead of text.
    @Flag(help: ArgumentHelp(localized("Print one JSON object for scripts.")))
    public var json = false

    /// Creates the command with no arguments (ArgumentParser fills it in).
    public init() {}

    /// Counts the shares and prints them; missing or corrupt world data,
    /// or an answer that cannot be written, exits with status 1.
    public func run() throws {
        try Self.evaluate(json: json, geocoder: LocateCommand.sharedGeocoder).deliver(as: "stats")
    }

    /// The command's logic, free of process state.
    static func evaluate(json: Bool, geocoder: Result<ReverseGeocoder, AssetError>) -> CommandOutput {
        let loaded: ReverseGeocoder
        switch geocoder {
        case .success(let value): loaded = value
        case .failure(let error):
            return CommandOutput(standardError: "tunnel stats: \(error.localizedDescription)\n", exitCode: 1)
        }
        let shares = LandShares.compute(with: loaded)
        return CommandOutput(standardOutput: (json ? Self.json(shares) : Self.text(shares)) + "\n")
    }

    /// `{"landShareOfSurface", "landToLandShareOfSurface", "landToLandShareOfLand", "cells"}`,
    /// the shares as fractions.
    static func json(_ shares: LandShares) -> String {
        LocationJSON.object([
            ("landShareOfSurface", Coordinate.fixed(shares.landShareOfSurface, fractionDigits: 4)),
            ("landToLandShareOfSurface", Coordinate.fixed(shares.landToLandShareOfSurface, fractionDigits: 4)),
            ("landToLandShareOfLand", Coordinate.fixed(shares.landToLandShareOfLand, fractionDigits: 4)),
            ("cells", String(shares.cellCount)),
        ])
    }

    /// Three lines for people: the shares in percent, and how they were counted.
    static func text(_ shares: LandShares) -> String {
        func percent(_ share: Double) -> String { LocalizedFormat.percent(share) }
        return [
            localized("Land: {share} of the Earth's surface", ["share": percent(shares.landShareOfSurface)]),
            localized(
                "Land with land at its antipode: {share} of the surface, {ofLand} of the land",
                ["share": percent(shares.landToLandShareOfSurface), "ofLand": percent(shares.landToLandShareOfLand)]),
            localized(
                "Counted on {cells} equal-area cells of Natural Earth's countries less their lakes.",
                ["cells": LocalizedFormat.grouped(shares.cellCount)]),
        ].joined(separator: "\n")
    }
}
