#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a reader knows about one asset format before it maps a file: the
/// magic, the version, the header's length, and how long the header's
/// counts say the file is.
struct AssetFormat: Sendable {
    let magic: [UInt8]
    /// For messages: "Tunnel polygon asset".
    let kind: String
    let version: UInt32
    let headerSize: Int
    /// The length of everything before the checksum trailer, computed from
    /// the header's little-endian UInt32 fields (the closure's argument reads
    /// the field at a byte offset). Counts are UInt32, so the sum cannot
    /// overflow a UInt64.
    let payloadSize: @Sendable (_ field: (Int) -> UInt32) -> UInt64
}

/// The bytes of one asset file, memory-mapped read-only and checked before
/// any of them is trusted.
///
/// The file's type and size are checked against its header *before* it is
/// mapped: a FIFO, a directory or a device is refused without opening it for
/// reading (and it is opened with O_NONBLOCK, so a FIFO swapped in meanwhile
/// cannot block), a file longer or shorter than its header says is refused
/// without reading it, and nothing over ``maximumSize`` is ever mapped. Then
/// the checksum trailer is verified over the whole payload, so a corrupted
/// file is an error naming it, never a wrong answer.
///
/// Mapped pages are clean and file-backed: the kernel shares them between
/// processes and can drop them under pressure, unlike a private copy. Assets
/// are installed read-only and replaced by rename, which leaves a mapping of
/// the old file intact; truncating an asset in place under a running app
/// is not supported (it would raise SIGBUS).
///
/// The memory is raw: regions read through typed pointers are bound to their
/// type with ``bind(_:offset:count:)`` first.
final class AssetBuffer: @unchecked Sendable {
    // @unchecked: the mapping is read-only and lives until deinit.
    /// The payload: every byte before the checksum trailer.
    let bytes: UnsafeRawBufferPointer
    let path: String
    /// The file's checksum trailer (verified): what a derived asset records
    /// to prove which version of this file it was derived from.
    let checksum: UInt64
    private let mapping: UnsafeMutableRawPointer?
    private let mappedLength: Int

    /// The largest asset this reader maps: far more than any world file
    /// needs, so a bigger file cannot be one and is refused unmapped.
    static let maximumSize = 256 * 1024 * 1024
    /// Bytes of the checksum trailer at the end of every asset.
    static let trailerSize = 8

