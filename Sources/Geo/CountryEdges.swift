/// How a map strokes each edge of one level's countries, and which countries
/// share a border: a `TNLEDGE` asset (see WorldAssetFormat.md) derived from
/// that level's `TNLPOLY` file by `tools/worlddata/build_country_edges.py`.
///
/// Working this out takes a hash of every edge, work that would sit between
/// start-up and the first map frame; the asset makes it a read. Validated
/// at load: its checksum, that it was derived from exactly the countries
/// file it is paired with (vertex count and that file's checksum), every
/// kind in range, and the neighbour pairs sorted, distinct and naming real
/// features.
public struct CountryEdges: @unchecked Sendable {
    // @unchecked: `kinds` points into `storage`, which is read-only and kept alive here.
    static let headerSize = 32
    static let format = AssetFormat(
        magic: Array("TNLEDGE\0".utf8), kind: "Tunnel country-edge asset", version: 1, headerSize: headerSize
    ) { field in
        let kinds = UInt64(field(12))
        return UInt64(headerSize) + (kinds + 3) / 4 * 4 + UInt64(field(16)) * 8
    }

    /// The edge from a ring's vertex to the next is not stroked: an artefact
    /// of the data (the ±180° cut, the bottom of the world) or the second
    /// country's copy of a shared border.
    public static let hidden: UInt8 = 0
    /// Land meets water.
    public static let coast: UInt8 = 1
    /// Land meets land; stroked by the first country (in file order) that has it.
    public static let border: UInt8 = 2

    /// Per vertex of the countries layer, in storage order: how to stroke the
    /// edge from it to the next vertex of its ring (``hidden``, ``coast`` or
    /// ``border``). Points into the mapped file.
    public let kinds: UnsafeBufferPointer<UInt8>
    /// Pairs of feature indices (first < second, ascending) that share a border.
    public let neighbours: [(Int, Int)]
    let storage: AssetBuffer

    static func load(_ path: String, for countries: PolygonLayer) throws(AssetError) -> CountryEdges {
        try CountryEdges(buffer: AssetBuffer(contentsOf: path, format: format), countries: countries)
    }

    init(buffer: AssetBuffer, countries: PolygonLayer) throws(AssetError) {
        storage = buffer
        func corrupt(_ detail: String) -> AssetError { .corrupt(file: buffer.path, detail: detail) }
        let kindCount = Int(buffer.u32(12))
        let pairCount = Int(buffer.u32(16))
        let pairsOffset = Self.headerSize + (kindCount + 3) / 4 * 4
        try buffer.checkSize(expected: UInt64(pairsOffset + pairCount * 8))
        let source = UInt64(buffer.u32(24)) | UInt64(buffer.u32(28)) << 32
        // Edges derived from another version of the countries would stroke
        // the wrong edges without failing anywhere else: refuse them.
        guard kindCount == countries.points.count / 2, source == countries.storage.checksum else {
            throw corrupt(
                "derived from another countries file (\(kindCount) edges, source checksum \(String(source, radix: 16)); "
                    + "\(countries.storage.path) has \(countries.points.count / 2) vertices, checksum "
                    + "\(String(countries.storage.checksum, radix: 16))); run tools/worlddata/build_country_edges.py")
        }
        let kinds = buffer.bind(UInt8.self, offset: Self.headerSize, count: kindCount)
        if let bad = kinds.firstIndex(where: { $0 > Self.border }) {
            throw corrupt("edge \(bad) has kind \(kinds[bad]); expected 0 (hidden), 1 (coast) or 2 (border)")
        }
        let featureCount = countries.features.count
        var neighbours: [(Int, Int)] = []
        neighbours.reserveCapacity(pairCount)
        var previous = (-1, -1)
        for index in 0..<pairCount {
            let pair = (Int(buffer.u32(pairsOffset + 8 * index)), Int(buffer.u32(pairsOffset + 8 * index + 4)))
            guard pair.0 < pair.1, pair.1 < featureCount, previous < pair else {
                throw corrupt("neighbour pair \(index) (\(pair.0), \(pair.1)) is out of order or names no feature")
            }
            neighbours.append(pair)
            previous = pair
        }
        self.kinds = kinds
        self.neighbours = neighbours
    }
}
