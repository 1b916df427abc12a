"""Derives the country-edge assets (TNLEDGE) from the committed country assets.

For each level, `Assets/world/countries-<level>.bin` (TNLPOLY) gives
`Assets/world/country-edges-<level>.bin`: how the base map strokes every edge
(hidden, coast or border) and which countries share a border. The app used to
work this out at start-up, before the first map frame; reading it is instant.

The rules are the ones `BaseMapProjectedLayer.classifyEdges` implements (the
app keeps that code as the reference; GeoTests/MapRenderingTests check the
committed files against it):

- an edge is keyed by its two vertices' exact Float32 bits, undirected;
- an edge that another feature also has is a border; the first feature (in
  file order) to reach it strokes it (`border`), the others do not (`hidden`);
- any other edge is a coast, unless it is an artefact of the data: on the
  ±180° cut (|lon| >= 179.999 at both ends, same longitude) or along the
  bottom of the world (both latitudes <= -89.9), which is hidden;
- neighbours are the pairs (a, b), a < b, of features sharing an edge,
  sorted ascending.

Needs only the committed assets (no PyPI sources):

    python3 tools/worlddata/build_country_edges.py Assets/world

Deterministic: the same countries files give byte-identical output.
"""

import struct
import sys
from pathlib import Path

from asset_checksum import TRAILER_SIZE, with_trailer

HIDDEN, COAST, BORDER = 0, 1, 2
LEVELS = ("low", "medium", "high")
MAGIC = b"TNLEDGE\0"
VERSION = 1
HEADER = struct.Struct("<8sIIIIQ")  # magic, version, V, N, reserved, source checksum


def f32(value: float) -> float:
    """`value` rounded to Float32, as a Swift Float literal is."""
    return struct.unpack("<f", struct.pack("<f", value))[0]


CUT_LONGITUDE = f32(179.999)
BOTTOM_LATITUDE = f32(-89.9)


def read_countries(path: Path):
    """(rings per feature as lists of (lon, lat, lonBits, latBits), point count, stored checksum)."""
    data = path.read_bytes()
    magic, version, features, rings, points, _strings = struct.unpack_from("<8sIIIII", data, 0)
    if magic != b"TNLPOLY\0" or version != 2:
        sys.exit(f"{path}: not a TNLPOLY version 2 asset")
    source_checksum = struct.unpack_from("<Q", data, len(data) - TRAILER_SIZE)[0]
    rings_at = 32 + 52 * features
    points_at = rings_at + 24 * rings
    coords = struct.unpack_from(f"<{2 * points}f", data, points_at)
    bits = struct.unpack_from(f"<{2 * points}I", data, points_at)
    ring_spans = [struct.unpack_from("<II", data, rings_at + 24 * r) for r in range(rings)]
    result = []
    for f in range(features):
        first_ring, ring_count = struct.unpack_from("<II", data, 32 + 52 * f + 28)
        feature = []
        for first, count in ring_spans[first_ring:first_ring + ring_count]:
            feature.append([(coords[2 * i], coords[2 * i + 1], bits[2 * i], bits[2 * i + 1])
                            for i in range(first, first + count)])
        result.append(feature)
    return result, points, source_checksum


def classify(features):
    """(kind per vertex in storage order, sorted neighbour pairs)."""
    owner = {}      # edge key -> first feature to reach it
    shared = set()  # edge keys another feature also reached
    pairs = set()
    edges = []      # (key, artificial) per vertex in storage order, with its feature
    for index, feature in enumerate(features):
        for ring in feature:
            n = len(ring)
            for i in range(n):
                lon_a, lat_a, blon_a, blat_a = ring[i]
                lon_b, lat_b, blon_b, blat_b = ring[(i + 1) % n]
                a = blon_a << 32 | blat_a
                b = blon_b << 32 | blat_b
                key = (a, b) if a < b else (b, a)
                on_cut = abs(lon_a) >= CUT_LONGITUDE and lon_a == lon_b
                at_bottom = lat_a <= BOTTOM_LATITUDE and lat_b <= BOTTOM_LATITUDE
                first = owner.setdefault(key, index)
                if first != index:
                    shared.add(key)
                    pairs.add((min(first, index), max(first, index)))
                edges.append((index, key, on_cut or at_bottom))
    kinds = bytearray(len(edges))
    for position, (index, key, artificial) in enumerate(edges):
        if key in shared:
            kinds[position] = BORDER if owner[key] == index else HIDDEN
        else:
            kinds[position] = HIDDEN if artificial else COAST
    return bytes(kinds), sorted(pairs)


def encode(kinds: bytes, pairs, source_checksum: int) -> bytes:
    padding = b"\0" * (-len(kinds) % 4)
    payload = HEADER.pack(MAGIC, VERSION, len(kinds), len(pairs), 0, source_checksum)
    payload += kinds + padding
    payload += b"".join(struct.pack("<II", a, b) for a, b in pairs)
    return with_trailer(payload)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: build_country_edges.py ASSETS_WORLD_DIR")
    folder = Path(sys.argv[1])
    for level in LEVELS:
        features, points, source_checksum = read_countries(folder / f"countries-{level}.bin")
        kinds, pairs = classify(features)
        assert len(kinds) == points
        out = folder / f"country-edges-{level}.bin"
        out.write_bytes(encode(kinds, pairs, source_checksum))
        counts = [kinds.count(k) for k in (HIDDEN, COAST, BORDER)]
        print(f"{out}: {points} edges (hidden {counts[0]}, coast {counts[1]}, border {counts[2]}), "
              f"{len(pairs)} neighbour pairs")


if __name__ == "__main__":
    main()
