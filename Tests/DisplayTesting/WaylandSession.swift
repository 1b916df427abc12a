import Foundation

/// The headless Wayland desktop `meson-helpers/with-wayland.sh` runs the
/// tests beside: sway, with wayvnc on loopback for input.
///
/// `meson-helpers/test.sh` runs every test inside it (and inside Xvfb);
/// a Wayland test run without it fails with ``current()``'s message
/// rather than passing by skipping.
public struct WaylandSession: Sendable {
    /// The compositor's socket, an absolute path (GTK's `WAYLAND_DISPLAY`).
    public let display: String
    /// wayvnc's port on 127.0.0.1.
    public let vncPort: UInt16
    /// sway's IPC socket, for `swaymsg -s`.
    public let swaySocket: String

    /// The session the tests were started in; throws, saying how to start
    /// one, when there is none.
    public static func current() throws -> WaylandSession {
        let environment = ProcessInfo.processInfo.environment
        guard let display = environment["TUNNEL_WAYLAND_DISPLAY"], !display.isEmpty else {
            throw HarnessError(
                "no Wayland session (TUNNEL_WAYLAND_DISPLAY is not set): run the tests under meson-helpers/test.sh, "
                    + "which starts sway headless with wayvnc (meson-helpers/with-wayland.sh)")
        }
        guard let port = environment["TUNNEL_WAYLAND_VNC_PORT"].flatMap(UInt16.init),
              let swaySocket = environment["TUNNEL_WAYLAND_SWAYSOCK"], !swaySocket.isEmpty else {
            throw HarnessError(
                "TUNNEL_WAYLAND_VNC_PORT or TUNNEL_WAYLAND_SWAYSOCK is missing: run the tests under meson-helpers/test.sh")
        }
        return WaylandSession(display: display, vncPort: port, swaySocket: swaySocket)
    }
}
