#!/usr/bin/env bash
# Sets up what the tests need, builds everything and runs every test: unit
# tests, offscreen rendering tests, and GTK tests in a private Xvfb server
# and on a private headless Wayland compositor (sway, driven through
# wayvnc), both running for the whole run.
set -euo pipefail
cd "$(dirname "$0")/.."
meson-helpers/setup-deps.sh test
swift build --build-tests
meson-helpers/compile-translations.sh "$(swift build --show-bin-path)/locale"
meson-helpers/with-xvfb.sh meson-helpers/with-wayland.sh swift test --skip-build "$@"
# Then the suites where threading and memory bugs would show (map
# rendering, geo, the containment core and the window tests) run again under
# ThreadSanitizer and AddressSanitizer, each in a scratch build of its own; a
# report fails the run. They take about half an hour on two cores, so a quick
# local run may skip them: TUNNEL_SANITIZERS=0 meson-helpers/test.sh
if [ "${TUNNEL_SANITIZERS:-1}" != 0 ]; then
  meson-helpers/sanitizers.sh thread
  meson-helpers/sanitizers.sh address
fi
