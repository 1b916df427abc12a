#if canImport(Glibc)
    import Glibc
#endif
import Containment
import Geo
import Locking
public import Logging
import TunnelCore

/// The app's logging: swift-log bootstrapped once at start-up, to standard
/// error and to the systemd journal when there is one, and the containment
/// core's logger handed down.
///
/// A library never bootstraps logging; the application does, once. Without
/// this the core's diagnostics and the app's own errors would go nowhere.
/// `TUNNEL_LOG_LEVEL` (`trace`, `debug`, `info`, `notice`, `warning`,
/// `error`, `critical`; default `info`) sets the level of every handler.
public enum AppLogging {
    /// The environment variable that sets the level.
    public static let levelVariable = "TUNNEL_LOG_LEVEL"
    /// The level when `TUNNEL_LOG_LEVEL` is unset or empty.
    public static let defaultLevel: Logger.Level = .info

    /// The app's own logger (label: the application ID). Made on each use so
    /// that it always has the bootstrapped handlers.
    public static var logger: Logger { Logger(label: AppInfo.applicationID) }

    /// Where log entries go.
    public struct Destinations: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: Int
        /// Creates a set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The process's standard error.
        public static let standardError = Destinations(rawValue: 1 << 0)
        /// The systemd journal's native socket.
        public static let journal = Destinations(rawValue: 1 << 1)
    }

    /// A `TUNNEL_LOG_LEVEL` that names no level.
    public struct InvalidLevel: Error, CustomStringConvertible, Equatable {
        /// The value as set.
        public let value: String
        /// One line naming the problem and the accepted values.
        public var description: String {
            let names = Logger.Level.allCases.map(\.rawValue)
            return "\(AppLogging.levelVariable)=\(value) is not a log level; use "
                + names.dropLast().joined(separator: ", ") + " or " + names.last!
        }
    }

    /// The level a `TUNNEL_LOG_LEVEL` value names (any case, surrounding
    /// spaces ignored); unset or empty means ``defaultLevel``.
    public static func level(from value: String?) throws(InvalidLevel) -> Logger.Level {
        let trimmed = value?.trimmingSpaces.lowercased() ?? ""
        if trimmed.isEmpty { return defaultLevel }
        guard let level = Logger.Level(rawValue: trimmed) else { throw InvalidLevel(value: value ?? "") }
        return level
    }

    /// Where to log: the journal when its socket is there; standard error
    /// unless standard error already is the journal (a systemd service or a
    /// desktop launch under `systemd --user`), which would log every line twice.
    public static func destinations(journalAvailable: Bool, standardErrorIsJournal: Bool) -> Destinations {
        guard journalAvailable else { return .standardError }
        return standardErrorIsJournal ? .journal : [.standardError, .journal]
    }

    /// Whether standard error is the journal's stream: systemd sets
    /// `JOURNAL_STREAM=<device>:<inode>` for a service's standard error.
    static func standardErrorIsJournal(_ environment: [String: String]) -> Bool {
        guard let stream = environment["JOURNAL_STREAM"] else { return false }
        let parts = stream.split(separator: ":")
        guard parts.count == 2, let device = UInt64(parts[0]), let inode = UInt64(parts[1]) else { return false }
        var status = stat()
        guard fstat(STDERR_FILENO, &status) == 0 else { return false }
        return UInt64(status.st_dev) == device && UInt64(status.st_ino) == inode
    }

    /// Makes the handler for one logger: one per destination, each at `level`.
    public static func makeHandler(
        label: String, level: Logger.Level, destinations: Destinations,
        journalSocketPath: String = JournalLogHandler.defaultSocketPath
    ) -> any LogHandler {
        var handlers: [any LogHandler] = []
        if destinations.contains(.standardError) {
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            handlers.append(handler)
        }
        if destinations.contains(.journal) {
            var handler = JournalLogHandler(label: label, identifier: "tunnel", socketPath: journalSocketPath)
            handler.logLevel = level
            handlers.append(handler)
        }
        if handlers.count == 1 { return handlers[0] }
        var multiplex = MultiplexLogHandler(handlers)
        multiplex.logLevel = level
        return multiplex
    }

    private static let isBootstrapped = Locked(false)

    /// Bootstraps swift-log for the process and gives the containment core
    /// its logger; later calls do nothing. Called first thing by the
    /// command's `main`. A bad `TUNNEL_LOG_LEVEL` ends the process with one
    /// line on standard error and exit status 2, like any bad argument.
    public static func bootstrap() {
        // Only the two variables it reads: ProcessInfo would copy the whole
        // environment through FoundationEssentials.
        let names = [levelVariable, "JOURNAL_STREAM"]
        bootstrap(environment: Dictionary(uniqueKeysWithValues: names.compactMap { name in
            environmentValue(name).map { (name, $0) }
        }))
    }

    static func bootstrap(environment: [String: String]) {
        guard isBootstrapped.withLock({ done in defer { done = true }; return !done }) else { return }
        let level: Logger.Level
        do {
            level = try self.level(from: environment[levelVariable])
        } catch {
            StandardStreams.writeAll("tunnel: \(error)\n", to: STDERR_FILENO)
            exit(2)
        }
        let destinations = destinations(
            journalAvailable: JournalLogHandler.isAvailable(),
            standardErrorIsJournal: standardErrorIsJournal(environment))
        LoggingSystem.bootstrap { label in makeHandler(label: label, level: level, destinations: destinations) }
        if isMainThread {
            MainActor.assumeIsolated {
                ContainmentLogging.logger = Logger(label: AppInfo.applicationID + ".containment")
            }
        }
        logger.debug("logging started", metadata: [
            "level": "\(level)",
            "journal": "\(destinations.contains(.journal))",
            "dataDirectory": "\(AssetLocator.default.directory)",
        ])
    }
}
