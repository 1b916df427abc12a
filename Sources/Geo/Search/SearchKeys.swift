/// The folded names the search index compares, packed for scanning.
///
/// Every key (a place's English name, its Chinese name, an area's names) is
/// folded (``SearchFolding``) into one byte blob, each key followed by a zero
/// byte so a substring match never spans two keys. The keys are stored in
/// bucket order — grouped by their first two bytes — so a prefix query reads
/// one contiguous run of keys (its first byte's 256 buckets for a one-letter
/// query). The starts of later words are grouped the same way. Per key, a
/// byte-class mask (``maskBit(_:)``) and the owner's rank let the scans
/// that must read every key reject most of them from two sequential arrays.
///
/// Built in O(total bytes) with counting sorts, no string comparisons;
/// about 20 bytes per key plus the folded text.
struct SearchKeys: Sendable {
    /// The folded keys in bucket order, each followed by a 0 byte.
    let blob: [UInt8]
    /// Key `i` is `blob[starts[i] ..< starts[i + 1] - 1]`; one more entry than keys.
    let starts: [UInt32]
    /// The index entry each key names.
    let owners: [UInt32]
    /// Per key, the set of byte classes it contains (``maskBit(_:)``).
    let masks: [UInt32]
    /// Per key, its owner's importance (``PlaceSearchIndex/rank(_:)``) as a
    /// Float: a cheap first test against the worst result held.
    let ranks: [Float]
    /// Bucket `b`'s keys are `bucketStarts[b] ..< bucketStarts[b + 1]`.
    let bucketStarts: [UInt32]
    /// Blob offsets of the words after a key's first, grouped by bucket.
    let words: [UInt32]
    /// The key each of ``words`` belongs to.
    let wordKeys: [UInt32]
    /// Bucket `b`'s words are `words[wordStarts[b] ..< wordStarts[b + 1]]`.
    let wordStarts: [UInt32]

    /// The number of keys.
    var count: Int { owners.count }

    /// The bucket of a key or word starting with `first`, `second` (the
    /// terminating 0 when it has one byte).
    @inline(__always)
    static func bucket(_ first: UInt8, _ second: UInt8) -> Int { Int(first) << 8 | Int(second) }

    /// The byte class of a folded byte, as a bit: one per ASCII letter, one
    /// for digits, four for the bytes of other scripts (Chinese, Cyrillic …),
    /// one for spaces and symbols. A name lacking a class the query has
    /// cannot contain the query, and one lacking more classes than the
    /// allowed edits cannot be that close to it.
    @inline(__always)
    static func maskBit(_ byte: UInt8) -> UInt32 {
        switch byte {
        case 0x61...0x7A: 1 << UInt32(byte &- 0x61)
        case 0x30...0x39: 1 << 26
        case 0x80...: 1 << (27 + UInt32(byte & 3))
        default: 1 << 31
        }
    }

    /// The byte-class set of `bytes`.
    static func mask(of bytes: some Sequence<UInt8>) -> UInt32 {
        bytes.reduce(0) { $0 | maskBit($1) }
    }

    /// Collects keys, then packs them in bucket order.
    struct Builder {
        private var blob: [UInt8] = []
        private var starts: [UInt32] = [0]
        private var owners: [UInt32] = []
        private var ranks: [Float] = []

        init(expectedKeys: Int, expectedBytes: Int) {
            blob.reserveCapacity(expectedBytes)
            starts.reserveCapacity(expectedKeys + 1)
            owners.reserveCapacity(expectedKeys)
            ranks.reserveCapacity(expectedKeys)
        }

        /// Adds the folded UTF-8 `bytes` as a key of `owner`; a name that
        /// folds to nothing (only punctuation) is not added.
        mutating func add(owner: Int, rank: Double, utf8 bytes: UnsafeBufferPointer<UInt8>) {
            let begin = blob.count
            SearchFolding.fold(bytes, into: &blob)
            guard blob.count > begin else { return }
            blob.append(0)
            starts.append(UInt32(blob.count))
            owners.append(UInt32(owner))
            ranks.append(Float(rank))
        }

        /// Adds `text`, folded, as a key of `owner`.
        mutating func add(owner: Int, rank: Double, text: String) {
            var copy = text
            copy.withUTF8 { add(owner: owner, rank: rank, utf8: $0) }
        }

