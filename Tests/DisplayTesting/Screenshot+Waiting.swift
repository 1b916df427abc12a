import Foundation

extension Screenshot {
    /// Takes screenshots until `condition` holds for one — the app has
    /// painted what the test looks at — or `timeout` passes, and returns
    /// the last one (the test's own assertions then say what is wrong).
    ///
    /// A fixed sleep before a screenshot is too short for a slow build (under
    /// ThreadSanitizer the app paints its first frame seconds late, see
    /// meson-helpers/sanitizers.sh) and wasted time on a fast one.
    public static func waitUntil(
        timeout: Double = 15, savedAs name: String? = nil, _ condition: (Screenshot) -> Bool
    ) throws -> Screenshot {
        var last: Screenshot?
        let found = try Polling.until(timeout: timeout) { () throws -> Screenshot? in
            let shot = try Screenshot(savedAs: name)
            last = shot
            return condition(shot) ? shot : nil
        }
        return found ?? last!
    }

    /// Takes screenshots until two in a row agree within `region` (x, y,
    /// width, height; all of it when nil) — the app has finished painting
    /// there — or `timeout` passes, and returns the last one.
    ///
    /// Call it once the trace has shown the step that paints (a flip
    /// ended, a frame drawn): a frame the app reports is on screen only
    /// once the display has its pixels, a moment later.
    public static func waitUntilSettled(
        in region: (x: Int, y: Int, width: Int, height: Int)? = nil, timeout: Double = 15, savedAs name: String? = nil
    ) throws -> Screenshot {
        var previous: Screenshot?
        let found = try Polling.until(timeout: timeout) { () throws -> Screenshot? in
            let shot = try Screenshot(savedAs: name)
            defer { previous = shot }
            return previous.map { shot.agrees(with: $0, in: region) } == true ? shot : nil
        }
        return found ?? previous!
    }
}
