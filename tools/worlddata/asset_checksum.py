"""The checksum trailer every Tunnel world asset ends with (format version 2).

64-bit FNV-1a over little-endian 64-bit words in four interleaved lanes:
lane i starts at the FNV offset basis + i; each full 32-byte block feeds its
four words to lanes 0..3 (h = (h ^ word) * prime mod 2**64); the remaining
0..31 bytes feed lane 0 one byte at a time; the result starts at the offset
basis and takes the four lanes and then the payload's length the same way.
The reader is Sources/Geo/AssetChecksum.swift; WorldAssetFormat.md documents it.
"""

import struct

OFFSET_BASIS = 0xCBF29CE484222325
PRIME = 0x100000001B3
MASK = (1 << 64) - 1
TRAILER_SIZE = 8


def checksum(data: bytes) -> int:
    n = len(data)
    full = n - n % 32
    h0, h1, h2, h3 = OFFSET_BASIS, OFFSET_BASIS + 1, OFFSET_BASIS + 2, OFFSET_BASIS + 3
    for w0, w1, w2, w3 in struct.iter_unpack("<4Q", memoryview(data)[:full]):
        h0 = ((h0 ^ w0) * PRIME) & MASK
        h1 = ((h1 ^ w1) * PRIME) & MASK
        h2 = ((h2 ^ w2) * PRIME) & MASK
        h3 = ((h3 ^ w3) * PRIME) & MASK
    for b in data[full:]:
        h0 = ((h0 ^ b) * PRIME) & MASK
    result = OFFSET_BASIS
    for lane in (h0, h1, h2, h3, n):
        result = ((result ^ lane) * PRIME) & MASK
    return result


def with_trailer(payload: bytes) -> bytes:
    """The payload followed by its checksum (UInt64, little-endian)."""
    return bytes(payload) + struct.pack("<Q", checksum(payload))
