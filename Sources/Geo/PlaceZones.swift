/// The IANA time zone of every place: a `TNLZONE` asset (see
/// WorldAssetFormat.md) derived from `places.bin` and GeoNames by
/// `tools/worlddata/build_place_zones.py`.
///
/// A file of its own beside the places, so the places format and its
/// readers stay as they are. Validated at load: its checksum, that it was
/// derived from exactly the places table it is paired with (place count and
/// that file's checksum: the zones are indexed by slot, so another version
/// would give every place another's zone), the identifiers sorted, distinct
/// and made of the characters IANA names use, and every index in range.
struct PlaceZones: @unchecked Sendable {
    // @unchecked: `indices` points into `storage`, which is read-only and kept alive here.
    static let headerSize = 32
    static let format = AssetFormat(
        magic: Array("TNLZONE\0".utf8), kind: "Tunnel place time-zone asset", version: 1, headerSize: headerSize
    ) { field in
        let (places, zones, bytes) = (UInt64(field(12)), UInt64(field(16)), UInt64(field(20)))
        return UInt64(headerSize) + (zones + 1) * 4 + (bytes + 3) / 4 * 4 + (places * 2 + 3) / 4 * 4
    }

    /// The index of a place whose zone the data does not know.
    static let unknown: UInt16 = 0xFFFF

    /// The zone identifiers ("Europe/Madrid"), in ascending order.
    let identifiers: [String]
    /// Per place slot: an index into ``identifiers``, or ``unknown``.
    private let indices: UnsafeBufferPointer<UInt16>
    let storage: AssetBuffer

    static func load(_ path: String, for places: PlaceTable) throws(AssetError) -> PlaceZones {
        try PlaceZones(buffer: AssetBuffer(contentsOf: path, format: format), places: places)
    }

    init(buffer: AssetBuffer, places: PlaceTable) throws(AssetError) {
        storage = buffer
        func corrupt(_ detail: String) -> AssetError { .corrupt(file: buffer.path, detail: detail) }
        let placeCount = Int(buffer.u32(12))
        let zoneCount = Int(buffer.u32(16))
        let blobBytes = Int(buffer.u32(20))
        let blobOffset = Self.headerSize + (zoneCount + 1) * 4
        let indexOffset = blobOffset + (blobBytes + 3) / 4 * 4
        try buffer.checkSize(expected: UInt64(indexOffset + (placeCount * 2 + 3) / 4 * 4))
        let source = UInt64(buffer.u32(24)) | UInt64(buffer.u32(28)) << 32
        // Zones of another version of the places would put every place in
        // a stranger's zone without failing anywhere else: refuse them.
        guard placeCount == places.count, source == places.storage.checksum else {
            throw corrupt(
                "derived from another places file (\(placeCount) places, source checksum \(String(source, radix: 16)); "
                    + "\(places.storage.path) has \(places.count) places, checksum "
                    + "\(String(places.storage.checksum, radix: 16))); run tools/worlddata/build_place_zones.py")
        }
        // An index of 0xFFFF means unknown, so that many zones cannot be told apart from it.
        guard zoneCount < Int(Self.unknown) else { throw corrupt("\(zoneCount) zones is more than a UInt16 index can name") }
        let blob = buffer.bind(UInt8.self, offset: blobOffset, count: blobBytes)
        var identifiers: [String] = []
        identifiers.reserveCapacity(zoneCount)
        var previousEnd: UInt32 = 0
        for index in 0..<zoneCount {
            let start = buffer.u32(Self.headerSize + index * 4), end = buffer.u32(Self.headerSize + index * 4 + 4)
            guard start == previousEnd, start < end, Int(end) <= blobBytes else {
                throw corrupt("zone \(index) is empty or outside the identifier blob")
            }
            let bytes = UnsafeBufferPointer(rebasing: blob[Int(start)..<Int(end)])
            // Identifiers are shown and handed to the platform's time-zone
            // database: only the characters IANA names are made of.
            guard bytes.allSatisfy(Self.isIdentifierByte) else { throw corrupt("zone \(index) is not an IANA identifier") }
            let identifier = String(decoding: bytes, as: UTF8.self)
            guard identifiers.last.map({ $0 < identifier }) ?? true else { throw corrupt("zone identifiers are not sorted") }
            identifiers.append(identifier)
            previousEnd = end
        }
        guard Int(previousEnd) == blobBytes else { throw corrupt("the zone identifiers do not fill their blob") }
        let indices = buffer.bind(UInt16.self, offset: indexOffset, count: placeCount)
        if let bad = indices.firstIndex(where: { $0 != Self.unknown && Int($0) >= zoneCount }) {
            throw corrupt("place \(bad) has zone \(indices[bad]) of \(zoneCount)")
        }
        self.identifiers = identifiers
        self.indices = indices
    }

    /// The IANA identifier of place `slot`'s zone, or nil when unknown. O(1).
    func zone(_ slot: Int) -> String? {
        let index = indices[slot]
        return index == Self.unknown ? nil : identifiers[Int(index)]
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "_"), UInt8(ascii: "-"),
            UInt8(ascii: "+"):
            true
        default: false
        }
    }
}
