/// The edit distance between a query and the closest beginning of a name,
/// if it is at most a small bound — the typo tolerance of the search.
///
/// Counts insertions, deletions, substitutions and swaps of two neighbouring
/// bytes (the optimal-string-alignment distance) and takes the minimum over
/// the name's prefixes, so "copenhagn" is one edit from "Copenhagen" and
/// "copenhgen" one edit from its beginning while it is still being typed.
/// Only cells within `bound` of the diagonal are computed, and the scan
/// stops as soon as a whole row exceeds the bound: O(query × bound) at
/// most, usually a few rows.
struct BoundedEditDistance {
    private let rows: UnsafeMutablePointer<Int32>
    private let width: Int
    let query: [UInt8]
    let bound: Int

    /// Prepares for a query; `deallocate()` when done.
    init(query: [UInt8], bound: Int) {
        self.query = query
        self.bound = bound
        width = query.count + bound + 2
        rows = .allocate(capacity: 3 * width)
    }

    func deallocate() { rows.deallocate() }

    /// The distance from the query to the closest prefix of `name`, or nil
    /// when every prefix is more than ``bound`` edits away.
    func distance(to name: UnsafePointer<UInt8>, length: Int) -> Int? {
        let m = query.count, k = bound
        let n = min(length, m + k)
        if n < m - k { return nil }
        let infinity = Int32(k + 1)
        var older = rows, previous = rows + width, current = rows + 2 * width
        for j in 0...n { previous[j] = j <= k ? Int32(j) : infinity }
        return query.withUnsafeBufferPointer { q -> Int? in
            for i in 1...m {
                let low = max(0, i - k), high = min(n, i + k)
                if low > high { return nil }
                if low > 0 { current[low - 1] = infinity }
                var rowMinimum = infinity
                let qi = q[i - 1]
                for j in low...high {
                    var value: Int32
                    if j == 0 {
                        value = Int32(i)
                    } else {
                        let nj = name[j - 1]
                        value = previous[j - 1] + (qi == nj ? 0 : 1)
                        value = min(value, previous[j] + 1, current[j - 1] + 1)
                        if i > 1, j > 1, qi == name[j - 2], q[i - 2] == nj { value = min(value, older[j - 2] + 1) }
                    }
                    current[j] = min(value, infinity)
                    rowMinimum = min(rowMinimum, current[j])
                }
                if high + 1 <= n { current[high + 1] = infinity }
                if rowMinimum > Int32(k) { return nil }
                (older, previous, current) = (previous, current, older)
            }
            var best = infinity
            for j in max(0, m - k)...n { best = min(best, previous[j]) }
            return best <= Int32(k) ? Int(best) : nil
        }
    }
}