        /// Sorts the keys into buckets and indexes their words. O(bytes).
        func finish() -> SearchKeys {
            let keyCount = owners.count
            var bucketStarts = [UInt32](repeating: 0, count: 65_537)
            var keyBucket = [UInt16](repeating: 0, count: keyCount)
            blob.withUnsafeBufferPointer { blob in
                for key in 0..<keyCount {
                    let start = Int(starts[key])
                    let bucket = SearchKeys.bucket(blob[start], blob[start + 1])
                    keyBucket[key] = UInt16(bucket)
                    bucketStarts[bucket + 1] += 1
                }
            }
            for bucket in 1..<65_537 { bucketStarts[bucket] += bucketStarts[bucket - 1] }
            // Where each key goes; a stable counting sort keeps the slot order within a bucket.
            var cursor = bucketStarts
            var position = [UInt32](repeating: 0, count: keyCount)
            for key in 0..<keyCount {
                position[key] = cursor[Int(keyBucket[key])]
                cursor[Int(keyBucket[key])] += 1
            }
            var newStarts = [UInt32](repeating: 0, count: keyCount + 1)
            for key in 0..<keyCount {
                newStarts[Int(position[key]) + 1] = starts[key + 1] - starts[key]
            }
            for index in 0..<keyCount { newStarts[index + 1] += newStarts[index] }
            var sortedBlob = [UInt8](repeating: 0, count: blob.count)
            var newOwners = [UInt32](repeating: 0, count: keyCount)
            var newRanks = [Float](repeating: 0, count: keyCount)
            var masks = [UInt32](repeating: 0, count: keyCount)
            var wordCounts = [UInt32](repeating: 0, count: 65_537)
            blob.withUnsafeBufferPointer { blob in
                sortedBlob.withUnsafeMutableBufferPointer { sorted in
                    for key in 0..<keyCount {
                        let target = Int(position[key])
                        let from = Int(starts[key]), length = Int(starts[key + 1]) - from
                        let to = Int(newStarts[target])
                        var mask: UInt32 = 0
                        for offset in 0..<length {
                            let byte = blob[from + offset]
                            sorted[to + offset] = byte
                            guard offset < length - 1 else { break }  // the terminator has no class
                            mask |= SearchKeys.maskBit(byte)
                            if offset > 0, blob[from + offset - 1] == SearchFolding.space {
                                wordCounts[SearchKeys.bucket(byte, blob[from + offset + 1]) + 1] += 1
                            }
                        }
                        masks[target] = mask
                        newOwners[target] = owners[key]
                        newRanks[target] = ranks[key]
                    }
                }
            }
            for bucket in 1..<65_537 { wordCounts[bucket] += wordCounts[bucket - 1] }
            let wordTotal = Int(wordCounts[65_536])
            var words = [UInt32](repeating: 0, count: wordTotal)
            var wordKeys = [UInt32](repeating: 0, count: wordTotal)
            var wordCursor = wordCounts
            sortedBlob.withUnsafeBufferPointer { sorted in
                for key in 0..<keyCount {
                    let from = Int(newStarts[key]), end = Int(newStarts[key + 1]) - 1
                    var offset = from + 1
                    while offset < end {
                        if sorted[offset - 1] == SearchFolding.space {
                            let bucket = SearchKeys.bucket(sorted[offset], sorted[offset + 1])
                            let slot = Int(wordCursor[bucket])
                            words[slot] = UInt32(offset)
                            wordKeys[slot] = UInt32(key)
                            wordCursor[bucket] += 1
                        }
                        offset += 1
                    }
                }
            }
            return SearchKeys(
                blob: sortedBlob, starts: newStarts, owners: newOwners, masks: masks, ranks: newRanks,
                bucketStarts: bucketStarts, words: words, wordKeys: wordKeys, wordStarts: wordCounts)
        }
    }

    /// Bytes held by the tables (array storage, not counting headers).
    var memoryBytes: Int {
        blob.capacity
            + 4 * (starts.capacity + owners.capacity + masks.capacity + ranks.capacity + bucketStarts.capacity
                + words.capacity + wordKeys.capacity + wordStarts.capacity)
    }
}
