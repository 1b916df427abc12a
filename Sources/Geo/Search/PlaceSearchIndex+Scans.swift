#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The scans behind ``PlaceSearchIndex/search(_:limit:)``, cheapest and
/// best first. Each reads its tables through buffer pointers (no bounds
/// checks or reference counting in the loops) and tests a key's Float rank
/// against the worst result held before it builds a candidate.
extension PlaceSearchIndex {
    /// The keys sharing the query's first two bytes (or, for one byte, its
    /// first byte): contiguous, as the keys are stored in bucket order.
    func bucketRange(_ query: [UInt8], starts: [UInt32]) -> Range<Int> {
        if query.count >= 2 {
            let bucket = SearchKeys.bucket(query[0], query[1])
            return Int(starts[bucket])..<Int(starts[bucket + 1])
        }
        let first = SearchKeys.bucket(query[0], 0)
        return Int(starts[first])..<Int(starts[first + 256])
    }

    /// Calls `body(key, isExact)` for every key starting with `query`.
    @inline(__always)
    func forEachPrefixMatch(_ query: [UInt8], _ body: (_ key: Int, _ isExact: Bool) -> Void) {
        let range = bucketRange(query, starts: keys.bucketStarts)
        keys.blob.withUnsafeBufferPointer { blob in
            keys.starts.withUnsafeBufferPointer { starts in
                query.withUnsafeBufferPointer { q in
                    let length = q.count
                    for key in range {
                        let start = Int(starts[key]), keyLength = Int(starts[key + 1]) - 1 - start
                        // The bucket fixes the first two bytes.
                        guard keyLength >= length,
                            length <= 2 || memcmp(blob.baseAddress! + start + 2, q.baseAddress! + 2, length - 2) == 0
                        else { continue }
                        body(key, keyLength == length)
                    }
                }
            }
        }
    }

    func candidate(key: Int, level: Level) -> SearchCollector.Candidate {
        let entry = keys.owners[key]
        return SearchCollector.Candidate(
            entry: entry, level: level.rawValue, rank: rank(entry),
            length: Int(keys.starts[key + 1] - keys.starts[key]) - 1)
    }

    /// Exact and prefix matches of whole names.
    func collectPrefixes(_ query: [UInt8], into collector: inout SearchCollector) {
        keys.ranks.withUnsafeBufferPointer { ranks in
            forEachPrefixMatch(query) { key, isExact in
                let level = isExact ? Level.exact : .prefix
                guard !collector.rejects(level: level.rawValue, rank: ranks[key]) else { return }
                collector.offer(candidate(key: key, level: level))
            }
        }
    }

    /// Matches of a later word's beginning ("york" in "new york").
    func collectWordPrefixes(_ query: [UInt8], into collector: inout SearchCollector) {
        let range = bucketRange(query, starts: keys.wordStarts)
        let level = Level.wordPrefix.rawValue
        keys.blob.withUnsafeBufferPointer { blob in
            keys.starts.withUnsafeBufferPointer { starts in
                keys.ranks.withUnsafeBufferPointer { ranks in
                    query.withUnsafeBufferPointer { q in
                        for position in range {
                            let key = Int(keys.wordKeys[position])
                            guard !collector.rejects(level: level, rank: ranks[key]) else { continue }
                            let start = Int(keys.words[position]), end = Int(starts[key + 1]) - 1
                            guard end - start >= q.count,
                                memcmp(blob.baseAddress! + start, q.baseAddress!, q.count) == 0
                            else { continue }
                            collector.offer(candidate(key: key, level: .wordPrefix))
                        }
                    }
                }
            }
        }
    }

