#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the folder that holds Tunnel's assets (the one containing `world/`).
///
/// ``default`` looks, in order, at `$TUNNEL_DATA_DIR`; at
/// `<executable dir>/../share/tunnel` (an install prefix, where meson installs
/// the data); and at the source tree's `Assets/` (found via `#filePath`), so
/// `swift run` and `swift test` work without installing anything.
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
            candidates.append(parts.dropLast(3).joined(separator: "/") + "/Assets")
        }
        return candidates
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

    static func fileExists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }
}

/// Names of the world-data files inside `world/`.
enum WorldFiles {
    static let countriesLow = "countries-low.bin"
    static let countriesMedium = "countries-medium.bin"
    static let countriesHigh = "countries-high.bin"
    static let lakes = "lakes.bin"
    static let marine = "marine.bin"
    static let places = "places.bin"

    static func countries(_ level: DetailLevel) -> String {
        switch level {
        case .low: countriesLow
        case .medium: countriesMedium
        case .high: countriesHigh
        }
    }
}
