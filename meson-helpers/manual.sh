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
metainfo="$source_root/Assets/desktop/io.github.tunnel_app.Tunnel.metainfo.xml.in"
date=$(sed -n 's/.*<release version="[^"]*" date="\([0-9-]*\)".*/\1/p' "$metainfo" | head -n 1)
mkdir -p "$output"
# generate-manual keeps only the ASCII characters of the help texts (its
# mdoc escaping drops the rest: the ° of `locate`'s example vanished), so it
# reads the help through a wrapper that spells each non-ASCII character as
# an ASCII token, ZZUNI<hex>ZZ, which its escaping leaves alone; the tokens
# then become roff's \[uXXXX] escapes, which man renders in any locale.
wrapper=$(mktemp -d)
trap 'rm -rf "$wrapper"' EXIT
cat >"$wrapper/tunnel" <<EOF
#!/bin/sh
set -e
"$binary" "\$@" >"$wrapper/help"
perl -CSD -pe 's/([^\\x00-\\x7F])/sprintf("ZZUNI%04XZZ", ord(\$1))/ge' "$wrapper/help"
EOF
chmod +x "$wrapper/tunnel"
# The help texts are translated: the page is the English one, whatever the
# locale of the build.
LC_ALL=C.UTF-8 LANGUAGE='' "$generate" "$wrapper/tunnel" --date "$date" --authors "Tunnel contributors" --output-directory "$output"
[ -s "$output/tunnel.1" ] || { echo "error: generate-manual wrote no tunnel.1" >&2; exit 1; }
perl -pi -e 's/ZZUNI([0-9A-F]+)ZZ/\\[u$1]/g' "$output"/*.1
if LC_ALL=C grep -q '[^[:print:][:space:]]' "$output"/*.1; then
  echo "error: the man page still has non-ASCII text" >&2
  exit 1
fi
