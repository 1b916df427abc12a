#!/usr/bin/env bash
# Writes tunnel.1 with swift-argument-parser's own `generate-manual` tool,
# the tool its GenerateManual plugin runs, built from the argument-parser
# checkout SwiftPM already resolved (no network).
#
#   manual.sh SOURCE_ROOT SCRATCH_PATH TUNNEL_BINARY OUTPUT_DIRECTORY
#
# The plugin itself (`swift package plugin generate-manual`) would build
# every product of the package in release mode (the gallery and the
# benchmarks too) before running this same tool, so we run the tool directly
# over the binary meson already built.
set -euo pipefail
source_root=$1 scratch=$2 binary=$3 output=$4
binary=$(readlink -f "$binary")  # meson passes it relative to the build folder
parser="$scratch/checkouts/swift-argument-parser"
[ -f "$parser/Package.swift" ] || { echo "error: no swift-argument-parser checkout in $scratch/checkouts" >&2; exit 1; }
tools="$scratch/argument-parser-tools"
swift build --package-path "$parser" --scratch-path "$tools" --product generate-manual >/dev/null
generate="$(swift build --package-path "$parser" --scratch-path "$tools" --show-bin-path)/generate-manual"
# The manual's date is the newest release's, so the page is reproducible.
metainfo="$source_root/Assets/desktop/io.github.tunnel_app.Tunnel.metainfo.xml"
date=$(sed -n 's/.*<release version="[^"]*" date="\([0-9-]*\)".*/\1/p' "$metainfo" | head -n 1)
mkdir -p "$output"
"$generate" "$binary" --date "$date" --authors "Tunnel contributors" --output-directory "$output"
[ -s "$output/tunnel.1" ] || { echo "error: generate-manual wrote no tunnel.1" >&2; exit 1; }
