#!/usr/bin/env bash
# Runs a command beside a private, headless Wayland compositor and always
# stops it again, whether the command passes, fails or is interrupted. The
# command's exit status is this script's exit status.
#
# The compositor is sway on its headless backend, drawing with pixman, with
# wayvnc on loopback in front of it: a VNC client gets a real pointer and a
# keyboard with a full keymap (wtype uploads a keymap per call, which GTK's
# accelerators do not follow). sway refuses to run as root, so as root it
# runs as the unprivileged user `tunnel-wayland` (created when missing).
#
# The command sees, and GTK programs it starts opt in with
# GDK_BACKEND=wayland WAYLAND_DISPLAY="$TUNNEL_WAYLAND_DISPLAY":
#   TUNNEL_WAYLAND_DISPLAY         the compositor's socket, an absolute path
#   TUNNEL_WAYLAND_VNC_PORT        wayvnc's port on 127.0.0.1
#   TUNNEL_WAYLAND_COMPOSITOR_PID  sway's process id
#   TUNNEL_WAYLAND_SWAYSOCK        sway's IPC socket, for swaymsg -s
# WAYLAND_SCREEN sets the output's size (default 1280x1024).
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: $0 COMMAND [ARG...]" >&2; exit 64; }
for tool in sway wayvnc; do
  command -v "$tool" >/dev/null || { echo "error: $tool is missing: meson-helpers/setup-deps.sh test installs it" >&2; exit 1; }
done

user=""
if [ "$(id -u)" -eq 0 ]; then
  user=tunnel-wayland
  # Another session starting at the same moment may create it first.
  id "$user" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$user" 2>/dev/null \
    || id "$user" >/dev/null
fi
# setpriv execs in place (runuser would fork), so $! is the compositor's pid.
as_compositor_user=()
[ -z "$user" ] || as_compositor_user=(setpriv --reuid="$user" --regid="$user" --clear-groups --)

runtime=$(mktemp -d /tmp/tunnel-wayland.XXXXXX)
[ -z "$user" ] || chown "$user" "$runtime"
chmod 0711 "$runtime"
size=${WAYLAND_SCREEN:-1280x1024}
config="$runtime/sway.conf"
# Every window floats at the size it asks for, with no border, as on a
# desktop; no bar, no wallpaper, nothing else drawn.
cat >"$config" <<EOF
output HEADLESS-1 resolution $size position 0 0
default_border none
default_floating_border none
for_window [title=".*"] floating enable
focus_follows_mouse no
EOF
chmod 0644 "$config"

sway_pid=""
vnc_pid=""
cleanup() {
  [ -z "$vnc_pid" ] || kill "$vnc_pid" 2>/dev/null || true
  [ -z "$sway_pid" ] || kill "$sway_pid" 2>/dev/null || true
  [ -z "$vnc_pid" ] || wait "$vnc_pid" 2>/dev/null || true
  [ -z "$sway_pid" ] || wait "$sway_pid" 2>/dev/null || true
  rm -rf "$runtime"
}
trap cleanup EXIT INT TERM

"${as_compositor_user[@]}" env -i PATH=/usr/bin:/bin HOME="$runtime" XDG_RUNTIME_DIR="$runtime" \
  WLR_BACKENDS=headless WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman \
  sway -c "$config" >"$runtime/sway.log" 2>&1 &
sway_pid=$!

socket=""
swaysock=""
for _ in $(seq 1 200); do
  socket=$(find "$runtime" -maxdepth 1 -name 'wayland-*' -type s -print -quit)
  swaysock=$(find "$runtime" -maxdepth 1 -name 'sway-ipc.*.sock' -type s -print -quit)
  [ -n "$socket" ] && [ -n "$swaysock" ] && break
  kill -0 "$sway_pid" 2>/dev/null || { cat "$runtime/sway.log" >&2; echo "error: sway failed to start" >&2; exit 1; }
  sleep 0.05
done
[ -n "$socket" ] && [ -n "$swaysock" ] || { cat "$runtime/sway.log" >&2; echo "error: sway made no socket" >&2; exit 1; }

# Whether process $1 holds the socket listening on 127.0.0.1:$2: another
# session's wayvnc may answer on a port this one also chose, and its
# compositor must never get this session's input.
listens_on() {
  local inode
  for inode in $(awk -v port=":$(printf '%04X' "$2")" '$2 == "0100007F" port && $4 == "0A" { print $10 }' /proc/net/tcp); do
    find "/proc/$1/fd" -lname "socket:\[$inode\]" -print -quit 2>/dev/null | grep -q . && return 0
  done
  return 1
}

# A free port, and wayvnc listening on it; if another session took the
# port meanwhile, wayvnc cannot bind it and the next one is tried.
port=""
for candidate in $(seq 5910 5990); do
  (exec 3<>"/dev/tcp/127.0.0.1/$candidate") 2>/dev/null && continue
  "${as_compositor_user[@]}" env -i PATH=/usr/bin:/bin HOME="$runtime" XDG_RUNTIME_DIR="$runtime" WAYLAND_DISPLAY="$socket" \
    wayvnc 127.0.0.1 "$candidate" >"$runtime/wayvnc.log" 2>&1 &
  vnc_pid=$!
  for _ in $(seq 1 200); do
    listens_on "$vnc_pid" "$candidate" && { port=$candidate; break; }
    kill -0 "$vnc_pid" 2>/dev/null || break
    sleep 0.05
  done
  [ -z "$port" ] || break
  kill "$vnc_pid" 2>/dev/null || true
  wait "$vnc_pid" 2>/dev/null || true
  vnc_pid=""
done
[ -n "$port" ] || { cat "$runtime/wayvnc.log" >&2 2>/dev/null; echo "error: wayvnc could not listen on any port in 5910-5990" >&2; exit 1; }

export TUNNEL_WAYLAND_DISPLAY="$socket" TUNNEL_WAYLAND_VNC_PORT="$port"
export TUNNEL_WAYLAND_COMPOSITOR_PID="$sway_pid" TUNNEL_WAYLAND_SWAYSOCK="$swaysock"
"$@"
