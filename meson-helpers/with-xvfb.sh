#!/usr/bin/env bash
# Runs a command inside a private Xvfb server on a free display number and
# always stops the server again, whether the command passes, fails or is
# interrupted. The command's exit status is this script's exit status.
# XVFB_SCREEN sets the screen (default 1280x1024x24; `tunnel-bench frames`
# needs 2600x1700x24 for its 2560×1600 GDK_SCALE=2 run).
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: $0 COMMAND [ARG...]" >&2; exit 64; }

display=""
for number in $(seq 90 190); do
  if [ ! -e "/tmp/.X${number}-lock" ] && [ ! -e "/tmp/.X11-unix/X${number}" ]; then
    display=$number
    break
  fi
done
[ -n "$display" ] || { echo "error: no free X display number in 90-190" >&2; exit 1; }

Xvfb ":$display" -screen 0 "${XVFB_SCREEN:-1280x1024x24}" -nolisten tcp >/tmp/tunnel-xvfb-$display.log 2>&1 &
xvfb_pid=$!
cleanup() {
  kill "$xvfb_pid" 2>/dev/null || true
  wait "$xvfb_pid" 2>/dev/null || true
}
trap cleanup EXIT INT TERM

for _ in $(seq 1 100); do
  [ -e "/tmp/.X11-unix/X${display}" ] && break
  kill -0 "$xvfb_pid" 2>/dev/null || { cat /tmp/tunnel-xvfb-$display.log >&2; echo "error: Xvfb failed to start" >&2; exit 1; }
  sleep 0.05
done

export DISPLAY=":$display" GDK_BACKEND=x11 NO_AT_BRIDGE=1 GDK_GL=disable TUNNEL_X_SERVER_PID="$xvfb_pid"
"$@"
