/// An undirected polygon edge identified by its two vertices' exact bits, so
/// the same border shared by two countries (stored with identical vertices,
/// in opposite directions) hashes to the same key.
struct BaseMapEdgeKey: Hashable {
    let low: UInt64
    let high: UInt64

    init(_ lonA: Float, _ latA: Float, _ lonB: Float, _ latB: Float) {
        let a = UInt64(lonA.bitPattern) << 32 | UInt64(latA.bitPattern)
        let b = UInt64(lonB.bitPattern) << 32 | UInt64(latB.bitPattern)
        (low, high) = a < b ? (a, b) : (b, a)
    }
}
