#!/bin/sh
# Writes one shell's completion script, as swift-argument-parser generates
# it from the built binary's own command tree.
#
#   completions.sh TUNNEL_BINARY bash|zsh|fish OUTPUT
set -eu
binary=$1 shell=$2 output=$3
binary=$(readlink -f "$binary")  # meson passes it relative to the build folder
"$binary" --generate-completion-script "$shell" >"$output.tmp"
grep -q locate "$output.tmp" || { echo "error: the $shell completion names no 'locate'" >&2; exit 1; }
mv -f "$output.tmp" "$output"
