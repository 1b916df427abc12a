#if canImport(Glibc)
    import Glibc
#endif

/// Reads the kernel's files about this process under `/proc`.
///
/// They report no size (`st_size` is 0) and are made as they are read, so
/// they are read to their end into a buffer that grows, without Foundation
/// (whose file reading relies on the size, and stopped short on smaps).
enum ProcFile {
    /// The whole text of `path`, or nil when it cannot be opened or read;
    /// `capacity` is the first guess at its length.
    static func contents(_ path: String, capacity: Int = 256) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: max(capacity, 64))
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            let got = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { return nil }
            if got == 0 { break }
            count += got
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// The first `count` space-separated whole numbers of `path` (`statm`,
    /// `schedstat`), or nil when it has fewer.
    static func numbers(_ path: String, count: Int) -> [Int]? {
        guard let text = contents(path) else { return nil }
        let numbers = text.split(whereSeparator: { $0 == 0x20 || $0 == 0x0A }).prefix(count)
            .compactMap { Int(String(decoding: $0, as: UTF8.self)) }
        return numbers.count == count ? numbers : nil
    }
}
