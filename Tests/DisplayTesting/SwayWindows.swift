import Foundation

/// The windows sway shows, read from its layout tree (`swaymsg -t
/// get_tree`): what xdotool's search and geometry give on X11.
///
/// sway's `rect` is a view's window geometry, which GTK sets to the
/// window's visible frame: client-side shadows lie outside it, and with no
/// border (with-wayland.sh turns borders off) its origin is the first
/// pixel the window draws.
public enum SwayWindows {
    /// One window: sway's id for it (its `con_id`), its process and title,
    /// and its frame on the output.
    public struct Window: Sendable {
        /// sway's container id, for `[con_id=…]` commands.
        public let id: Int
        /// The process that owns it.
        public let pid: Int32
        /// Its title.
        public let title: String
        /// Its frame on the output, in pixels.
        public let x: Int, y: Int, width: Int, height: Int
    }

    /// sway's IPC socket, from the session.
    static func ipcSocket() throws -> String { try WaylandSession.current().swaySocket }

    /// Every window on screen, in the tree's order (a process's first
    /// window before its later ones).
    public static func all() throws -> [Window] {
        let output = try Tool.run("swaymsg", "-s", try ipcSocket(), "-t", "get_tree", "--raw")
        guard let tree = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any] else {
            throw HarnessError("swaymsg get_tree gave no tree: \(output.prefix(200))")
        }
        var windows: [Window] = []
        collect(tree, into: &windows)
        return windows
    }

    /// The windows of `pid` titled exactly `title`.
    public static func windows(of pid: Int32, titled title: String) throws -> [Window] {
        try all().filter { $0.pid == pid && $0.title == title }
    }

    /// The window with sway's id `id`, if it is still there.
    public static func window(id: Int) throws -> Window? {
        try all().first { $0.id == id }
    }

    /// Runs a sway command on one window (`focus`, `resize set 1100 620`).
    public static func command(_ command: String, window id: Int) throws {
        let reply = try Tool.run("swaymsg", "-s", try ipcSocket(), "[con_id=\(id)] \(command)")
        // swaymsg prints an error and exits non-zero for a refused command;
        // a success is silent (or `[{"success": true}]` with --raw).
        if reply.contains("\"success\": false") { throw HarnessError("sway refused \(command): \(reply)") }
    }

    private static func collect(_ node: [String: Any], into windows: inout [Window]) {
        if let pid = (node["pid"] as? NSNumber)?.int32Value, let id = (node["id"] as? NSNumber)?.intValue,
           let rect = node["rect"] as? [String: Any], node["visible"] as? Bool ?? true {
            func value(_ key: String) -> Int { (rect[key] as? NSNumber)?.intValue ?? 0 }
            windows.append(Window(
                id: id, pid: pid, title: node["name"] as? String ?? "",
                x: value("x"), y: value("y"), width: value("width"), height: value("height")))
        }
        for key in ["nodes", "floating_nodes"] {
            for child in node[key] as? [[String: Any]] ?? [] { collect(child, into: &windows) }
        }
    }
}
