#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The whole file's bytes; stops the test if it cannot be opened.
func readAll(_ path: String) -> [UInt8] {
    let fd = open(path, O_RDONLY)
    precondition(fd >= 0, "cannot open \(path)")
    defer { close(fd) }
    var info = stat()
    fstat(fd, &info)
    var result = [UInt8](repeating: 0, count: Int(info.st_size))
    var done = 0
    while done < result.count {
        let n = result.withUnsafeMutableBytes { read(fd, $0.baseAddress! + done, $0.count - done) }
        if n <= 0 { break }
        done += n
    }
    return result
}

/// Writes `bytes` as the whole of a new file at `path`.
func writeAll(_ path: String, _ bytes: [UInt8]) {
    unlink(path)
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    precondition(fd >= 0, "cannot create \(path)")
    bytes.withUnsafeBytes { raw in
        var done = 0
        while done < raw.count {
            let n = write(fd, raw.baseAddress! + done, raw.count - done)
            precondition(n > 0, "cannot write \(path)")
            done += n
        }
    }
    close(fd)
}
