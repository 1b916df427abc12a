import DisplayTesting
import Foundation

/// A user's pointer and keyboard on one program's windows, on either
/// display server, through the end-to-end tests' own means: xdotool on X11;
/// on Wayland the harness's wayvnc connection (``RFBClient``) for a real
/// pointer and keyboard, sway's IPC (``SwayWindows``) for finding, focusing,
/// placing and sizing windows, and ``KeyChord`` for key names.
///
/// Points are the window's, in GTK points. The main window is kept at the
/// screen's origin (X11 without a window manager maps it there; on sway it
/// is moved there, and back after each resize, which sway makes about the
/// window's centre), so a point times ``scale`` is a pixel on the screen.
final class WindowInput {
    /// A point in the window, in GTK points.
    typealias Point = (x: Double, y: Double)

    /// The display the window is on.
    let server: DisplayServer
    /// The program's process id.
    let pid: Int32
    /// The main window: its X id, or sway's container id.
    let windowID: String
    /// Device pixels per point: `GDK_SCALE` on X11, the output's scale on
    /// Wayland.
    let scale: Double
    /// The one wayvnc connection all Wayland input goes through, so button
    /// state and ordering are one client's.
    private let vnc: RFBClient?

    /// Waits (at most `timeout` seconds) for `pid`'s visible window titled
    /// exactly `title`, places it at the origin and opens the input to it;
    /// nil, saying why, when there is none.
    init?(server: DisplayServer, pid: Int32, title: String, scale: Double, timeout: Double = 20) {
        self.server = server
        self.pid = pid
        self.scale = scale
        var found: String?
        let deadline = Date().addingTimeInterval(timeout)
        while found == nil && Date() < deadline {
            found = Self.windows(of: pid, titled: title, on: server).first
            if found == nil { Thread.sleep(forTimeInterval: 0.05) }
        }
        guard let found else {
            print("  no visible \(title) window of process \(pid) on \(server.name)")
            return nil
        }
        windowID = found
        switch server.backend {
        case .x11:
            vnc = nil
        case .wayland:
            do {
                vnc = try RFBClient(port: try WaylandSession.current().vncPort)
            } catch {
                print("  no input on Wayland: \(error)")
                return nil
            }
            sway("move position 0 0")
        }
    }

    /// The ids of `pid`'s visible windows titled exactly `title` (any
    /// title when nil), the main window first.
    private static func windows(of pid: Int32, titled title: String?, on server: DisplayServer) -> [String] {
        switch server.backend {
        case .x11:
            let name = title.map { "^" + NSRegularExpression.escapedPattern(for: $0) + "$" } ?? "."
            let output = (try? Tool.run("xdotool", "search", "--all", "--onlyvisible", "--pid", "\(pid)", "--name", name)) ?? ""
            return output.split(separator: "\n").map(String.init)
        case .wayland:
            let all = (try? SwayWindows.all()) ?? []
            return all.filter { $0.pid == pid && (title == nil || $0.title == title) }.map { String($0.id) }
        }
    }

    /// A sway command on the main window.
    private func sway(_ command: String) {
        guard let id = Int(windowID) else { return }
        try? SwayWindows.command(command, window: id)
    }

    // MARK: Pointer

    /// Pixels between the window the server reports and its content, on
    /// each side: the title bar above it, and GTK's border on X11 without
    /// a compositor. Points are the content's (``TracedWindow`` reads the
    /// insets from the app's `windowContent` trace event).
    var contentInsets = ContentInsets.zero

    /// A content point as a screen pixel.
    private func pixel(_ point: Point) -> (x: Int, y: Int) {
        (Int((point.x * scale).rounded()) + contentInsets.left, Int((point.y * scale).rounded()) + contentInsets.top)
    }

    /// Moves the pointer to `point`, the buttons as they are.
    func move(to point: Point) {
        let (x, y) = pixel(point)
        switch server.backend {
        case .x11: _ = try? Tool.run("xdotool", "mousemove", "--sync", "\(x)", "\(y)")
        case .wayland: try? vnc?.movePointer(x: x, y: y)
        }
    }

    /// Presses or releases `button` where the pointer is (1 the primary,
    /// 4 and 5 the wheel's notches up and down).
    func button(_ button: Int, down: Bool) {
        switch server.backend {
        case .x11: _ = try? Tool.run("xdotool", down ? "mousedown" : "mouseup", "\(button)")
        case .wayland: try? vnc?.button(button, down: down)
        }
    }

    /// Presses and releases `button` where the pointer is.
    func click(_ button: Int = 1) {
        switch server.backend {
        case .x11: _ = try? Tool.run("xdotool", "click", "\(button)")
        case .wayland:
            self.button(button, down: true)
            self.button(button, down: false)
        }
    }

    /// Two clicks of button 1, 60 ms apart: well inside GTK's double-click time.
    func doubleClick() {
        switch server.backend {
        case .x11: _ = try? Tool.run("xdotool", "click", "--repeat", "2", "--delay", "60", "1")
        case .wayland:
            click()
            Thread.sleep(forTimeInterval: 0.06)
            click()
        }
    }

    /// `notches` of the wheel where the pointer is, towards the user (in)
    /// or away, `pause` seconds after each, as a hand scrolls.
    func wheel(in zoomingIn: Bool, notches: Int, pause: Double) {
        for _ in 0..<notches {
            click(zoomingIn ? 4 : 5)
            Thread.sleep(forTimeInterval: pause)
        }
    }

