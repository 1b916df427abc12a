#!/bin/sh
# Exports the app icon's PNG sizes from the hand-written SVG (a maintainer
# step; the output is committed). Needs rsvg-convert (apt: librsvg2-bin).
set -eu
cd "$(dirname "$0")"
name=io.github.tunnel_app.Tunnel
svg=hicolor/scalable/apps/$name.svg
for size in 16 32 48 64 128 256; do
    mkdir -p "hicolor/${size}x${size}/apps"
    rsvg-convert --width "$size" --height "$size" --keep-aspect-ratio \
        --output "hicolor/${size}x${size}/apps/$name.png" "$svg"
done
echo "rendered $svg at 16 32 48 64 128 256"
