import DisplayTesting
import Foundation

/// The headless sway's one output and its window rules, changed at run
/// time through its IPC socket (`swaymsg -s`): the benchmark's compositor
/// is private to its run, so nothing else sees these changes.
enum SwayOutput {
    /// The output `meson-helpers/with-wayland.sh` configures.
    static let name = "HEADLESS-1"

    /// Runs one sway command; false when sway refused it or is gone.
    @discardableResult
    static func command(_ command: String) -> Bool {
        guard let socket = try? WaylandSession.current().swaySocket,
              let reply = try? Tool.run("swaymsg", "-s", socket, "--", command)
        else { return false }
        return !reply.contains("\"success\": false")
    }

    /// Sets the output's scale: how a Wayland desktop asks GTK for a
    /// second device pixel per point (GDK_SCALE is X11's way). A client
    /// launched afterwards starts at that scale.
    static func setScale(_ scale: Int) {
        command("output \(name) scale \(scale)")
    }

    /// Floating windows may take any size: sway's default caps them at the
    /// output, and the memory excursion grows the window past it.
    static func allowFloatingWindowsOfAnySize() {
        command("floating_maximum_size -1 x -1")
    }

    /// The output's mode, in device pixels.
    static func modeSize() -> (width: Int, height: Int)? {
        guard let socket = try? WaylandSession.current().swaySocket,
              let text = try? Tool.run("swaymsg", "-s", socket, "-t", "get_outputs", "--raw"),
              let outputs = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]],
              let mode = outputs.first(where: { $0["name"] as? String == name })?["current_mode"] as? [String: Any],
              let width = (mode["width"] as? NSNumber)?.intValue, let height = (mode["height"] as? NSNumber)?.intValue
        else { return nil }
        return (width, height)
    }
}
