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
/// the glyphs' images. Their mappings are read-only and private, so their
/// pages are the files' clean page-cache pages: `MADV_DONTNEED` drops this
/// process's references only, and a later read faults the same bytes back
/// in from the page cache, as after the kernel's own reclaim.
///
/// A mapping qualifies only if it is a font file (by name), read-only and
/// private, and holds no private copy of a page: such a copy, made while it
/// was once writable, would be lost. `/proc/self/smaps` tells all three.
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

    /// The mappings described by the lines of a `/proc/PID/smaps` file.
    static func mappings<Lines: Sequence>(inSmaps lines: Lines) -> [Mapping] where Lines.Element: StringProtocol {
        var found: [Mapping] = []
        for line in lines {
            if let mapping = header(line) {
                found.append(mapping)
            } else if !found.isEmpty, let (field, kilobytes) = sizeField(line) {
                switch field {
                case "Rss": found[found.count - 1].residentKilobytes = kilobytes
                case "Anonymous": found[found.count - 1].anonymousKilobytes = kilobytes
                default: break
                }
            }
        }
        return found
    }

    /// Gives back the resident pages of every qualifying font mapping and
    /// returns how many kilobytes were resident in them. Safe while other
    /// threads draw text: a page they read is faulted back in.
    @discardableResult
    static func release() -> Int {
        var released = 0
        for mapping in currentMappings() where mapping.isReleasableFont {
            guard let address = UnsafeMutableRawPointer(bitPattern: mapping.start) else { continue }
            if madvise(address, Int(mapping.end - mapping.start), MADV_DONTNEED) == 0 {
                released += mapping.residentKilobytes
            }
        }
        return released
    }

    /// The process's mappings as they are now (none if smaps cannot be read).
    static func currentMappings() -> [Mapping] {
        guard let file = fopen("/proc/self/smaps", "r") else { return [] }
        defer { fclose(file) }
        var lines: [String] = []
        var buffer: UnsafeMutablePointer<CChar>?
        defer { free(buffer) }
        var capacity = 0
        while getline(&buffer, &capacity, file) > 0, let buffer {
            lines.append(String(cString: buffer))
        }
        return mappings(inSmaps: lines)
    }

    /// A mapping's first line: `start-end perms offset dev inode [path]`.
    private static func header<Line: StringProtocol>(_ line: Line) -> Mapping? {
        let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
        guard fields.count >= 5, let dash = fields[0].firstIndex(of: "-"),
              let start = UInt(fields[0][..<dash], radix: 16),
              let end = UInt(fields[0][fields[0].index(after: dash)...], radix: 16),
              fields[1].count == 4
        else { return nil }
        let path = fields.count == 6 ? String(fields[5].drop { $0 == " " }).trimmingNewline : ""
        return Mapping(start: start, end: end, permissions: String(fields[1]), path: path)
    }

    /// A size line, `Name:   123 kB`, as its name and kilobytes.
    private static func sizeField<Line: StringProtocol>(_ line: Line) -> (Substring, Int)? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let value = line[line.index(after: colon)...].split(separator: " ")
        guard value.count == 2, value[1].hasPrefix("kB"), let kilobytes = Int(value[0]) else { return nil }
        return (Substring(line[..<colon]), kilobytes)
    }
}

private extension String {
    /// The string without the line's end.
    var trimmingNewline: String {
        hasSuffix("\n") ? String(dropLast()) : self
    }
}
