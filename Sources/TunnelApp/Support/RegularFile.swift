#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The contents of `path` if it is a regular file of at most `limit` bytes,
/// else nil; never blocks (checked with stat before opening, opened with
/// O_NONBLOCK, checked again with fstat). The result is NUL-terminated C text.
func readRegularFile(_ path: String, limit: Int) -> [CChar]? {
    var info = stat()
    guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size <= limit else { return nil }
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size <= limit else { return nil }
    var buffer = [CChar](repeating: 0, count: limit + 1)
    var done = 0
    while done < limit {
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + done, limit - done) }
        if n < 0 && errno == EINTR { continue }
        guard n >= 0 else { return nil }
        if n == 0 { break }
        done += n
    }
    return Array(buffer[..<done]) + [0]
}