    /// Button 1 down at `point`, `steps` small moves by `offset` over about
    /// 16 ms each, up: a hand's drag.
    func drag(from point: Point, by offset: Point, steps: Int = 40) {
        move(to: point)
        button(1, down: true)
        Thread.sleep(forTimeInterval: 0.05)
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            move(to: (point.x + offset.x * t, point.y + offset.y * t))
            Thread.sleep(forTimeInterval: 0.016)
        }
        button(1, down: false)
    }

    // MARK: Keyboard

    /// A key chord (xdotool's names: `ctrl+f`, `plus`, `Return`) to the
    /// main window, which is given the keyboard first.
    func key(_ chord: String) {
        key(chord, to: windowID)
    }

    /// A key chord to the program's newest other window (a dialog), given
    /// the keyboard first; false when it has none.
    @discardableResult
    func keyToDialog(_ chord: String) -> Bool {
        guard let dialog = dialogs().last else { return false }
        key(chord, to: dialog)
        return true
    }

    /// The program's visible windows other than the main one.
    func dialogs() -> [String] {
        Self.windows(of: pid, titled: nil, on: server).filter { $0 != windowID }
    }

    /// Types `text` into the main window's focused widget, a key at a time
    /// with `delay` seconds between keys, as a person types.
    func type(_ text: String, delay: Double = 0.06) {
        focus(windowID)
        switch server.backend {
        case .x11: _ = try? Tool.run("xdotool", "type", "--delay", "\(Int(delay * 1000))", text)
        case .wayland:
            for character in text {
                press(KeyChord(typing: character))
                Thread.sleep(forTimeInterval: delay)
            }
        }
    }

    /// A key chord to `window`, given the keyboard first.
    private func key(_ chord: String, to window: String) {
        focus(window)
        switch server.backend {
        case .x11: _ = try? Tool.run("xdotool", "key", "--clearmodifiers", chord)
        case .wayland:
            guard let parsed = try? KeyChord(chord) else {
                print("  no keysym for the chord \(chord)")
                return
            }
            press(parsed)
        }
    }

    /// Gives `window` the keyboard. sway answers once it has moved the
    /// focus, which it tells the program before any key sent after.
    private func focus(_ window: String) {
        switch server.backend {
        case .x11: _ = try? Tool.run("xdotool", "windowfocus", "--sync", window)
        case .wayland:
            guard let id = Int(window) else { return }
            try? SwayWindows.command("focus", window: id)
        }
    }

    /// Modifiers down, the key down and up, modifiers up, on the wayvnc
    /// connection.
    private func press(_ chord: KeyChord) {
        guard let vnc else { return }
        for modifier in chord.modifiers { try? vnc.key(modifier, down: true) }
        try? vnc.key(chord.key, down: true)
        try? vnc.key(chord.key, down: false)
        for modifier in chord.modifiers.reversed() { try? vnc.key(modifier, down: false) }
        Thread.sleep(forTimeInterval: 0.012)
    }

    // MARK: The window

    /// The main window's content's size in points: the window as the
    /// server reports it, less ``contentInsets``.
    func size() -> (width: Double, height: Double)? {
        guard let frame = windowSize() else { return nil }
        let insets = contentInsets
        return (
            frame.width - Double(insets.left + insets.right) / scale,
            frame.height - Double(insets.top + insets.bottom) / scale)
    }

    /// The main window's size in points, as the server reports it.
    func windowSize() -> (width: Double, height: Double)? {
        switch server.backend {
        case .x11:
            guard let output = try? Tool.run("xdotool", "getwindowgeometry", windowID),
                  let line = output.split(separator: "\n").first(where: { $0.contains("Geometry:") }),
                  let text = line.split(separator: " ").last
            else { return nil }
            let parts = text.split(separator: "x").compactMap { Double($0) }
            return parts.count == 2 ? (parts[0] / scale, parts[1] / scale) : nil
        case .wayland:
            guard let id = Int(windowID), let window = try? SwayWindows.window(id: id) else { return nil }
            return (Double(window.width), Double(window.height))
        }
    }

    /// Resizes the main window to `width` × `height` points and waits (at
    /// most `timeout` seconds) until the server reports that size; false
    /// when it did not.
    @discardableResult
    func resize(width: Double, height: Double, timeout: Double = 5) -> Bool {
        let wanted = (width: width.rounded(), height: height.rounded())
        switch server.backend {
        case .x11:
            let insets = contentInsets
            let x = Int((wanted.width * scale).rounded()) + insets.left + insets.right
            let y = Int((wanted.height * scale).rounded()) + insets.top + insets.bottom
            _ = try? Tool.run("xdotool", "windowsize", "--sync", windowID, "\(x)", "\(y)")
        case .wayland:
            let insets = contentInsets
            let x = Int(wanted.width) + Int(Double(insets.left + insets.right) / scale)
            let y = Int(wanted.height) + Int(Double(insets.top + insets.bottom) / scale)
            sway("resize set \(x) \(y), move position 0 0")
        }
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let now = size(), abs(now.width - wanted.width) < 1, abs(now.height - wanted.height) < 1 {
                keepAtOrigin()
                return true
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }

    /// Moves the main window back to the origin if sway placed it anew
    /// when the program took its new size.
    private func keepAtOrigin() {
        guard server.backend == .wayland, let id = Int(windowID), let window = try? SwayWindows.window(id: id),
              window.x != 0 || window.y != 0
        else { return }
        sway("move position 0 0")
    }
}
