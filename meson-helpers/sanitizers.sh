#!/usr/bin/env bash
# Builds Tunnel with a sanitizer and runs the suites where memory and
# threading bugs would show: map rendering, geo, the containment core, and
# the end-to-end window tests and the way down's (the real app under Xvfb,
# also sanitized: the way down draws its picture on a worker).
#
#   meson-helpers/sanitizers.sh thread    # ThreadSanitizer  → .build-tsan/
#   meson-helpers/sanitizers.sh address   # AddressSanitizer → .build-asan/
#
# Any sanitizer report fails the run, whether it comes from the test runner
# or from a `tunnel` process a window test started: every process writes its
# reports into one folder (log_path), which must stay empty. Suppressions
# live in meson-helpers/sanitizers/<kind>.supp, one commented and justified
# line each; there is only leak.supp (AddressSanitizer's leak check at exit).
# ThreadSanitizer needs none: the package's one lock, Locked (Sources/Locking),
# tells it of the hand-overs it cannot see inside a contended Mutex. meson-helpers/test.sh runs both after the suite
# unless TUNNEL_SANITIZERS=0.
set -euo pipefail
cd "$(dirname "$0")/.."

kind=${1:-}
case "$kind" in
  thread) scratch=.build-tsan options_variable=TSAN_OPTIONS ;;
  address) scratch=.build-asan options_variable=ASAN_OPTIONS ;;
  *) echo "usage: $0 thread|address" >&2; exit 64 ;;
esac

# The suites to run: whole test targets, and the window tests by class.
filter='^(LockingTests|MapRenderingTests|GeoTests|ContainmentTests)\.|\.(FirstWindowTests|WindowFlowTests|WindowShapeTests|WayDownFlowTests)/'

reports=$(mktemp -d "${TMPDIR:-/tmp}/tunnel-$kind-sanitizer.XXXXXX")
trap 'rm -rf "$reports"' EXIT

options="log_path=$reports/report"
supp="meson-helpers/sanitizers/$kind.supp"
[ -f "$supp" ] && options="$options suppressions=$PWD/$supp"
# Exit non-zero at the end of any process that reported, so a report in the
# test runner fails `swift test` itself as well.
case "$kind" in
  thread) options="$options halt_on_error=0 exitcode=66 second_deadlock_stack=1" ;;
  address) options="$options halt_on_error=1 exitcode=66 detect_stack_use_after_return=1 strict_string_checks=1" ;;
esac
export "$options_variable=$options"
# AddressSanitizer's leak check at exit reads its own suppressions.
if [ "$kind" = address ] && [ -f meson-helpers/sanitizers/leak.supp ]; then
  export LSAN_OPTIONS="suppressions=$PWD/meson-helpers/sanitizers/leak.supp print_suppressions=0"
fi

started=$SECONDS
swift build --build-tests --scratch-path "$scratch" --sanitize="$kind"
built=$SECONDS
meson-helpers/compile-translations.sh "$(swift build --scratch-path "$scratch" --show-bin-path)/locale"

status=0
meson-helpers/with-xvfb.sh swift test --skip-build --scratch-path "$scratch" --sanitize="$kind" \
  --filter "$filter" || status=$?
finished=$SECONDS

found=$(find "$reports" -type f -size +0 | sort)
if [ -n "$found" ]; then
  for file in $found; do
    echo "=== $kind sanitizer report: $file" >&2
    cat "$file" >&2
  done
  echo "error: the $kind sanitizer reported problems (above)" >&2
  status=1
fi
echo "sanitizers.sh $kind: build $((built - started)) s, tests $((finished - built)) s, status $status" >&2
exit "$status"
