import Containment

/// A recorded lecture: its slides, when each begins, and what the teacher
/// chalks on the board meanwhile. Plain data, drawn by ``LecturePainter``.
struct Lecture: Sendable {
    /// One part of the lecture, shown as one slide.
    struct Part: Sendable {
        /// The slide's title, also the first words on the board.
        let title: String
        /// The slide's bullet points.
        let points: [String]
        /// What is chalked on the board during this part.
        let marks: [BoardMark]
    }

    /// The lecture's title.
    let title: String
    /// Its parts, in order; each lasts ``partDuration`` seconds.
    let parts: [Part]
    /// The length of each part in seconds.
    let partDuration: Double

    /// The whole length in seconds.
    var duration: Double { Double(parts.count) * partDuration }

    /// When part `index` begins.
    func startTime(ofPart index: Int) -> Double { Double(index) * partDuration }

    /// The part playing at `time`.
    func partIndex(at time: Double) -> Int {
        guard !parts.isEmpty else { return 0 }
        return min(parts.count - 1, max(0, Int(time / partDuration)))
    }
}

/// One stroke of chalk, in board coordinates (a 400 × 240 board), drawn
/// from `start` seconds into its part for `length` seconds.
struct BoardMark: Sendable {
    /// What the stroke draws.
    enum Shape: Sendable {
        case line(from: Point, to: Point)
        case arrow(from: Point, to: Point)
        case box(Rect)
        case text(String, at: Point, size: Double)
    }

    let shape: Shape
    let start: Double
    let length: Double

    /// How much of the stroke is drawn `time` seconds into its part, 0…1.
    func progress(at time: Double) -> Double {
        guard length > 0 else { return time >= start ? 1 : 0 }
        return min(1, max(0, (time - start) / length))
    }
}
