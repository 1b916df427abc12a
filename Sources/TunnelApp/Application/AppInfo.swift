/// Facts about the application that several places must agree on: the
/// GtkApplication, the desktop file, the AppStream metainfo and the icons all
/// use ``applicationID``.
public enum AppInfo {
    /// The reverse-DNS application ID.
    public static let applicationID = "io.github.tunnel_app.Tunnel"
    /// The user-visible name.
    public static let name = "Tunnel"
    /// The release version, as `tunnel --version` prints it.
    public static let version = "0.1.0"
}
