/// The checksum every world asset ends with: 64-bit FNV-1a over 64-bit
/// little-endian words in four interleaved lanes (see WorldAssetFormat.md).
///
/// Four independent multiply chains keep the CPU's multipliers busy where
/// one chain would wait out a multiply per word, and every load hashes
/// every byte of its files (`tunnel-bench geo` prints the load's time);
/// each step is a bijection of its lane's state, so any change confined to
/// one lane is always detected.
enum AssetChecksum {
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The checksum of `bytes`. O(n), no allocation.
    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var h0 = offsetBasis, h1 = offsetBasis &+ 1, h2 = offsetBasis &+ 2, h3 = offsetBasis &+ 3
        let count = bytes.count
        let blocks = count / 32
        if let base = bytes.baseAddress {
            var offset = 0
            for _ in 0..<blocks {
                h0 = (h0 ^ UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) &* prime
                h1 = (h1 ^ UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))) &* prime
                h2 = (h2 ^ UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))) &* prime
                h3 = (h3 ^ UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))) &* prime
                offset += 32
            }
            while offset < count {
                h0 = (h0 ^ UInt64(base.load(fromByteOffset: offset, as: UInt8.self))) &* prime
                offset += 1
            }
        }
        var result = offsetBasis
        for lane in [h0, h1, h2, h3, UInt64(count)] {
            result = (result ^ lane) &* prime
        }
        return result
    }
}
