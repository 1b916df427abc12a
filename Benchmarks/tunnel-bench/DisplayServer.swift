import DisplayTesting
import Foundation

/// A running display server the window benchmarks launch GTK programs on:
/// the X server of `meson-helpers/with-xvfb.sh` or the Wayland compositor
/// of `meson-helpers/with-wayland.sh`, with the process id its memory is
/// read from. Which protocol it speaks is the test harness's
/// ``DisplayBackend``, so the benchmarks and the end-to-end tests name the
/// two displays alike.
struct DisplayServer: Sendable {
    /// The protocol GTK speaks to it.
    let backend: DisplayBackend
    /// The server's (Xvfb's, sway's) process id.
    let pid: Int32
    /// Variables a program launched on this server gets on top of the
    /// benchmark's environment.
    let environment: [String: String]
    /// Variables taken out of its environment, so GTK cannot pick the other
    /// display.
    let unset: Set<String>

    /// The backend's name in reports and results: `x11`, `wayland`.
    var name: String { backend.rawValue }

    /// The servers the environment offers, in the order X11, Wayland,
    /// narrowed by `TUNNEL_BENCH_BACKENDS` (e.g. `wayland`).
    static func available() -> [DisplayServer] {
        let environment = ProcessInfo.processInfo.environment
        let wanted = environment["TUNNEL_BENCH_BACKENDS"].map {
            Set($0.split(separator: ",").compactMap { DisplayBackend(rawValue: $0.trimmingCharacters(in: .whitespaces)) })
        } ?? Set(DisplayBackend.allCases)
        var servers: [DisplayServer] = []
        if wanted.contains(.x11), let display = environment["DISPLAY"],
           let pid = environment["TUNNEL_X_SERVER_PID"].flatMap({ Int32($0) }) {
            servers.append(DisplayServer(
                backend: .x11, pid: pid, environment: ["GDK_BACKEND": "x11", "DISPLAY": display],
                unset: ["WAYLAND_DISPLAY"]))
        }
        if wanted.contains(.wayland), let session = try? WaylandSession.current(),
           let pid = environment["TUNNEL_WAYLAND_COMPOSITOR_PID"].flatMap({ Int32($0) }) {
            servers.append(DisplayServer(
                backend: .wayland, pid: pid,
                environment: ["GDK_BACKEND": "wayland", "WAYLAND_DISPLAY": session.display, "XDG_RUNTIME_DIR": runtimeDirectory],
                unset: ["DISPLAY"]))
        }
        return servers
    }

    /// How to run a suite on both servers, for its messages.
    static let usage = "meson-helpers/with-xvfb.sh meson-helpers/with-wayland.sh .build/release/tunnel-bench"

    /// The screen's (X11) or the output's (Wayland) size in device pixels.
    func screenSize() -> (width: Int, height: Int)? {
        switch backend {
        case .x11:
            let parts = ((try? Tool.run("xdotool", "getdisplaygeometry")) ?? "")
                .split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
            return parts.count == 2 ? (parts[0], parts[1]) : nil
        case .wayland:
            return SwayOutput.modeSize()
        }
    }

    /// What a window benchmark does before it measures a window here: on
    /// Wayland, let floating windows grow past the output, as X lets a
    /// window outgrow its screen, so both servers take the same sizes; then
    /// show one tunnel window and close it, unmeasured, as the start
    /// benchmark's first round does. A server makes some of its own
    /// allocations (sway its output's buffers) for the first window it
    /// shows, which would otherwise count as that window's growth.
    func prepare() {
        if backend == .wayland { SwayOutput.allowFloatingWindowsOfAnySize() }
        TracedWindow(on: self)?.quit()
    }

    /// A private `XDG_RUNTIME_DIR` for the Wayland clients this run
    /// launches (GLib wants one of mode 0700), removed as the benchmark exits.
    private static let runtimeDirectory: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-bench-runtime-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        atexit { try? FileManager.default.removeItem(atPath: DisplayServer.runtimeDirectory) }
        return path
    }()
}
