#!/usr/bin/env bash
# Sets up what the tests need, builds everything and runs every test: unit
# tests, offscreen rendering tests, and GTK tests in a private Xvfb server.
set -euo pipefail
cd "$(dirname "$0")/.."
meson-helpers/setup-deps.sh test
swift build --build-tests
meson-helpers/compile-translations.sh "$(swift build --show-bin-path)/locale"
meson-helpers/with-xvfb.sh swift test --skip-build "$@"
# The sanitizer runs (ThreadSanitizer, then AddressSanitizer) each rebuild
# the package in a scratch folder of their own and take many minutes, so
# they run only when asked: TUNNEL_SANITIZERS=1 meson-helpers/test.sh
if [ "${TUNNEL_SANITIZERS:-0}" = 1 ]; then
  meson-helpers/sanitizers.sh thread
  meson-helpers/sanitizers.sh address
fi
