#!/usr/bin/env bash
# Sets up what Tunnel needs, builds it and launches the window.
# Extra arguments go to the app: meson-helpers/run.sh --at -33.86,151.21
set -euo pipefail
cd "$(dirname "$0")/.."
meson-helpers/setup-deps.sh build
swift build --product tunnel
meson-helpers/compile-translations.sh "$(swift build --show-bin-path)/locale"
exec "$(swift build --show-bin-path)/tunnel" "$@"
