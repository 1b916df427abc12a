public import Foundation

/// A user's input and eyes, on either display: xdotool and ImageMagick on
/// X11; on Wayland the wayvnc connection (``RFBClient``), sway's commands
/// and grim. Points are on the screen (the output), not in the window.
extension DisplayProcess {
    /// The pause after each key chord on Wayland, as xdotool's between keys.
    static let keyPause: TimeInterval = 0.012

    /// The wayvnc connection, opened the first time it is needed.
    private func vncClient() throws -> RFBClient {
        if let vnc { return vnc }
        let client = try RFBClient(port: try WaylandSession.current().vncPort)
        vnc = client
        return client
    }

    /// Gives the main window the keyboard, as a click on it would.
    private func focusWindow() throws {
        switch backend {
        case .x11: try Tool.run("xdotool", "windowfocus", "--sync", windowID)
        case .wayland:
            guard let id = Int(windowID) else { throw HarnessError("no window to give the keyboard to: waitForWindow first") }
            // Answered once sway has moved the focus, which it tells the
            // app before any key that follows on the VNC connection.
            try SwayWindows.command("focus", window: id)
        }
    }

    /// Sends a key chord (xdotool syntax: `ctrl+q`, `alt+Left`, `ctrl+Next`;
    /// see ``KeyChord``) to the main window.
    public func key(_ chord: String) throws {
        switch backend {
        case .x11:
            try focusWindow()
            try Tool.run("xdotool", "key", "--clearmodifiers", chord)
        case .wayland:
            let parsed = try KeyChord(chord)
            try focusWindow()
            try press(parsed)
        }
    }

    /// Types `text` into the focused widget of the main window, a key at a
    /// time with `delay` seconds between keys, as a person would.
    public func type(_ text: String, delay: TimeInterval = 0.06) throws {
        try focusWindow()
        switch backend {
        case .x11:
            try Tool.run("xdotool", "type", "--delay", "\(Int(delay * 1000))", text)
        case .wayland:
            for character in text {
                try press(KeyChord(typing: character))
                // Input pacing, not a wait for the app: a person's pace between
                // keys, as `xdotool type --delay` keeps it on X11.
                Thread.sleep(forTimeInterval: delay)
            }
        }
    }

    /// Modifiers down, the key down and up, modifiers up.
    private func press(_ chord: KeyChord) throws {
        let vnc = try vncClient()
        for modifier in chord.modifiers { try vnc.key(modifier, down: true) }
        try vnc.key(chord.key, down: true)
        try vnc.key(chord.key, down: false)
        for modifier in chord.modifiers.reversed() { try vnc.key(modifier, down: false) }
        // Input pacing, as xdotool's between chords: without it the next
        // chord's modifiers reach sway's virtual keyboard in the same instant.
        Thread.sleep(forTimeInterval: Self.keyPause)
    }

    /// Moves the pointer to a screen point, no button pressed or released.
    public func movePointer(x: Double, y: Double) throws {
        switch backend {
        case .x11:
            let x = x + x11ContentOrigin.x, y = y + x11ContentOrigin.y
            try Tool.run("xdotool", "mousemove", "--sync", "\(Int(x.rounded()))", "\(Int(y.rounded()))")
        case .wayland:
            try vncClient().movePointer(x: Int(x.rounded()), y: Int(y.rounded()))
        }
    }

    /// Clicks button 1 at a screen point.
    /// The pointer first moves next to the point: a new window under a
    /// pointer that never moves gets no enter event, and GTK then ignores
    /// the click (the pointer stays put between tests on one display).
    public func click(x: Double, y: Double) throws {
        switch backend {
        case .x11:
            let x = x + x11ContentOrigin.x, y = y + x11ContentOrigin.y
            try Tool.run("xdotool", "mousemove", "--sync", "\(Int(x.rounded()) + 3)", "\(Int(y.rounded()) + 3)")
            try Tool.run("xdotool", "mousemove", "--sync", "\(Int(x.rounded()))", "\(Int(y.rounded()))")
            try Tool.run("xdotool", "click", "1")
        case .wayland:
            let vnc = try vncClient()
            try vnc.movePointer(x: Int(x.rounded()) + 3, y: Int(y.rounded()) + 3)
            try vnc.movePointer(x: Int(x.rounded()), y: Int(y.rounded()))
            try vnc.button(1, down: true)
            try vnc.button(1, down: false)
        }
    }

