#!/bin/sh
# Prints the release version from the one place it is written down,
# AppInfo.version, so meson's project version, `tunnel --version` and the
# metainfo's newest release cannot disagree.
set -eu
file="$(dirname "$0")/../Sources/TunnelApp/Application/AppInfo.swift"
version=$(sed -n 's/.*static let version = "\([^"]*\)".*/\1/p' "$file")
[ -n "$version" ] || { echo "error: no version in $file" >&2; exit 1; }
printf '%s\n' "$version"
