import Containment

extension Rect {
    /// The mean of `value` over this frame's points every `step` points,
    /// `inset` points in from its edges: how bright or how warm a pane is,
    /// read from a picture or a screenshot of the window.
    func sampledMean(inset: Int = 4, step: Int = 4, _ value: (_ x: Int, _ y: Int) -> Double) -> Double {
        var sum = 0.0, count = 0.0
        for y in stride(from: Int(minY) + inset, to: Int(maxY) - inset, by: step) {
            for x in stride(from: Int(minX) + inset, to: Int(maxX) - inset, by: step) {
                sum += value(x, y)
                count += 1
            }
        }
        return sum / count
    }
}
