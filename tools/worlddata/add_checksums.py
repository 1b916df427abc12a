#!/usr/bin/env python3
"""Upgrades version-1 world assets in place to version 2: sets the version
field and appends the checksum trailer (asset_checksum.py).

For when regenerating from the PyPI sources (build_world_assets.py, which
writes version 2 directly) is not wanted; the result is byte-identical to a
regeneration of the same data. Files already at version 2 are re-checked and
left alone.

    python3 tools/worlddata/add_checksums.py Assets/world/*.bin
"""

import struct
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from asset_checksum import TRAILER_SIZE, checksum, with_trailer  # noqa: E402

MAGICS = (b"TNLPOLY\0", b"TNLPLAC\0")


def upgrade(path: Path) -> str:
    data = path.read_bytes()
    if data[:8] not in MAGICS:
        raise SystemExit(f"{path}: not a Tunnel world asset")
    (version,) = struct.unpack_from("<I", data, 8)
    if data[:8] == b"TNLPLAC\0" and version in (3, 4):
        payload, (stored,) = data[:-TRAILER_SIZE], struct.unpack("<Q", data[-TRAILER_SIZE:])
        if stored != checksum(payload):
            raise SystemExit(f"{path}: version {version} with a wrong checksum")
        what = "Chinese names" if version == 3 else "cities first"
        return f"already version {version} ({what}), checksum correct"
    if version == 2:
        payload, (stored,) = data[:-TRAILER_SIZE], struct.unpack("<Q", data[-TRAILER_SIZE:])
        if stored != checksum(payload):
            raise SystemExit(f"{path}: version 2 with a wrong checksum")
        return "already version 2, checksum correct"
    if version != 1:
        raise SystemExit(f"{path}: unknown version {version}")
    payload = data[:8] + struct.pack("<I", 2) + data[12:]
    path.write_bytes(with_trailer(payload))
    return "upgraded to version 2"


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    for name in sys.argv[1:]:
        print(f"{name}: {upgrade(Path(name))}")


if __name__ == "__main__":
    main()
