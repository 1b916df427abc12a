#!/bin/sh
# Writes one shell's completion script, as swift-argument-parser generates
# it from the built binary's own command tree.
#
#   completions.sh TUNNEL_BINARY bash|zsh|fish OUTPUT
set -eu
binary=$1 shell=$2 output=$3
binary=$(readlink -f "$binary")  # meson passes it relative to the build folder
# The help texts in the script are translated: install the English ones,
# whatever the locale of the build.
LC_ALL=C.UTF-8 LANGUAGE='' "$binary" --generate-completion-script "$shell" >"$output.tmp"
grep -q locate "$output.tmp" || { echo "error: the $shell completion names no 'locate'" >&2; exit 1; }
mv -f "$output.tmp" "$output"
