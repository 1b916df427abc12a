#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The four scans behind ``PlaceSearchIndex/search(_:limit:)``, cheapest
/// and best first.
extension PlaceSearchIndex {
    /// Calls `body(key, isExact)` for every key starting with `query`:
    /// reads only the keys in the query's bucket (its first two bytes), or
    /// the 256 buckets of its first byte for a one-byte query.
    @inline(__always)
    func forEachPrefixMatch(_ query: [UInt8], _ body: (_ key: Int, _ isExact: Bool) -> Void) {
        let range = bucketRange(query, starts: keys.orderStarts)
        keys.blob.withUnsafeBufferPointer { blob in
            query.withUnsafeBufferPointer { q in
                let length = q.count
                for position in range {
                    let key = Int(keys.order[position])
                    let start = Int(keys.starts[key]), keyLength = Int(keys.starts[key + 1]) - 1 - start
                    guard keyLength >= length, memcmp(blob.baseAddress! + start, q.baseAddress!, length) == 0 else {
                        continue
                    }
                    body(key, keyLength == length)
                }
            }
        }
    }

    private func bucketRange(_ query: [UInt8], starts: [UInt32]) -> Range<Int> {
        if query.count >= 2 {
            let bucket = SearchKeys.bucket(query[0], query[1])
            return Int(starts[bucket])..<Int(starts[bucket + 1])
        }
        let first = SearchKeys.bucket(query[0], 0)
        return Int(starts[first])..<Int(starts[first + 256])
    }

    func candidate(key: Int, level: Level) -> SearchCollector.Candidate {
        let entry = keys.owners[key]
        return SearchCollector.Candidate(
            entry: entry, level: level.rawValue, rank: rank(entry),
            length: Int(keys.starts[key + 1] - keys.starts[key]) - 1)
    }

    /// Exact and prefix matches of whole names.
    func collectPrefixes(_ query: [UInt8], into collector: inout SearchCollector) {
        forEachPrefixMatch(query) { key, isExact in
            collector.offer(candidate(key: key, level: isExact ? .exact : .prefix))
        }
    }

    /// Matches of a later word's beginning ("york" in "new york").
    func collectWordPrefixes(_ query: [UInt8], into collector: inout SearchCollector) {
        let range = bucketRange(query, starts: keys.wordStarts)
        keys.blob.withUnsafeBufferPointer { blob in
            query.withUnsafeBufferPointer { q in
                for position in range {
                    let start = Int(keys.words[position]), key = Int(keys.wordKeys[position])
                    let end = Int(keys.starts[key + 1]) - 1
                    guard end - start >= q.count, memcmp(blob.baseAddress! + start, q.baseAddress!, q.count) == 0 else {
                        continue
                    }
                    collector.offer(candidate(key: key, level: .wordPrefix))
                }
            }
        }
    }

    /// Matches anywhere inside a name. Finds the query's rarest byte with
    /// `memchr` over the whole blob and compares around each hit, one hit
    /// per key. O(blob) at memory speed.
    func collectSubstrings(_ query: [UInt8], into collector: inout SearchCollector) {
        // Anchor on the byte that occurs least often in all names.
        var anchor = 0
        for index in query.indices where keys.byteCounts[Int(query[index])] < keys.byteCounts[Int(query[anchor])] {
            anchor = index
        }
        guard keys.byteCounts[Int(query[anchor])] > 0 else { return }
        keys.blob.withUnsafeBufferPointer { blob in
            query.withUnsafeBufferPointer { q in
                let base = blob.baseAddress!, total = blob.count, length = q.count
                let anchorByte = Int32(q[anchor])
                var from = anchor
                while from < total {
                    guard let hit = memchr(base + from, anchorByte, total - from) else { return }
                    let hitOffset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    let start = hitOffset - anchor
                    from = hitOffset + 1
                    guard start >= 0, start + length <= total, memcmp(base + start, q.baseAddress!, length) == 0 else {
                        continue
                    }
                    let key = keyContaining(start)
                    let keyStart = Int(keys.starts[key]), keyEnd = Int(keys.starts[key + 1]) - 1
                    guard start + length <= keyEnd else { continue }
                    // A match at the start or after a space was a better level already.
                    if start > keyStart, base[start - 1] != SearchFolding.space {
                        collector.offer(candidate(key: key, level: .substring))
                    }
                    // One hit per key: go on from the next key.
                    from = max(from, keyEnd + 1 + anchor)
                }
            }
        }
    }

    /// The key whose bytes include blob offset `offset`. O(log keys).
    private func keyContaining(_ offset: Int) -> Int {
        var low = 0, high = keys.count  // the answer is in low..<high
        while high - low > 1 {
            let middle = (low + high) / 2
            if Int(keys.starts[middle]) <= offset { low = middle } else { high = middle }
        }
        return low
    }

    /// The longest query the typo scan considers; longer ones are cut (a
    /// name that long is found by its beginning anyway).
    static let fuzzyQueryLimit = 32

    /// Names within one edit (queries of 4–7 bytes) or two (8 or more) of
    /// the query, or of their beginning. Only ASCII queries: an edit of a
    /// Chinese character is three bytes. Each key is first tested by length
    /// and by its byte classes (``SearchKeys/mask(of:)``): a name missing
    /// more of the query's letters than the allowed edits is skipped without
    /// computing a distance.
    func collectFuzzy(_ query: [UInt8], into collector: inout SearchCollector) {
        let query = Array(query.prefix(Self.fuzzyQueryLimit))
        guard query.count >= 4, query.allSatisfy({ $0 < 0x80 }) else { return }
        let bound = query.count >= 8 ? 2 : 1
        let queryMask = SearchKeys.mask(of: query)
        let distance = BoundedEditDistance(query: query, bound: bound)
        defer { distance.deallocate() }
        let shortest = query.count - bound
        keys.blob.withUnsafeBufferPointer { blob in
            keys.masks.withUnsafeBufferPointer { masks in
                keys.starts.withUnsafeBufferPointer { starts in
                    for key in 0..<masks.count {
                        let start = Int(starts[key]), length = Int(starts[key + 1]) - 1 - start
                        guard length >= shortest, (queryMask & ~masks[key]).nonzeroBitCount <= bound else { continue }
                        guard let edits = distance.distance(to: blob.baseAddress! + start, length: length), edits > 0 else {
                            continue
                        }
                        collector.offer(candidate(key: key, level: edits == 1 ? .fuzzyOne : .fuzzyTwo))
                    }
                }
            }
        }
    }
}
