import CGtk
import Foundation
import XCTest

@testable import TunnelApp

/// Font files mapped read-only give their pages back and read the same
/// after; a mapping that holds a private copy of a page, or is no font, is
/// left alone, and the private copy keeps what was written.
final class FontFilePagesTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("font-pages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A file of `pages` pages named `name`, each page filled with its index.
    private func file(_ name: String, pages: Int) throws -> (path: String, length: Int) {
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        var bytes = [UInt8](repeating: 0, count: pages * pageSize)
        for page in 0..<pages { bytes.replaceSubrange(page * pageSize..<(page + 1) * pageSize, with: repeatElement(UInt8(page % 251), count: pageSize)) }
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return (url.path, bytes.count)
    }

    /// Maps `path` privately, reads every page, and for `writingFirstPage`
    /// writes a private copy of the first page before making it read-only.
    private func mapAndRead(_ path: String, length: Int, writingFirstPage: Bool = false) throws -> UnsafeMutableRawPointer {
        let fd = open(path, O_RDONLY)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd) }
        let protection = writingFirstPage ? PROT_READ | PROT_WRITE : PROT_READ
        let mapped = try XCTUnwrap(mmap(nil, length, protection, MAP_PRIVATE, fd, 0))
        XCTAssertNotEqual(mapped, MAP_FAILED)
        if writingFirstPage {
            mapped.storeBytes(of: 0xAB, as: UInt8.self)
            XCTAssertEqual(mprotect(mapped, length, PROT_READ), 0)
        }
        var sum = 0
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        for offset in stride(from: 0, to: length, by: pageSize) { sum &+= Int(mapped.load(fromByteOffset: offset, as: UInt8.self)) }
        XCTAssertGreaterThan(sum, 0)
        return mapped
    }

    /// The mapping at `address` as smaps tells it now.
    private func mapping(at address: UnsafeMutableRawPointer) throws -> FontFilePages.Mapping {
        let all = FontFilePages.currentMappings()
        return try XCTUnwrap(all.first { $0.start == UInt(bitPattern: address) }, "\(all.filter { $0.path.contains("font-pages") })")
    }

    func testAFontsPagesGoAndReadTheSameAfter() throws {
        let (path, length) = try file("Face.ttf", pages: 64)
        let mapped = try mapAndRead(path, length: length)
        defer { munmap(mapped, length) }
        let before = try mapping(at: mapped)
        XCTAssertEqual(before.path, path)
        XCTAssertEqual(before.permissions, "r--p")
        XCTAssertGreaterThanOrEqual(before.residentKilobytes, length / 1024 / 2)
        XCTAssertTrue(before.isReleasableFont)

        let released = FontFilePages.release()
        XCTAssertGreaterThanOrEqual(released, before.residentKilobytes)
        XCTAssertEqual(try mapping(at: mapped).residentKilobytes, 0)
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        for page in 0..<64 {
            XCTAssertEqual(mapped.load(fromByteOffset: page * pageSize + 7, as: UInt8.self), UInt8(page % 251))
        }
    }

    func testAPrivateCopyOrAnotherFileIsLeftAlone() throws {
        let (fontPath, fontLength) = try file("Written.otf", pages: 16)
        let written = try mapAndRead(fontPath, length: fontLength, writingFirstPage: true)
        defer { munmap(written, fontLength) }
        let (dataPath, dataLength) = try file("world.bin", pages: 16)
        let data = try mapAndRead(dataPath, length: dataLength)
        defer { munmap(data, dataLength) }
        XCTAssertFalse(try mapping(at: written).isReleasableFont, "a mapping with a private copy of a page qualified")
        XCTAssertFalse(try mapping(at: data).isReleasableFont)

        FontFilePages.release()
        XCTAssertEqual(written.load(as: UInt8.self), 0xAB)
        XCTAssertGreaterThan(try mapping(at: written).residentKilobytes, 0)
        XCTAssertGreaterThan(try mapping(at: data).residentKilobytes, 0)
    }

    func testSmapsLinesAreRead() {
        let lines = """
            7f00c0000000-7f00c0040000 r--p 00000000 08:01 4211 /usr/share/fonts/truetype/dejavu/DejaVuSans.TTF
            Size:                256 kB
            Rss:                 120 kB
            Anonymous:             0 kB
            VmFlags: rd mr mw me sd
            7f00c0040000-7f00c0041000 rw-p 00000000 00:00 0
            Rss:                   4 kB
            Anonymous:             4 kB
            """
        let mappings = Array(lines.utf8).withUnsafeBufferPointer { FontFilePages.mappings(inSmaps: $0) }
        XCTAssertEqual(mappings, [
            .init(start: 0x7f00_c000_0000, end: 0x7f00_c004_0000, permissions: "r--p",
                  path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.TTF", residentKilobytes: 120, anonymousKilobytes: 0),
            .init(start: 0x7f00_c004_0000, end: 0x7f00_c004_1000, permissions: "rw-p", path: "",
                  residentKilobytes: 4, anonymousKilobytes: 4),
        ])
        XCTAssertEqual(mappings.map(\.isReleasableFont), [true, false])
    }
}
