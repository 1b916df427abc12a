#if canImport(Glibc)
    import Glibc
#endif
public import Logging
import Locking

/// A swift-log handler that writes each entry to the systemd journal, with
/// the journal's own native protocol: one datagram of `FIELD=value` lines on
/// the journal's Unix socket.
///
/// No libsystemd is linked: the protocol is small and stable (documented in
/// systemd's `systemd.journal-fields(7)` and "Native Journal Protocol"), and
/// writing it directly keeps the app free of a build dependency that many
/// desktops lack. Each entry carries `MESSAGE`, `PRIORITY` (the syslog
/// level), `SYSLOG_IDENTIFIER`, `CODE_FILE`, `CODE_LINE`, `CODE_FUNC`,
/// `TUNNEL_LOGGER` (the logger's label) and every metadata item as
/// `TUNNEL_<KEY>`.
///
/// The socket is non-blocking: when the journal cannot keep up the entry is
/// dropped rather than stalling the main loop.
public struct JournalLogHandler: LogHandler {
    /// The journal's socket on a systemd machine.
    public static let defaultSocketPath = "/run/systemd/journal/socket"

    /// The most bytes of one message sent; the journal accepts larger
    /// entries only through a memory file, which a log line does not need.
    static let messageLimit = 48 * 1024

    /// Whether a journal listens at `path` (the socket exists).
    public static func isAvailable(socketPath path: String = defaultSocketPath) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFSOCK
    }

    private let label: String
    private let identifier: String
    private let socket: JournalSocket

    /// The minimum level this handler writes.
    public var logLevel: Logger.Level = .info
    /// Metadata attached to every entry of this handler.
    public var metadata: Logger.Metadata = [:]
    /// Supplies contextual metadata when an entry is written.
    public var metadataProvider: Logger.MetadataProvider?

    /// A handler for the logger `label`, naming the program `identifier` in
    /// the journal (`journalctl -t identifier`), writing to `socketPath`.
    public init(label: String, identifier: String, socketPath: String = defaultSocketPath) {
        self.label = label
        self.identifier = identifier
        self.socket = JournalSocket.shared(path: socketPath)
    }

    /// Reads or changes one metadata item.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Sends one journal entry.
    public func log(event: LogEvent) {
        var fields: [(String, String)] = [
            // A cut inside a character is repaired, not dropped.
            ("MESSAGE", String(decoding: Array(event.message.description.utf8.prefix(Self.messageLimit)), as: UTF8.self)),
            ("PRIORITY", String(Self.priority(of: event.level))),
            ("SYSLOG_IDENTIFIER", identifier),
            ("CODE_FILE", event.file),
            ("CODE_LINE", String(event.line)),
            ("CODE_FUNC", event.function),
            ("TUNNEL_LOGGER", label),
        ]
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { _, new in new } }
        if let extra = event.metadata { merged.merge(extra) { _, new in new } }
        for (key, value) in merged.sorted(by: { $0.key < $1.key }) {
            fields.append(("TUNNEL_" + Self.fieldName(key), "\(value)"))
        }
        socket.send(Self.encode(fields))
    }

    /// The syslog priority the journal expects for a swift-log level.
    static func priority(of level: Logger.Level) -> Int {
        switch level {
        case .trace, .debug: 7
        case .info: 6
        case .notice: 5
        case .warning: 4
        case .error: 3
        case .critical: 2
        }
    }

    /// A journal field name made from a metadata key: upper-case ASCII
    /// letters, digits and underscores only, as the journal requires.
    static func fieldName(_ key: String) -> String {
        let mapped = key.uppercased().unicodeScalars.map { scalar -> Character in
            let isAllowed = ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            return isAllowed ? Character(scalar) : "_"
        }
        let name = String(mapped)
        return name.isEmpty ? "METADATA" : String(name.prefix(56))
    }

    /// The native protocol's datagram: `NAME=value\n` for a one-line value;
    /// `NAME\n`, the value's length as a little-endian 64-bit integer, the
    /// value and `\n` for a value that contains a newline.
    static func encode(_ fields: [(String, String)]) -> [UInt8] {
        var bytes: [UInt8] = []
        for (name, value) in fields {
            bytes.append(contentsOf: name.utf8)
            if value.utf8.contains(UInt8(ascii: "\n")) {
                bytes.append(UInt8(ascii: "\n"))
                var length = UInt64(value.utf8.count).littleEndian
                withUnsafeBytes(of: &length) { bytes.append(contentsOf: $0) }
                bytes.append(contentsOf: value.utf8)
            } else {
                bytes.append(UInt8(ascii: "="))
                bytes.append(contentsOf: value.utf8)
            }
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }
}

/// One non-blocking datagram socket per journal path, shared by every
/// handler and kept for the life of the process.
final class JournalSocket: Sendable {
    private let descriptor: Int32
    private let path: String

    private static let sockets = Locked<[String: JournalSocket]>([:])

    static func shared(path: String) -> JournalSocket {
        sockets.withLock { sockets in
            if let socket = sockets[path] { return socket }
            let socket = JournalSocket(path: path)
            sockets[path] = socket
            return socket
        }
    }

    private init(path: String) {
        self.path = path
        descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
    }

    /// Sends one datagram; failures are dropped (a logger must not fail its caller).
    func send(_ datagram: [UInt8]) {
        guard descriptor >= 0 else { return }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard path.utf8.count < capacity else { return }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: path.utf8)
            raw[path.utf8.count] = 0
        }
        _ = datagram.withUnsafeBytes { buffer in
            withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                    sendto(descriptor, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL),
                           socketAddress, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
        }
    }
}
