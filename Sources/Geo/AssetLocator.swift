#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the folder that holds Tunnel's assets (the one containing `world/`).
///
/// ``default`` looks, in order, at `$TUNNEL_DATA_DIR` (an override that wins
/// even when wrong, so the error names it); at `<executable dir>/../share/tunnel`
/// (an install prefix, where `meson install` puts the data); and, only for an
/// executable that lives inside the source tree it was built from (`swift run`,
/// `swift test`, `meson-helpers/run.sh` all run binaries under `.build/`), at
/// that tree's `Assets/` (found via `#filePath`). An installed binary never
/// reads the build machine's source tree: a relocated install finds its data
/// next to itself or reports it missing, instead of working by accident.
public struct AssetLocator: Sendable, Hashable {
    /// The asset folder; world data lives in its `world/` subfolder.
    public let directory: String

    /// Uses the given folder as is (no search).
    public init(directory: String) {
        self.directory = directory
    }

    /// The locator for this process, resolved once (see the type's documentation).
    public static let `default`: AssetLocator = resolveDefault()

    /// The folders ``default`` considers, best first, with the reason each applies.
    public static func candidateDirectories(
        environmentValue: String? = currentEnvironmentValue(),
        executablePath: String? = currentExecutablePath(),
        sourceFile: String = #filePath
    ) -> [String] {
        var candidates: [String] = []
        if let value = environmentValue, !value.isEmpty {
            candidates.append(value)
        }
        if let exe = executablePath, let slash = exe.lastIndex(of: "/") {
            candidates.append(String(exe[..<slash]) + "/../share/tunnel")
        }
        // #filePath is <root>/Sources/Geo/AssetLocator.swift.
        let parts = sourceFile.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count > 3 {
            let root = parts.dropLast(3).joined(separator: "/")
            // /proc/self/exe is canonical; #filePath is as the compiler saw it.
            let canonicalRoot = canonicalPath(root) ?? root
            if let exe = executablePath, exe.hasPrefix(canonicalRoot + "/") || exe.hasPrefix(root + "/") {
                candidates.append(root + "/Assets")
            } else if executablePath == nil {
                candidates.append(root + "/Assets")
            }
        }
        return candidates
    }

    /// The folder that holds the app's icon theme (its `hicolor/` tree):
    /// `icons/` inside the asset folder in the source tree, or
    /// `<prefix>/share/icons` beside an installed `<prefix>/share/tunnel`.
    ///
    /// The window falls back to an icon file from here when the desktop's
    /// icon theme does not know the app (running uninstalled, or installed
    /// into a prefix outside `XDG_DATA_DIRS`).
    public var iconThemeDirectory: String {
        let inside = directory + "/icons"
        if Self.fileExists(inside + "/hicolor") { return inside }
        return directory + "/../icons"
    }

    /// The path of a file inside the world-data subfolder.
    public func worldFile(_ name: String) -> String {
        directory + "/world/" + name
    }

    private static func resolveDefault() -> AssetLocator {
        let environmentValue = currentEnvironmentValue()
        let candidates = candidateDirectories(environmentValue: environmentValue)
        // An explicit TUNNEL_DATA_DIR wins even when wrong, so the error names it.
        if let value = environmentValue, !value.isEmpty {
            return AssetLocator(directory: value)
        }
        for directory in candidates where fileExists(directory + "/world/" + WorldFiles.countriesLow) {
            return AssetLocator(directory: directory)
        }
        return AssetLocator(directory: candidates.last ?? "Assets")
    }

    /// `$TUNNEL_DATA_DIR`, if set.
    public static func currentEnvironmentValue() -> String? {
        getenv("TUNNEL_DATA_DIR").map { String(cString: $0) }
    }

    /// The running executable's absolute path, where the platform tells it.
    public static func currentExecutablePath() -> String? {
        #if os(Linux)
            var buffer = [CChar](repeating: 0, count: 4096)
            let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            guard length > 0 else { return nil }
            return buffer.withUnsafeBufferPointer { pointer in
                String(decoding: UnsafeRawBufferPointer(start: pointer.baseAddress, count: length).bindMemory(to: UInt8.self), as: UTF8.self)
            }
        #else
            return CommandLine.arguments.first
        #endif
    }

    /// The names of every world-data file inside `world/` (see ``worldFile(_:)``).
    public static var worldFileNames: [String] { WorldFiles.all }

    /// Whether something exists at `path`, following symbolic links.
    public static func fileExists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// The path with symbolic links and `..` resolved, if it exists.
    public static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// Names of the world-data files inside `world/`.
enum WorldFiles {
    /// Every file the app reads, for whoever assembles a data folder.
    static var all: [String] {
        DetailLevel.allCases.map(countries) + [lakes, marine, places, placeZones] + DetailLevel.allCases.map(countryEdges)
    }

    static let countriesLow = "countries-low.bin"
    static let countriesMedium = "countries-medium.bin"
    static let countriesHigh = "countries-high.bin"
    static let lakes = "lakes.bin"
    static let marine = "marine.bin"
    static let places = "places.bin"
    /// The IANA time zone of each place in ``places`` (TNLZONE), derived from it.
    static let placeZones = "place-zones.bin"

    static func countries(_ level: DetailLevel) -> String {
        switch level {
        case .low: countriesLow
        case .medium: countriesMedium
        case .high: countriesHigh
        }
    }

    /// The edge kinds and neighbours derived from ``countries(_:)`` (TNLEDGE).
    static func countryEdges(_ level: DetailLevel) -> String {
        switch level {
        case .low: "country-edges-low.bin"
        case .medium: "country-edges-medium.bin"
        case .high: "country-edges-high.bin"
        }
    }
}
