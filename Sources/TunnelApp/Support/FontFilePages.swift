#if canImport(Glibc)
    import Glibc
#endif

/// Gives back the pages of the font files the process has mapped.
///
/// FreeType and HarfBuzz read a font by mapping its file and reading glyph
/// outlines and tables in place, and every page read stays resident for as
/// long as the font is open, which for Pango's cached fonts is the life of
/// the process. Labels of new places read new glyphs, and search results
/// in Chinese open the CJK font: in a window that searched a few places,
/// about 6 MB of font pages that nothing reads again once Cairo has cached
/// the glyphs' images.
///
/// The advice is `MADV_PAGEOUT`, which reclaims a page only this process
/// maps and never loses data: a clean file page is read back from the file
/// when needed. `MADV_DONTNEED` would give back more (a file mapped twice,
/// as FreeType and HarfBuzz each map a font, counts as shared to
/// `MADV_PAGEOUT`, which leaves it), but these mappings are the libraries',
/// not ours: one unmapped between reading smaps and the advice, and its
/// addresses taken by new anonymous memory, would be zeroed by
/// `MADV_DONTNEED`, where `MADV_PAGEOUT` at worst swaps it out.
///
/// A mapping qualifies only if it is a font file (by name), read-only and
/// private, and holds no private copy of a page (which could only be
/// swapped out); `/proc/self/smaps` tells all three.
enum FontFilePages {
    /// The names of font files FreeType and HarfBuzz map.
    static let fontSuffixes = [".ttf", ".ttc", ".otf", ".otc", ".pfb", ".pfa", ".woff", ".woff2"]

    /// One mapping, as `/proc/self/smaps` describes it.
    struct Mapping: Equatable {
        /// The first address of the mapping.
        var start: UInt
        /// The address just past its end.
        var end: UInt
        /// Its permissions, as `r--p`.
        var permissions: String
        /// The mapped file's path; empty for anonymous memory.
        var path: String
        /// Its resident kilobytes (`Rss:`).
        var residentKilobytes = 0
        /// Its kilobytes of private copies and anonymous pages (`Anonymous:`).
        var anonymousKilobytes = 0

        /// Whether its resident pages may be given back: see ``FontFilePages``.
        var isReleasableFont: Bool {
            permissions == "r--p" && anonymousKilobytes == 0 && residentKilobytes > 0
                && FontFilePages.fontSuffixes.contains { path.lowercased().hasSuffix($0) }
        }
    }

    /// The mappings described by the text of a `/proc/PID/smaps` file.
    ///
    /// Read byte by byte: the file runs to some 30,000 lines, of which only
    /// the mappings' first lines and two sizes of each matter (reading it
    /// as Swift strings took 90–180 ms of a worker; this takes a few).
    static func mappings(inSmaps text: UnsafeBufferPointer<UInt8>) -> [Mapping] {
        var found: [Mapping] = []
        var lineStart = 0
        while lineStart < text.count {
            var lineEnd = lineStart
            while lineEnd < text.count && text[lineEnd] != newline { lineEnd += 1 }
            let line = UnsafeBufferPointer(rebasing: text[lineStart..<lineEnd])
            lineStart = lineEnd + 1
            if let mapping = header(line) {
                found.append(mapping)
            } else if !found.isEmpty {
                if line.starts(with: "Rss:".utf8) {
                    found[found.count - 1].residentKilobytes = kilobytes(line)
                } else if line.starts(with: "Anonymous:".utf8) {
                    found[found.count - 1].anonymousKilobytes = kilobytes(line)
                }
            }
        }
        return found
    }

    /// Asks the kernel to reclaim the resident pages of every qualifying
    /// font mapping and returns how many kilobytes were resident in them.
    /// Safe while other threads draw text: a page they read is read back in.
    @discardableResult
    static func release() -> Int {
        var released = 0
        for mapping in currentMappings() where mapping.isReleasableFont {
            guard let address = UnsafeMutableRawPointer(bitPattern: mapping.start) else { continue }
            if madvise(address, Int(mapping.end - mapping.start), MADV_PAGEOUT) == 0 {
                released += mapping.residentKilobytes
            }
        }
        return released
    }

    /// The process's mappings as they are now (none if smaps cannot be read).
    static func currentMappings() -> [Mapping] {
        // Some 1.3 MB: room for it at once.
        guard let text = ProcFile.contents("/proc/self/smaps", capacity: 1 << 21) else { return [] }
        return text.withUnsafeBufferPointer { mappings(inSmaps: $0) }
    }

    private static let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")

    /// A mapping's first line, `start-end perms offset dev inode [path]`;
    /// nil for any other line (those begin with a field's name).
    private static func header(_ line: UnsafeBufferPointer<UInt8>) -> Mapping? {
        var index = 0
        func hexadecimal(until end: UInt8) -> UInt? {
            var value: UInt = 0, digits = 0
            while index < line.count, line[index] != end {
                guard let digit = hexDigit(line[index]), digits < 16 else { return nil }
                value = value << 4 | UInt(digit)
                digits += 1
                index += 1
            }
            guard digits > 0, index < line.count else { return nil }
            index += 1
            return value
        }
        guard let start = hexadecimal(until: UInt8(ascii: "-")), let end = hexadecimal(until: space),
              index + 4 <= line.count
        else { return nil }
        let permissions = String(decoding: UnsafeBufferPointer(rebasing: line[index..<index + 4]), as: UTF8.self)
        index += 4
        // Past the offset, the device and the inode to the path, if any.
        for _ in 0..<3 {
            while index < line.count, line[index] == space { index += 1 }
            while index < line.count, line[index] != space { index += 1 }
        }
        while index < line.count, line[index] == space { index += 1 }
        let path = String(decoding: UnsafeBufferPointer(rebasing: line[index...]), as: UTF8.self)
        return Mapping(start: start, end: end, permissions: permissions, path: path)
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    /// The number of a size line, `Name:   123 kB`.
    private static func kilobytes(_ line: UnsafeBufferPointer<UInt8>) -> Int {
        var value = 0
        for byte in line.drop(while: { $0 != UInt8(ascii: ":") }).dropFirst().drop(while: { $0 == space }) {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { break }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