    /// Drags with button 1 from one screen point to another in `steps`
    /// small moves, as a hand would, pausing so the app sees every frame.
    /// `holdBeforeRelease` keeps the button down, the pointer still, before
    /// letting go: a drag held long enough ends with no flick velocity.
    public func drag(
        fromX x0: Double, y y0: Double, toX x1: Double, y y1: Double, steps: Int = 40,
        holdBeforeRelease: TimeInterval = 0.05
    ) throws {
        try movePointer(x: x0, y: y0)
        try pressButton(down: true)
        // Input pacing, as a hand's, not a wait for the app: the press rests
        // a moment before the first move, each move comes about a frame
        // after the last (GTK merges the motions of one frame into one, and
        // tests count the moves the app saw), and the hold before the
        // release sets how much flick velocity is left.
        Thread.sleep(forTimeInterval: 0.05)
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            try movePointer(x: x0 + (x1 - x0) * t, y: y0 + (y1 - y0) * t)
            Thread.sleep(forTimeInterval: 0.015)
        }
        Thread.sleep(forTimeInterval: holdBeforeRelease)
        try pressButton(down: false)
    }

    private func pressButton(down: Bool) throws {
        switch backend {
        case .x11: try Tool.run("xdotool", down ? "mousedown" : "mouseup", "1")
        case .wayland: try vncClient().button(1, down: down)
        }
    }

    /// A screenshot of the main window's content alone, its top left at
    /// (0, 0): the X window's pixels less its title bar and border, or the
    /// rectangle of the Wayland output sway gives it (see
    /// ``windowGeometry()``).
    public func windowScreenshot(savedAs name: String? = nil) throws -> Screenshot {
        switch backend {
        case .x11:
            let insets = contentInsets
            guard insets != .zero else { return try Screenshot(xWindow: windowID, savedAs: name) }
            let frame = try windowGeometry()
            return try Screenshot(
                xWindow: windowID, region: (insets.left, insets.top, frame.width, frame.height), savedAs: name)
        case .wayland:
            let frame = try windowGeometry()
            return try Screenshot(waylandX: frame.x, y: frame.y, width: frame.width, height: frame.height, savedAs: name)
        }
    }

    /// Takes screenshots of the main window until `condition` holds for
    /// one or `timeout` passes, and returns the last (see
    /// ``Screenshot/waitUntil(timeout:savedAs:_:)``).
    public func waitForWindowScreenshot(
        timeout: TimeInterval = 15, savedAs name: String? = nil, _ condition: (Screenshot) -> Bool
    ) throws -> Screenshot {
        var last: Screenshot?
        let found = try Polling.until(timeout: timeout) { () throws -> Screenshot? in
            let shot = try windowScreenshot(savedAs: name)
            last = shot
            return condition(shot) ? shot : nil
        }
        return found ?? last!
    }

    /// Takes screenshots of the main window until two in a row agree within
    /// `region` (all of it when nil) and returns the last (see
    /// ``Screenshot/waitUntilSettled(in:timeout:savedAs:)``).
    public func waitForSettledWindowScreenshot(
        in region: (x: Int, y: Int, width: Int, height: Int)? = nil, timeout: TimeInterval = 15,
        savedAs name: String? = nil
    ) throws -> Screenshot {
        var previous: Screenshot?
        let found = try Polling.until(timeout: timeout) { () throws -> Screenshot? in
            let shot = try windowScreenshot(savedAs: name)
            defer { previous = shot }
            return previous.map { shot.agrees(with: $0, in: region) } == true ? shot : nil
        }
        return found ?? previous!
    }
}
