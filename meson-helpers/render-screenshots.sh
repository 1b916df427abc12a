#!/usr/bin/env bash
# Renders the AppStream screenshots (docs/screenshots/*.png) with the app's
# own offscreen drawing, `tunnel render`. A maintainer step: the PNGs are
# committed, because AppStream wants screenshots at a URL. Re-run it when
# the drawing changes, and commit the result.
#
#   meson-helpers/render-screenshots.sh [TUNNEL_BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
tunnel=${1:-}
if [ -z "$tunnel" ]; then
  meson-helpers/setup-deps.sh build
  swift build --product tunnel 2>&1 | { grep -v -e 'prohibited flag(s): -pthread' || true; }
  tunnel="$(swift build --show-bin-path)/tunnel"
fi
out=docs/screenshots
mkdir -p "$out"
# Sizes and places match the metainfo's <screenshot> entries.
"$tunnel" render --at 40.4168,-3.7038 --size 640x860 --output "$out/maps.png"
"$tunnel" render --at 40.4168,-3.7038 --size 640x860 --info --output "$out/info.png"
"$tunnel" render --at -33.8688,151.2093 --size 1280x720 --output "$out/wide.png"
echo "rendered: $(ls "$out")"
