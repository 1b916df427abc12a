import DisplayTesting

/// The paint times a stretch of the window's trace reports, in
/// milliseconds: every `frame` (maps and info cards), every
/// `transitionFrame`, and each `transitionSnapshot` as a frame of its own,
/// since a flip's first frame cannot show before its snapshots are drawn.
/// The `frame` events a snapshot's drawing emits (between `transitionBegan`
/// and its `transitionSnapshot`) are inside that snapshot's time, so they
/// are not counted again.
struct PaintTimes {
    /// Every frame's paint time, snapshots included.
    var frames: [Double] = []
    /// The flips' snapshots alone.
    var snapshots: [Double] = []
    /// `infoCardsPrepared`: main-thread work at idle, not a frame.
    var prepared: [Double] = []
    /// `wayDownPrepared`: from Ctrl+D to the way down shown, its picture
    /// drawn on a worker meanwhile; a wait, not a frame.
    var wayDownWaits: [Double] = []

    /// The paint times among `events`.
    init(_ events: [TraceLog.Event]) {
        var insideSnapshot = false
        for event in events {
            let ms = event.number("ms")
            switch event.name {
            case "transitionBegan": insideSnapshot = true
            case "transitionEnded": insideSnapshot = false
            case "transitionSnapshot":
                insideSnapshot = false
                if let ms {
                    snapshots.append(ms)
                    frames.append(ms)
                }
            case "frame" where !insideSnapshot, "transitionFrame":
                if let ms { frames.append(ms) }
            case "infoCardsPrepared":
                if let ms { prepared.append(ms) }
            case "wayDownPrepared":
                if let ms { wayDownWaits.append(ms) }
            default: break
            }
        }
    }
}
