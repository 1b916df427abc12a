/// Where a lecture recording is: its time and whether it plays. A value the
/// video pane keeps and tests can drive without a display.
struct LecturePlayback: Equatable {
    /// The recording's length in seconds.
    let duration: Double
    /// Seconds from the start, within `0...duration`.
    private(set) var time: Double = 0
    /// Whether time advances with the frames.
    var isPlaying = false

    init(duration: Double) {
        self.duration = duration
    }

    /// Jumps to `time`, clamped to the recording.
    mutating func seek(to time: Double) {
        self.time = min(duration, max(0, time))
    }

    /// Advances a playing recording by `interval` seconds; it stops at the end.
    mutating func advance(by interval: Double) {
        guard isPlaying else { return }
        seek(to: time + interval)
        if time >= duration { isPlaying = false }
    }

    /// `seconds` as the player shows it: `1:05`.
    static func format(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.down))
        let rest = whole % 60
        return "\(whole / 60):\(rest < 10 ? "0" : "")\(rest)"
    }
}
