import Foundation

/// The desktop's `color-scheme` for an app under test, through GSettings'
/// keyfile back-end in a configuration folder of its own, with no theme
/// forced. A running app watches the file, so a test can change the scheme
/// under it.
struct DesktopColorScheme {
    /// The configuration folder (`XDG_CONFIG_HOME`).
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-config-\(UUID().uuidString)")

    /// A folder whose settings say `scheme` ("default", "prefer-dark").
    init(_ scheme: String) throws {
        try FileManager.default.createDirectory(at: keyfile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try set(scheme)
    }

    /// Changes the scheme, as the desktop's settings would.
    func set(_ scheme: String) throws {
        try "[org/gnome/desktop/interface]\ncolor-scheme='\(scheme)'\n".write(to: keyfile, atomically: true, encoding: .utf8)
    }

    /// What the app's environment needs to read these settings.
    var environment: [String: String] {
        ["GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": folder.path, "GTK_THEME": ""]
    }

    /// Removes the folder.
    func remove() { try? FileManager.default.removeItem(at: folder) }

    private var keyfile: URL { folder.appendingPathComponent("glib-2.0/settings/keyfile") }
}
