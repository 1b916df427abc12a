#!/usr/bin/env bash
# Builds the `tunnel` product in release mode for meson and copies the
# binary to meson's output. The same build emits the public symbol graphs
# (SCRATCH/symbol-graphs) that docc turns into the library's documentation.
#
#   swift-build.sh SOURCE_ROOT SCRATCH_PATH OUTPUT
#
# SwiftPM decides what is out of date, so meson runs this every time; the
# output is replaced only when the binary changed, so what depends on it
# (completions, man page) is not remade for nothing.
#
# The Swift runtime (the standard library, Dispatch, FoundationEssentials) is
# linked in statically: the installed binary then needs nothing from the
# toolchain at run time, and starts with fewer libraries to load and
# relocate (measured with `tunnel-bench start`: see README, Performance).
set -euo pipefail
source_root=$1 scratch=$2 output=$3
graphs="$scratch/symbol-graphs"
mkdir -p "$graphs"
swift build --package-path "$source_root" --scratch-path "$scratch" \
  --configuration release --product tunnel --static-swift-stdlib \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
  2>&1 | { grep -v -e 'prohibited flag(s): -pthread' || true; }
status=${PIPESTATUS[0]}
[ "$status" -eq 0 ] || exit "$status"
built="$(swift build --package-path "$source_root" --scratch-path "$scratch" --configuration release --show-bin-path)/tunnel"
if ! cmp -s "$built" "$output"; then
  cp "$built" "$output.tmp"
  mv -f "$output.tmp" "$output"
fi
