#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `locate --batch` reads its lines: standard input, or a string in tests.
protocol LineSource {
    /// The next line without its line break (a trailing `\r` too), or nil at
    /// the end. A line longer than `limit` bytes comes back as `.tooLong` and
    /// the rest of it is skipped, so one endless line cannot fill memory.
    mutating func nextLine(limit: Int) -> LineReader.Line?

    /// Whether a whole line can be read now without waiting: the batch
    /// writes its answers out before it would wait, so a script that sends
    /// one point and waits for its answer is answered.
    mutating func hasLineReady() -> Bool

    /// Why reading stopped before the end (`strerror`), if it did.
    var failure: String? { get }
}

/// Reads lines from a file descriptor through a buffer of its own (so it
/// knows when no line is waiting, which stdio's buffer hides).
struct LineReader: LineSource {
    /// One line read.
    enum Line: Equatable {
        /// The line's text (bytes that are not UTF-8 become U+FFFD).
        case text(String)
        /// A line longer than the limit; its bytes were skipped.
        case tooLong
    }

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    private(set) var failure: String?

    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(1 << 16)
    }

    mutating func nextLine(limit: Int) -> Line? {
        var skipping = false
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[start..<newline]
                start = newline + 1
                if skipping || line.count > limit { return .tooLong }
                return .text(Self.decode(line))
            }
            if buffer.count - start > limit {
                // Keep nothing of an overlong line: read on to its end.
                skipping = true
                buffer.removeAll(keepingCapacity: true)
                start = 0
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = buffer[start...]
                start = buffer.count
                return skipping ? .tooLong : .text(Self.decode(line))
            }
            fill()
        }
    }

    mutating func hasLineReady() -> Bool {
        if atEnd || buffer[start...].contains(UInt8(ascii: "\n")) { return true }
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 0) > 0
    }

    /// Reads what is there (waiting for at least one byte), compacting the
    /// buffer first.
    private mutating func fill() {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        let chunk = 1 << 16
        let old = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: chunk))
        var count = 0
        while true {
            count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + old, chunk) }
            if count < 0 && errno == EINTR { continue }
            break
        }
        if count < 0 { failure = String(cString: strerror(errno)) }
        buffer.removeLast(chunk - max(0, count))
        if count <= 0 { atEnd = true }
    }

    private static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        var line = bytes
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        return String(decoding: line, as: UTF8.self)
    }
}

/// Lines from a string, for tests and in-process callers: split at each
/// line feed byte (a `\r\n` is one Character, so not at Characters).
struct StringLines: LineSource {
    private var lines: [ArraySlice<UInt8>]
    private var next = 0

    init(_ text: String) {
        let bytes = Array(text.utf8)
        var split = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if bytes.last == UInt8(ascii: "\n") { split.removeLast() }
        lines = split
    }

    mutating func nextLine(limit: Int) -> LineReader.Line? {
        guard next < lines.count else { return nil }
        defer { next += 1 }
        var line = lines[next]
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        return line.count > limit ? .tooLong : .text(String(decoding: line, as: UTF8.self))
    }

    mutating func hasLineReady() -> Bool { true }

    var failure: String? { nil }
}
