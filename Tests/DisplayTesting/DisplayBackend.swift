/// Which display a ``DisplayProcess`` runs on, and so how the harness
/// finds its window, gives it input and photographs it.
public enum DisplayBackend: String, Sendable, CaseIterable {
    /// The Xvfb server of `meson-helpers/with-xvfb.sh` (`DISPLAY`), driven
    /// with xdotool, photographed with ImageMagick.
    case x11
    /// The headless sway of `meson-helpers/with-wayland.sh`, driven through
    /// wayvnc (``RFBClient``), its windows read from sway's tree
    /// (``SwayWindows``), photographed with grim.
    case wayland
}
