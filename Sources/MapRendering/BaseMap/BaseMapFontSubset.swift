import CCairo

/// The fonts the maps set their text in, as a fontconfig configuration of
/// their own: a subset of the system's, written down after one start for the
/// next.
///
/// Before Pango can match a single face, fontconfig loads the system's
/// configuration: it parses some fifty rule files (about 4.5 ms of CPU on
/// this project's machine) and reads the caches of every font directory
/// (about 1 ms more). Pango then sorts every installed font for each face.
/// The maps need far less: their label faces and their captions' face
/// resolve to four font files (DejaVu Sans and Noto Sans CJK, each in two
/// weights). A subset names only the directories of those files, the
/// system's cache directories (so their fonts come from fontconfig's
/// caches, not a scan), an alias for each family name the
/// system resolves to another family (the captions ask for "Sans"), and for
/// each file the rendering settings the system's rules gave it
/// (antialiasing, hinting, LCD filter). It loads in about 0.15 ms.
///
/// ``make()`` writes a subset from the system's configuration, and returns
/// it only if it sets every face the maps use exactly as the system does:
/// the same file, face index and rendering settings, checked through Pango.
/// Made again after each start, it follows a change to the system's fonts
/// or rules by the next start; a system no subset can reproduce gets none.
public enum BaseMapFontSubset {
    /// The first line of every subset: what it is, and its format's version.
    static let header = "<!-- Map font subset, format 1: written from this system's fontconfig configuration. -->"

    /// The pattern elements a face must resolve to alike in the subset and
    /// in the system's configuration: which font, and how it is drawn.
    private static let comparedElements = [
        "family", "file", "index", "antialias", "hinting", "hintstyle", "autohint", "rgba", "lcdfilter", "embolden",
        "embeddedbitmap", "matrix", "fontvariations", "fontfeatures", "namedinstance", "verticallayout", "minspace",
    ]
    /// The rendering settings a subset gives each file, as the system's
    /// rules did: the ones that take a boolean, then the ones that take an
    /// integer.
    private static let booleanSettings = ["antialias", "hinting", "autohint", "embolden", "embeddedbitmap"]
    private static let integerSettings = ["hintstyle", "rgba", "lcdfilter"]

    /// A configuration built from a subset's text, or nil when the text is
    /// not a subset of this format, does not parse, or finds no fonts. The
    /// caller owns the configuration (`FcConfigDestroy`).
    public static func configuration(from text: String) -> OpaquePointer? {
        // As written whole: a file cut short, or with a NUL inside (where
        // fontconfig's reading would stop), is not parsed at all.
        guard text.hasPrefix(header + "\n"), text.hasSuffix("</fontconfig>\n"), !text.utf8.contains(0),
            let config = FcConfigCreate()
        else { return nil }
        var bytes = Array(text.utf8)
        bytes.append(0)
        // Only a complaining parse reports its errors in its result.
        let parsed = bytes.withUnsafeBufferPointer { FcConfigParseAndLoadFromMemory(config, $0.baseAddress, FcTrue) }
        guard parsed != 0, FcConfigBuildFonts(config) != 0, let fonts = FcConfigGetFonts(config, FcSetSystem),
            fonts.pointee.nfont > 0
        else {
            FcConfigDestroy(config)
            return nil
        }
        return config
    }

    /// The subset for this system, or nil when none sets the maps' faces as
    /// the system's configuration does (or that has no font for one).
    ///
    /// Loads the system's configuration first if nothing in the process has
    /// yet (about 5.5 ms of CPU), and lays out each face twice: call on a
    /// worker.
    public static func make() -> String? {
        guard let system = FcConfigReference(nil) else { return nil }
        defer { FcConfigDestroy(system) }
        guard let resolved = resolvedFaces(through: system) else { return nil }
        defer { resolved.forEach { FcPatternDestroy($0.pattern) } }
        let text = write(resolved, cacheDirectories: cacheDirectories(of: system))
        guard let subset = configuration(from: text) else { return nil }
        defer { FcConfigDestroy(subset) }
        guard let again = resolvedFaces(through: subset) else { return nil }
        defer { again.forEach { FcPatternDestroy($0.pattern) } }
        let same = zip(resolved, again).allSatisfy { FcPatternEqual($0.pattern, $1.pattern) != 0 }
        return same ? text : nil
    }

    /// One face as a font map resolved it: the family asked for, and the
    /// resolved pattern's ``comparedElements`` (owned by the caller).
    private struct ResolvedFace {
        let family: String
        let pattern: OpaquePointer
    }

