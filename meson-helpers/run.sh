#!/usr/bin/env bash
# Sets up what Tunnel needs, builds it in release mode, as `meson install`
# does, and launches the window: a debug build takes about twice as long to
# its first frame, which is not the app a newcomer should meet.
# Extra arguments go to the app: meson-helpers/run.sh --at -33.86,151.21
set -euo pipefail
cd "$(dirname "$0")/.."
meson-helpers/setup-deps.sh build
swift build -c release --static-swift-stdlib --product tunnel 2>&1 | { grep -v -e 'prohibited flag(s): -pthread' || true; }
[ "${PIPESTATUS[0]}" -eq 0 ] || exit 1
bin="$(swift build -c release --show-bin-path)"
meson-helpers/compile-translations.sh "$bin/locale"
exec "$bin/tunnel" "$@"
