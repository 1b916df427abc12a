import ContainmentGtk
import Dispatch
import Locking
import TunnelCore

/// The desktop's colour scheme (`color-scheme` of `org.gnome.desktop.interface`),
/// read on a worker thread that start-up sets going before GTK starts.
///
/// The first GSettings object of a process loads the GIO settings backend
/// (dconf), opens its database and connects to the session bus to hear
/// changes, which would sit on the main thread between GTK's start and the
/// window (`tunnel-bench start` prints the start's phases). GSettings is thread-safe, and an object made on a thread
/// with no thread-default main context delivers its `changed` signals in the
/// global default one, which is GTK's main loop, so the object is made here
/// and handed to the main thread, which applies the scheme before it builds
/// the window (``DesktopAppearance/followColorScheme(_:)``): no light frame
/// first, however long the read takes.
final class ColorSchemeRead: Sendable {
    /// What the worker found.
    struct Found: Sendable {
        /// The settings to follow later changes on (kept for the process's
        /// life); made by the worker, used by the main thread once handed over.
        let settings: SchemaSettings
        /// The scheme at start-up: `default`, `prefer-dark` or `prefer-light`.
        let scheme: String
    }

    private let found = Promised<Found?>()

    /// Starts reading on `queue` (by default a thread of its own).
    init(on queue: DispatchQueue = .global(qos: .userInitiated)) {
        queue.async { [self] in
            let result = Self.read()
            StartPhase.mark("colorSchemeRead")
            found.fulfil(result)
        }
    }

    /// The settings and the scheme, or nil where the desktop has no
    /// `color-scheme` key (older or other desktops: GTK's own settings
    /// decide). Waits for the worker the first time.
    func wait() -> Found? {
        found.value
    }

    private static func read() -> Found? {
        guard settingsCanBeRead,
              let settings = SchemaSettings(schema: "org.gnome.desktop.interface", requiringKey: colorSchemeKey)
        else { return nil }
        return Found(settings: settings, scheme: scheme(of: settings) ?? "default")
    }

    /// Whether GSettings can be read without complaint here. The dconf
    /// backend, the desktop's default, keeps a file in the user's runtime
    /// folder (the cache folder when `XDG_RUNTIME_DIR` is unset) and prints a
    /// critical when it cannot make that folder: a read-only or full cache
    /// with no runtime folder would then stop a `G_DEBUG=fatal-criticals`
    /// run. An empty GTK window never reads GSettings, so neither does
    /// Tunnel there: GTK's own settings decide the style. The folder made
    /// here is the one dconf would make itself.
    private static var settingsCanBeRead: Bool {
        let backend = environmentValue("GSETTINGS_BACKEND") ?? ""
        guard backend.isEmpty || backend == "dconf" else { return true }
        return Folder.create(withParents: Folder.userRuntime + "/dconf", mode: 0o700)
    }

    /// The key of `org.gnome.desktop.interface` that holds the scheme.
    static let colorSchemeKey = "color-scheme"


    /// The current `color-scheme` of `settings`.
    static func scheme(of settings: SchemaSettings) -> String? {
        settings.string(forKey: colorSchemeKey)
    }
}
