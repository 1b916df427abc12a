import CGtk
import Dispatch
import Locking
import TunnelCore

/// The desktop's colour scheme (`color-scheme` of `org.gnome.desktop.interface`),
/// read on a worker thread that start-up sets going before `gtk_init`.
///
/// The first GSettings object of a process loads the GIO settings backend
/// (dconf), opens its database and connects to the session bus to hear
/// changes: 25–40 ms that used to sit on the main thread between GTK's start
/// and the window. GSettings is thread-safe, and an object made on a thread
/// with no thread-default main context delivers its `changed` signals in the
/// global default one, which is GTK's main loop, so the object is made here
/// and handed to the main thread, which applies the scheme before it builds
/// the window (``DesktopAppearance/followColorScheme(_:)``): no light frame
/// first, however long the read takes.
final class ColorSchemeRead: Sendable {
    /// What the worker found.
    struct Found: @unchecked Sendable {
        // @unchecked: a GSettings object is thread-safe; it is made by the
        // worker and used only by the main thread once handed over.
        /// The settings to follow later changes on (kept for the process's life).
        let settings: UnsafeMutablePointer<GSettings>
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
        guard settingsCanBeRead else { return nil }
        // g_settings_new aborts on an unknown schema: look it up first.
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.interface", 1) else {
            return nil
        }
        let hasKey = g_settings_schema_has_key(schema, "color-scheme") != 0
        g_settings_schema_unref(schema)
        guard hasKey, let settings = g_settings_new("org.gnome.desktop.interface") else { return nil }
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
        guard backend.isEmpty || backend == "dconf", let runtime = g_get_user_runtime_dir() else { return true }
        return g_mkdir_with_parents(String(cString: runtime) + "/dconf", 0o700) == 0
    }

    /// The current `color-scheme` of `settings`.
    static func scheme(of settings: UnsafeMutablePointer<GSettings>) -> String? {
        guard let raw = g_settings_get_string(settings, "color-scheme") else { return nil }
        defer { g_free(raw) }
        return String(cString: raw)
    }
}
