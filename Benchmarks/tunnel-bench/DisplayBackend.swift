import Foundation

/// A display server the window benchmarks launch GTK programs on: the X
/// server of `meson-helpers/with-xvfb.sh` or the Wayland compositor of
/// `meson-helpers/with-wayland.sh`, each with the process id its memory is
/// read from.
struct DisplayBackend: Sendable {
    /// Which protocol GTK speaks.
    enum Kind: String, Sendable, CaseIterable {
        case x11
        case wayland
    }

    let kind: Kind
    /// The server's (Xvfb's, sway's) process id.
    let serverPID: Int32
    /// Variables a program launched on this backend gets on top of the
    /// benchmark's environment.
    let environment: [String: String]
    /// Variables taken out of its environment, so GTK cannot pick the other
    /// backend.
    let unset: Set<String>

    /// The backends the environment offers, in the order X11, Wayland,
    /// narrowed by `TUNNEL_BENCH_BACKENDS` (e.g. `wayland`).
    static func available() -> [DisplayBackend] {
        let environment = ProcessInfo.processInfo.environment
        let wanted = environment["TUNNEL_BENCH_BACKENDS"].map {
            Set($0.split(separator: ",").compactMap { Kind(rawValue: $0.trimmingCharacters(in: .whitespaces)) })
        } ?? Set(Kind.allCases)
        var backends: [DisplayBackend] = []
        if wanted.contains(.x11), let display = environment["DISPLAY"],
           let pid = environment["TUNNEL_X_SERVER_PID"].flatMap({ Int32($0) }) {
            backends.append(DisplayBackend(
                kind: .x11, serverPID: pid, environment: ["GDK_BACKEND": "x11", "DISPLAY": display],
                unset: ["WAYLAND_DISPLAY"]))
        }
        if wanted.contains(.wayland), let socket = environment["TUNNEL_WAYLAND_DISPLAY"],
           let pid = environment["TUNNEL_WAYLAND_COMPOSITOR_PID"].flatMap({ Int32($0) }) {
            backends.append(DisplayBackend(
                kind: .wayland, serverPID: pid,
                environment: ["GDK_BACKEND": "wayland", "WAYLAND_DISPLAY": socket, "XDG_RUNTIME_DIR": runtimeDirectory],
                unset: ["DISPLAY"]))
        }
        return backends
    }

    /// How to run a suite on both backends, for its messages.
    static let usage = "meson-helpers/with-xvfb.sh meson-helpers/with-wayland.sh .build/release/tunnel-bench"

    /// A private `XDG_RUNTIME_DIR` for the Wayland clients this run
    /// launches (GLib wants one of mode 0700), removed as the benchmark exits.
    private static let runtimeDirectory: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-bench-runtime-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        atexit { try? FileManager.default.removeItem(atPath: DisplayBackend.runtimeDirectory) }
        return path
    }()
}
