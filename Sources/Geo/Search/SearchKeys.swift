/// The folded names the search index compares, packed for scanning.
///
/// Every key (a place's English name, its Chinese name, an area's names) is
/// folded (``SearchFolding``) into one byte blob, each key followed by a zero
/// byte so a substring match never spans two keys. Two bucket tables group
/// the keys, and the starts of their later words, by their first two bytes:
/// a prefix query reads only its bucket (one byte's 256 buckets for a
/// one-letter query). Built in O(total bytes) with counting sorts, no string
/// comparisons; about 18 bytes per key plus the folded text.
struct SearchKeys: Sendable {
    /// The folded keys, each followed by a 0 byte.
    let blob: [UInt8]
    /// Key `i` is `blob[starts[i] ..< starts[i + 1] - 1]`; one more entry than keys.
    let starts: [UInt32]
    /// The index entry each key names.
    let owners: [UInt32]
    /// Per key, which byte classes it contains (``mask(of:)``): a quick
    /// necessary test before computing an edit distance.
    let masks: [UInt32]
    /// Key indices grouped by bucket (their first two bytes).
    let order: [UInt32]
    /// Bucket `b`'s keys are `order[orderStarts[b] ..< orderStarts[b + 1]]`.
    let orderStarts: [UInt32]
    /// Blob offsets of the words after a key's first, grouped by bucket.
    let words: [UInt32]
    /// The key each of ``words`` belongs to.
    let wordKeys: [UInt32]
    /// Bucket `b`'s words are `words[wordStarts[b] ..< wordStarts[b + 1]]`.
    let wordStarts: [UInt32]
    /// How often each byte value occurs in the blob: a substring scan looks
    /// for the query's rarest byte.
    let byteCounts: [UInt32]

    /// The number of keys.
    var count: Int { owners.count }

    /// The bucket of a key or word starting with `first`, `second` (0 when
    /// it has one byte).
    @inline(__always)
    static func bucket(_ first: UInt8, _ second: UInt8) -> Int { Int(first) << 8 | Int(second) }

    /// A 32-bit set of the byte classes in `bytes`: one bit per ASCII
    /// letter, the rest shared by digits and other bytes. A name lacking
    /// more of the query's classes than the allowed edits cannot match.
    @inline(__always)
    static func maskBit(_ byte: UInt8) -> UInt32 {
        switch byte {
        case 0x61...0x7A: 1 << UInt32(byte - 0x61)
        case 0x30...0x39: 1 << 26
        default: 1 << (27 + UInt32(byte % 5))
        }
    }

    /// The byte-class set of `bytes`.
    static func mask(of bytes: some Sequence<UInt8>) -> UInt32 {
        bytes.reduce(0) { $0 | maskBit($1) }
    }

    /// Collects keys, then packs them.
    struct Builder {
        private(set) var blob: [UInt8] = []
        private var starts: [UInt32] = [0]
        private var owners: [UInt32] = []
        private var masks: [UInt32] = []

        init(expectedKeys: Int, expectedBytes: Int) {
            blob.reserveCapacity(expectedBytes)
            starts.reserveCapacity(expectedKeys + 1)
            owners.reserveCapacity(expectedKeys)
            masks.reserveCapacity(expectedKeys)
        }

        /// Adds the folded UTF-8 `bytes` as a key of `owner`; a name that
        /// folds to nothing (only punctuation) is not added.
        mutating func add(owner: Int, utf8 bytes: UnsafeBufferPointer<UInt8>) {
            let begin = blob.count
            SearchFolding.fold(bytes, into: &blob)
            guard blob.count > begin else { return }
            var mask: UInt32 = 0
            for index in begin..<blob.count { mask |= SearchKeys.maskBit(blob[index]) }
            blob.append(0)
            starts.append(UInt32(blob.count))
            owners.append(UInt32(owner))
            masks.append(mask)
        }

        /// Adds `text`, folded, as a key of `owner`.
        mutating func add(owner: Int, text: String) {
            var copy = text
            copy.withUTF8 { add(owner: owner, utf8: $0) }
        }

        /// Groups the keys and their words into buckets. O(bytes).
        func finish() -> SearchKeys {
            let keyCount = owners.count
            var byteCounts = [UInt32](repeating: 0, count: 256)
            var keyBuckets = [UInt32](repeating: 0, count: 65_537)
            var wordBuckets = [UInt32](repeating: 0, count: 65_537)
            var wordTotal = 0
            blob.withUnsafeBufferPointer { blob in
                for byte in blob { byteCounts[Int(byte)] &+= 1 }
                for key in 0..<keyCount {
                    let start = Int(starts[key]), end = Int(starts[key + 1]) - 1
                    keyBuckets[SearchKeys.bucket(blob[start], blob[start + 1]) + 1] += 1
                    var position = start + 1
                    while position < end {
                        if blob[position - 1] == SearchFolding.space {
                            wordBuckets[SearchKeys.bucket(blob[position], blob[position + 1]) + 1] += 1
                            wordTotal += 1
                        }
                        position += 1
                    }
                }
            }
            // Counts to starts; then place each key at its bucket's cursor.
            for bucket in 1..<65_537 {
                keyBuckets[bucket] += keyBuckets[bucket - 1]
                wordBuckets[bucket] += wordBuckets[bucket - 1]
            }
            var order = [UInt32](repeating: 0, count: keyCount)
            var words = [UInt32](repeating: 0, count: wordTotal)
            var wordKeys = [UInt32](repeating: 0, count: wordTotal)
            var keyCursor = keyBuckets, wordCursor = wordBuckets
            blob.withUnsafeBufferPointer { blob in
                for key in 0..<keyCount {
                    let start = Int(starts[key]), end = Int(starts[key + 1]) - 1
                    let bucket = SearchKeys.bucket(blob[start], blob[start + 1])
                    order[Int(keyCursor[bucket])] = UInt32(key)
                    keyCursor[bucket] += 1
                    var position = start + 1
                    while position < end {
                        if blob[position - 1] == SearchFolding.space {
                            let wordBucket = SearchKeys.bucket(blob[position], blob[position + 1])
                            let slot = Int(wordCursor[wordBucket])
                            words[slot] = UInt32(position)
                            wordKeys[slot] = UInt32(key)
                            wordCursor[wordBucket] += 1
                        }
                        position += 1
                    }
                }
            }
            return SearchKeys(
                blob: blob, starts: starts, owners: owners, masks: masks, order: order, orderStarts: keyBuckets,
                words: words, wordKeys: wordKeys, wordStarts: wordBuckets, byteCounts: byteCounts)
        }
    }

    /// Bytes held by the tables (array storage, not counting headers).
    var memoryBytes: Int {
        blob.capacity + 4 * (starts.capacity + owners.capacity + masks.capacity + order.capacity
            + orderStarts.capacity + words.capacity + wordKeys.capacity + wordStarts.capacity + byteCounts.capacity)
    }
}