    /// Each face the maps use, loaded through Pango with `config` (in the
    /// order of ``faceDescriptions()``); nil if one has no font.
    private static func resolvedFaces(through config: OpaquePointer) -> [ResolvedFace]? {
        guard let map = pango_cairo_font_map_new() else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(map)) }
        guard let fcMap = ccairo_fc_font_map(map), let context = pango_font_map_create_context(map) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        pango_fc_font_map_set_config(fcMap, config)
        let elements = FcObjectSetCreate()
        defer { FcObjectSetDestroy(elements) }
        for element in comparedElements { _ = FcObjectSetAdd(elements, element) }

        let descriptions = faceDescriptions()
        defer { descriptions.forEach { pango_font_description_free($0.description) } }
        var faces: [ResolvedFace] = []
        for (family, description) in descriptions {
            let font = pango_font_map_load_font(map, context, description)
            defer { font.map { g_object_unref(UnsafeMutableRawPointer($0)) } }
            guard let pattern = font.flatMap(ccairo_font_pattern), let kept = FcPatternFilter(pattern, elements) else {
                faces.forEach { FcPatternDestroy($0.pattern) }
                return nil
            }
            faces.append(ResolvedFace(family: family, pattern: kept))
        }
        return faces
    }

    /// Every face the maps set text in, one family at a time: a label
    /// face's family list names a font for Latin and one for Chinese, and
    /// both must resolve as the system's do. Each description is the
    /// caller's to free.
    static func faceDescriptions() -> [(family: String, description: OpaquePointer)] {
        let labels = BaseMapLabelFonts(families: BaseMapStyle.standard.fontFamilies)
        let caption = MarkerCaption.fontDescription(size: MarkerCaption.defaultFontSize)
        defer { pango_font_description_free(caption) }
        var seen: Set<String> = []
        var faces: [(family: String, description: OpaquePointer)] = []
        for description in labels.all.map(\.description) + [caption] {
            let families = pango_font_description_get_family(description).map { String(cString: $0) } ?? ""
            for family in families.split(separator: ",").map({ $0.split(separator: " ").joined(separator: " ") }) {
                guard let face = pango_font_description_copy(description) else { continue }
                pango_font_description_set_family(face, family)
                let name = pango_font_description_to_string(face).map { text in
                    defer { g_free(text) }
                    return String(cString: text)
                }
                if let name, seen.insert(name).inserted {
                    faces.append((family, face))
                } else {
                    pango_font_description_free(face)
                }
            }
        }
        return faces
    }

    /// The directories `config` reads font caches from, most preferred first.
    private static func cacheDirectories(of config: OpaquePointer) -> [String] {
        guard let list = FcConfigGetCacheDirs(config) else { return [] }
        defer { FcStrListDone(list) }
        var directories: [String] = []
        while let next = FcStrListNext(list) { directories.append(String(cString: next)) }
        return directories
    }

    /// A subset's text for the faces as `resolved` by the system.
    private static func write(_ resolved: [ResolvedFace], cacheDirectories: [String]) -> String {
        var lines = [header, "<fontconfig>"]
        var files: [String] = []
        var aliases: [(String, String)] = []
        for face in resolved {
            guard let file = string(face.pattern, "file") else { continue }
            if !files.contains(file) { files.append(file) }
            if let resolvedFamily = string(face.pattern, "family"), resolvedFamily.lowercased() != face.family.lowercased(),
                !aliases.contains(where: { $0.0 == face.family })
            {
                aliases.append((face.family, resolvedFamily))
            }
        }
        var directories: [String] = []
        for file in files {
            let directory = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            if !directories.contains(directory) { directories.append(directory) }
        }
        lines += directories.map { "  <dir>\($0.markupEscaped)</dir>" }
        lines += cacheDirectories.map { "  <cachedir>\($0.markupEscaped)</cachedir>" }
        for (asked, given) in aliases {
            lines.append(
                "  <alias binding=\"same\"><family>\(asked.markupEscaped)</family><prefer><family>\(given.markupEscaped)</family></prefer></alias>")
        }
        for file in files {
            guard let face = resolved.first(where: { string($0.pattern, "file") == file }) else { continue }
            lines.append("  <match target=\"font\">")
            lines.append("    <test name=\"file\"><string>\(file.markupEscaped)</string></test>")
            for name in booleanSettings {
                var value: FcBool = 0
                if FcPatternGetBool(face.pattern, name, 0, &value) == FcResultMatch {
                    lines.append("    <edit name=\"\(name)\" mode=\"assign\"><bool>\(value != 0)</bool></edit>")
                }
            }
            for name in integerSettings {
                var value: Int32 = 0
                if FcPatternGetInteger(face.pattern, name, 0, &value) == FcResultMatch {
                    lines.append("    <edit name=\"\(name)\" mode=\"assign\"><int>\(value)</int></edit>")
                }
            }
            lines.append("  </match>")
        }
        lines.append("</fontconfig>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func string(_ pattern: OpaquePointer, _ element: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, element, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}
