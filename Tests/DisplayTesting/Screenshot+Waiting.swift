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
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let shot = try Screenshot(savedAs: name)
            if condition(shot) || Date() >= deadline { return shot }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }
}