    /// Matches anywhere inside a name. Reads every key's byte-class mask and
    /// searches only the keys holding every class of the query (a few
    /// percent for a word of several letters).
    func collectSubstrings(_ query: [UInt8], into collector: inout SearchCollector) {
        let queryMask = SearchKeys.mask(of: query)
        let level = Level.substring.rawValue
        keys.blob.withUnsafeBufferPointer { blob in
            keys.starts.withUnsafeBufferPointer { starts in
                keys.masks.withUnsafeBufferPointer { masks in
                    keys.ranks.withUnsafeBufferPointer { ranks in
                        query.withUnsafeBufferPointer { q in
                            let base = blob.baseAddress!, first = Int32(q[0]), length = q.count
                            Self.forEachKey(in: masks, containing: queryMask) { key in
                                guard !collector.rejects(level: level, rank: ranks[key]) else { return }
                                let keyStart = Int(starts[key]), keyEnd = Int(starts[key + 1]) - 1
                                // Not at the start or after a space: those were better levels already.
                                var from = keyStart + 1
                                while keyEnd - from >= length {
                                    guard let hit = memchr(base + from, first, keyEnd - from - length + 1) else { break }
                                    let start = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                                    if base[start - 1] != SearchFolding.space, memcmp(base + start, q.baseAddress!, length) == 0 {
                                        collector.offer(candidate(key: key, level: .substring))
                                        break
                                    }
                                    from = start + 1
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Calls `body` with every key whose byte classes include all of
    /// `queryMask`: one AND and compare per key over a sequential array,
    /// about a cycle each (the branch is rarely taken). O(keys).
    @inline(__always)
    static func forEachKey(in masks: UnsafeBufferPointer<UInt32>, containing queryMask: UInt32, _ body: (Int) -> Void) {
        for key in masks.indices where masks[key] & queryMask == queryMask { body(key) }
    }

    /// The longest query the typo scan considers; longer ones are cut (a
    /// name that long is found by its beginning anyway).
    static let fuzzyQueryLimit = 32

    /// Names within one edit (queries of 4–7 bytes) or two (8 or more) of
    /// the query, or of their beginning. Only ASCII queries (an edit of a
    /// Chinese character is three bytes), and only names starting with the
    /// query's first or second byte: a typo in the very first letter is
    /// rare, a swap of the first two or a doubled first letter is covered,
    /// and a missing first letter is a substring match. Each key is first
    /// tested by length and by its byte classes: a name missing more of the
    /// query's classes than the allowed edits is skipped without computing
    /// a distance.
    func collectFuzzy(_ query: [UInt8], into collector: inout SearchCollector) {
        let query = Array(query.prefix(Self.fuzzyQueryLimit))
        guard query.count >= 4, query.allSatisfy({ $0 < 0x80 }) else { return }
        let bound = query.count >= 8 ? 2 : 1
        let queryMask = SearchKeys.mask(of: query)
        let distance = BoundedEditDistance(query: query, bound: bound)
        defer { distance.deallocate() }
        let shortest = query.count - bound
        let firstBytes = query[0] == query[1] ? [query[0]] : [query[0], query[1]]
        keys.blob.withUnsafeBufferPointer { blob in
            keys.starts.withUnsafeBufferPointer { starts in
                keys.masks.withUnsafeBufferPointer { masks in
                    keys.ranks.withUnsafeBufferPointer { ranks in
                        for first in firstBytes {
                            let low = Int(keys.bucketStarts[SearchKeys.bucket(first, 0)])
                            let high = Int(keys.bucketStarts[SearchKeys.bucket(first, 0) + 256])
                            for key in low..<high {
                                let start = Int(starts[key]), length = Int(starts[key + 1]) - 1 - start
                                guard length >= shortest, (queryMask & ~masks[key]).nonzeroBitCount <= bound,
                                    !collector.rejects(level: Level.fuzzyOne.rawValue, rank: ranks[key]),
                                    let edits = distance.distance(to: blob.baseAddress! + start, length: length), edits > 0
                                else { continue }
                                collector.offer(candidate(key: key, level: edits == 1 ? .fuzzyOne : .fuzzyTwo))
                            }
                        }
                    }
                }
            }
        }
    }
}
