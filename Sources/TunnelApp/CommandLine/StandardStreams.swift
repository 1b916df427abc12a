#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Unbuffered writes to the standard streams that notice failure, so a
/// command whose output went nowhere (`> /dev/full`, a closed standard
/// output) says so and exits non-zero instead of succeeding silently.
enum StandardStreams {
    /// Writes all of `text` to file descriptor `descriptor`, retrying short
    /// writes and EINTR. Returns nil on success, else the reason (`strerror`).
    @discardableResult
    static func writeAll(_ text: String, to descriptor: Int32) -> String? {
        var bytes = Array(text.utf8)
        let count = bytes.count
        return bytes.withUnsafeMutableBytes { raw -> String? in
            var done = 0
            while done < count {
                let n = write(descriptor, raw.baseAddress! + done, count - done)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return n < 0 ? String(cString: strerror(errno)) : "nothing was written" }
                done += n
            }
            return nil
        }
    }
}
