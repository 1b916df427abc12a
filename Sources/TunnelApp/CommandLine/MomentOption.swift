public import ArgumentParser
import Geo
import TunnelCore

/// `--time`, the moment a command places the Sun for: ISO 8601 with its
/// zone, now when left out. `locate` and `render` share it, so both read
/// and refuse a moment alike.
public struct MomentOption: ParsableArguments {
    /// The moment as typed.
    @Option(help: ArgumentHelp(
        localized("The moment for the Sun at both ends, ISO 8601 (2026-06-21T12:00:00Z; default: now)."), valueName: "time"))
    public var time: String?

    /// Creates the option unset (ArgumentParser fills it in).
    public init() {}

    /// The moment ``time`` names, or now.
    var moment: SolarMoment {
        time.flatMap { try? UTCMoment.secondsSince1970(parsing: $0) }.map(SolarMoment.init(secondsSince1970:)) ?? .now
    }

    /// Refuses a moment that is not ISO 8601, in one line naming why.
    public func validate() throws {
        guard let time else { return }
        do { _ = try UTCMoment.secondsSince1970(parsing: time) } catch {
            throw ValidationError(localized(
                "invalid --time '{time}': {reason}", ["time": String(time.prefix(40)), "reason": error.reason]))
        }
    }
}