    init(contentsOf path: String, format: AssetFormat) throws(AssetError) {
        self.path = path
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw .missing(file: path, reason: String(cString: strerror(errno)))
        }
        try Self.checkRegular(info, path: path)
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            throw .missing(file: path, reason: String(cString: strerror(errno)))
        }
        defer { close(fd) }
        guard fstat(fd, &info) == 0 else {
            throw .unreadable(file: path, reason: String(cString: strerror(errno)))
        }
        try Self.checkRegular(info, path: path)
        let size = Int(info.st_size)

        // The header, read alone, decides how long the file must be.
        var header = [UInt8](repeating: 0, count: format.headerSize)
        let got = header.withUnsafeMutableBytes { pread(fd, $0.baseAddress!, format.headerSize, 0) }
        guard got >= 0 else { throw .unreadable(file: path, reason: String(cString: strerror(errno))) }
        // A file that is a prefix of a valid header (even empty) is truncated, not foreign.
        guard zip(format.magic, header.prefix(got)).allSatisfy({ $0 == $1 }) else {
            throw .badMagic(file: path, expected: format.kind)
        }
        guard got == format.headerSize else {
            throw .truncated(file: path, expectedBytes: UInt64(format.headerSize), actualBytes: UInt64(max(size, got)))
        }
        func field(_ offset: Int) -> UInt32 {
            UInt32(header[offset]) | UInt32(header[offset + 1]) << 8 | UInt32(header[offset + 2]) << 16
                | UInt32(header[offset + 3]) << 24
        }
        guard field(8) == format.version else {
            throw .unsupportedVersion(file: path, version: field(8), supported: format.version)
        }
        let expected = format.payloadSize(field) + UInt64(Self.trailerSize)
        if UInt64(size) < expected {
            throw .truncated(file: path, expectedBytes: expected, actualBytes: UInt64(size))
        }
        if UInt64(size) > expected {
            throw .sizeMismatch(file: path, expectedBytes: expected, actualBytes: UInt64(size))
        }
        guard size <= Self.maximumSize else {
            throw .unreadable(file: path, reason: "\(size) bytes is more than the \(Self.maximumSize) an asset may have")
        }

        let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0)
        guard let mapped, mapped != MAP_FAILED else {
            throw .unreadable(file: path, reason: "cannot map it: \(String(cString: strerror(errno)))")
        }
        mapping = mapped
        mappedLength = size
        let payload = UnsafeRawBufferPointer(start: mapped, count: size - Self.trailerSize)
        bytes = payload
        let stored = UInt64(littleEndian: mapped.loadUnaligned(fromByteOffset: payload.count, as: UInt64.self))
        // Set before the check so a throw below still runs deinit (and unmaps).
        checksum = stored
        let computed = AssetChecksum.of(payload)
        guard stored == computed else {
            throw .corrupt(
                file: path,
                detail: "checksum mismatch (stored \(String(stored, radix: 16)), computed \(String(computed, radix: 16)))")
        }
    }

    deinit {
        if let mapping { munmap(mapping, mappedLength) }
    }

    private static func checkRegular(_ info: stat, path: String) throws(AssetError) {
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
            let what: String
            switch type {
            case S_IFIFO: what = "a FIFO"
            case S_IFDIR: what = "a directory"
            case S_IFCHR: what = "a character device"
            case S_IFBLK: what = "a block device"
            case S_IFSOCK: what = "a socket"
            default: what = "not a regular file"
            }
            throw .unreadable(file: path, reason: what == "not a regular file" ? what : "it is \(what), not a regular file")
        }
    }

    var count: Int { bytes.count }

    /// Binds `count` values of `type` at `offset` (bounds-checked and aligned
    /// by the caller) and returns them: the one legal way to read the mapped
    /// bytes through a typed pointer.
    func bind<T>(_ type: T.Type, offset: Int, count: Int) -> UnsafeBufferPointer<T> {
        guard count > 0 else { return UnsafeBufferPointer(start: nil, count: 0) }
        let start = UnsafeMutableRawPointer(mutating: bytes.baseAddress! + offset).bindMemory(to: type, capacity: count)
        return UnsafeBufferPointer(start: start, count: count)
    }

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

    /// Decodes a UTF-8 range of a string blob bound with ``bind(_:offset:count:)``, or nil when invalid.
    func string(blob: UnsafeBufferPointer<UInt8>, offset: UInt32, length: UInt32) -> String? {
        String(validating: UnsafeBufferPointer(rebasing: blob[Int(offset)..<Int(offset + length)]), as: UTF8.self)
    }

    /// Whether `blob` is UTF-8 throughout.
    static func isUTF8(_ blob: UnsafeBufferPointer<UInt8>) -> Bool {
        String(validating: blob, as: UTF8.self) != nil
    }

    /// Whether `offset` into `blob` begins a character or is the blob's end:
    /// no continuation byte there. Spans of a UTF-8 blob that all begin so
    /// are each UTF-8 too.
    static func isCharacterBoundary(_ offset: Int, in blob: UnsafeBufferPointer<UInt8>) -> Bool {
        offset == blob.count || blob[offset] & 0xC0 != 0x80
    }

    /// Decodes a UTF-8 range, replacing invalid sequences with U+FFFD (the
    /// fast path for names decoded after load, where failing is not an option).
    func repairingString(blob: UnsafeBufferPointer<UInt8>, offset: UInt32, length: UInt32) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: blob[Int(offset)..<Int(offset + length)]), as: UTF8.self)
    }

    /// Checks that the payload is exactly as long as its header's counts require.
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
