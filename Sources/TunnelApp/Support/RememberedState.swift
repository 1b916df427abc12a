import ContainmentGtk
public import TunnelCore
#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
public import Geo

/// What Tunnel remembers between runs: the digger's last position, the map
/// zoom, the side shown, the units of distances and the window size, in a GLib key file under the
/// user's state directory (`$XDG_STATE_HOME/tunnel/state.ini`).
///
/// Reading never fails: a missing, unreadable or corrupt file yields the
/// defaults. Writing goes through `g_key_file_save_to_file`, which replaces
/// the file atomically, so a crash mid-write cannot leave half a file.
public struct RememberedState: Equatable, Sendable {
    /// The digger's last latitude, if one was saved.
    public var latitude: Double?
    /// The digger's last longitude, if one was saved.
    public var longitude: Double?
    /// The start map's zoom level, if one was saved.
    public var zoom: Double?
    /// Whether the geo-info side was showing.
    public var showsInfo: Bool = false
    /// The units the user chose for distances (`[view] units=auto|metric|imperial`);
    /// `.automatic`, the locale's, unless one was saved.
    public var units: UnitsPreference = .automatic
    /// Whether the land at the antipodes lay over the maps (`[view] antipodal-land`).
    public var showsAntipodalLand = false
    /// The window's size in points, if one was saved.
    public var windowWidth: Int?
    /// The window's height in points, if one was saved.
    public var windowHeight: Int?

    /// The saved position, if both halves were saved.
    public var location: Coordinate? {
        guard let latitude, let longitude else { return nil }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// Empty state: everything at its default.
    public init() {}

    /// The key file's path.
    public static var filePath: String {
        UserDirectories.state + "/tunnel/state.ini"
    }

    /// The key file's path as a file URL.
    public static var fileURL: URL { URL(fileURLWithPath: filePath) }

    /// Loads the saved state from the key file (``filePath``).
    ///
    /// The app goes by path, not URL, so a launch runs no FoundationEssentials
    /// code (whose pages would then stay resident) for one file name.
    public static func load() -> RememberedState { load(fromPath: filePath) }

    /// Loads the saved state from `url`; see ``load(fromPath:)``.
    public static func load(from url: URL) -> RememberedState { load(fromPath: url.path) }

    /// Loads the saved state, or the defaults when there is none or it is
    /// unreadable. Values out of range are dropped, not trusted.
    public static func load(fromPath path: String) -> RememberedState {
        var state = RememberedState()
        // Read the bytes ourselves: a FIFO or a device in the state file's
        // place would block g_key_file_load_from_file forever.
        guard let contents = readRegularFile(path, limit: 64 * 1024) else { return state }
        guard let file = KeyFile(parsing: contents) else { return state }
        func double(_ key: String) -> Double? {
            file.double("location", key).flatMap { $0.isFinite ? $0 : nil }
        }
        let integer = file.integer
        if let latitude = double("latitude"), let longitude = double("longitude"),
           (-90...90).contains(latitude), (-180...180).contains(longitude) {
            state.latitude = latitude
            state.longitude = longitude
        }
        if let zoom = double("zoom"), (0...22).contains(zoom) { state.zoom = zoom }
        state.showsInfo = file.bool("view", "shows-info")
        state.showsAntipodalLand = file.bool("view", "antipodal-land")
        if let units = file.string("view", "units").flatMap(UnitsPreference.init(rawValue:)) { state.units = units }
        if let width = integer("window", "width"), let height = integer("window", "height"),
           (200...20_000).contains(width), (200...20_000).contains(height) {
            state.windowWidth = width
            state.windowHeight = height
        }
        return state
    }

    /// Removes what saves interrupted by a kill left in the key file's
    /// folder: `g_key_file_save_to_file` writes `state.ini.XXXXXX` and
    /// renames it into place, and a SIGKILL in between leaves it for good.
    /// Only files older than `age` seconds go, so a save under way in another
    /// process keeps its file.
    public static func removeInterruptedSaves(olderThan age: Double = 60, inFolderOf path: String = filePath) {
        let folder = parentDirectory(path)
        let prefix = (path.split(separator: "/").last.map(String.init) ?? "state.ini") + "."
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        let now = time(nil)
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            let suffix = name.dropFirst(prefix.count)
            // GLib's temporary names end in six letters and digits.
            guard name.hasPrefix(prefix), suffix.count == 6, suffix.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
            else { continue }
            var info = stat()
            let file = folder + "/" + name
            guard lstat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Double(now - info.st_mtim.tv_sec) > age
            else { continue }
            unlink(file)
        }
    }

    /// Saves the state to the key file (``filePath``); see ``save(toPath:)``.
    @discardableResult
    public func save() -> String? { save(toPath: Self.filePath) }

    /// Saves the state to `url`; see ``save(toPath:)``.
    @discardableResult
    public func save(to url: URL) -> String? { save(toPath: url.path) }

    /// Saves the state atomically, creating the directory if needed.
    /// Returns a readable reason on failure (the app logs it and goes on).
    @discardableResult
    public func save(toPath path: String) -> String? {
        if let problem = createFolder(holding: path) { return problem }
        let file = KeyFile()
        if let latitude, let longitude {
            file.set(latitude, "location", "latitude")
            file.set(longitude, "location", "longitude")
        }
        if let zoom { file.set(zoom, "location", "zoom") }
        file.set(showsInfo, "view", "shows-info")
        file.set(units.rawValue, "view", "units")
        file.set(showsAntipodalLand, "view", "antipodal-land")
        if let windowWidth, let windowHeight {
            file.set(windowWidth, "window", "width")
            file.set(windowHeight, "window", "height")
        }
        do {
            try file.save(toPath: path)
        } catch {
            return "cannot save \(path): \(error.message)"
        }
        return nil
    }
}
