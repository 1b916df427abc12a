#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes of one asset file, read once into aligned memory that lives as
/// long as any feature refers to it.
///
/// Reading (not mapping) the file means a file truncated underneath a running
/// app cannot raise SIGBUS later; it costs one copy at start-up.
final class AssetBuffer: @unchecked Sendable {
    // @unchecked: the bytes are written only in init and never again.
    let bytes: UnsafeRawBufferPointer
    let path: String

    init(contentsOf path: String) throws(AssetError) {
        self.path = path
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            throw .missing(file: path, reason: String(cString: strerror(errno)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw .unreadable(file: path, reason: String(cString: strerror(errno)))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadable(file: path, reason: "not a regular file")
        }
        let size = Int(info.st_size)
        let memory = UnsafeMutableRawPointer.allocate(byteCount: max(size, 1), alignment: 16)
        var done = 0
        while done < size {
            let n = read(fd, memory + done, size - done)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                memory.deallocate()
                throw .unreadable(file: path, reason: n == 0 ? "file shrank while reading" : String(cString: strerror(errno)))
            }
            done += n
        }
        bytes = UnsafeRawBufferPointer(start: memory, count: size)
    }

    deinit {
        bytes.baseAddress.map { UnsafeMutableRawPointer(mutating: $0).deallocate() }
    }

    var count: Int { bytes.count }

    /// Little-endian UInt32 at an offset the caller has bounds-checked and 4-aligned.
    @inline(__always)
    func u32(_ offset: Int) -> UInt32 {
        UInt32(littleEndian: bytes.load(fromByteOffset: offset, as: UInt32.self))
    }

    @inline(__always)
    func u16(_ offset: Int) -> UInt16 {
        UInt16(littleEndian: bytes.load(fromByteOffset: offset, as: UInt16.self))
    }

    @inline(__always)
    func f32(_ offset: Int) -> Float {
        Float(bitPattern: u32(offset))
    }

    /// Decodes a UTF-8 string range of the string blob, or nil when invalid.
    func string(blobStart: Int, offset: UInt32, length: UInt32) -> String? {
        String(validating: utf8(blobStart: blobStart, offset: offset, length: length), as: UTF8.self)
    }

    /// Decodes a UTF-8 string range, replacing invalid sequences with U+FFFD
    /// (the fast path for names decoded after load, where failing is not an option).
    func repairingString(blobStart: Int, offset: UInt32, length: UInt32) -> String {
        String(decoding: utf8(blobStart: blobStart, offset: offset, length: length), as: UTF8.self)
    }

    private func utf8(blobStart: Int, offset: UInt32, length: UInt32) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(
            start: (bytes.baseAddress! + blobStart + Int(offset)).assumingMemoryBound(to: UInt8.self),
            count: Int(length))
    }

    /// Checks the magic, the header's length and the version every asset starts with.
    func checkHeader(magic: [UInt8], kind: String, version: UInt32, headerSize: Int) throws(AssetError) {
        // A file that is a prefix of a valid header (even empty) is truncated, not foreign.
        guard zip(magic, bytes).allSatisfy({ $0 == $1 }) else {
            throw .badMagic(file: path, expected: kind)
        }
        guard count >= headerSize else {
            throw .truncated(file: path, expectedBytes: UInt64(headerSize), actualBytes: UInt64(count))
        }
        let found = u32(8)
        guard found == version else {
            throw .unsupportedVersion(file: path, version: found, supported: version)
        }
    }

    /// Checks that the file is exactly as long as its header's counts require.
    /// Throws `truncated` if the file is shorter than `minimum` (before a
    /// section whose own counts decide the exact size can be read).
    func checkSize(atLeast minimum: UInt64) throws(AssetError) {
        if UInt64(count) < minimum {
            throw .truncated(file: path, expectedBytes: minimum, actualBytes: UInt64(count))
        }
    }

    func checkSize(expected: UInt64) throws(AssetError) {
        if UInt64(count) < expected {
            throw .truncated(file: path, expectedBytes: expected, actualBytes: UInt64(count))
        }
        if UInt64(count) > expected {
            throw .sizeMismatch(file: path, expectedBytes: expected, actualBytes: UInt64(count))
        }
    }
}

#if _endian(big)
    #error("World assets are little-endian and read in place; add byte swapping for big-endian hosts.")
#endif
