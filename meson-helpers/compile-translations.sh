#!/usr/bin/env bash
# Compiles every catalogue in po/LINGUAS into OUTDIR/<lang>/LC_MESSAGES/tunnel.mo,
# failing on any error, fuzzy or untranslated message.
#
#   meson-helpers/compile-translations.sh [OUTDIR]
#
# OUTDIR defaults to locale/ beside the debug build's executable, where the
# app looks when it runs from the source tree (see Translation.swift).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-$(swift build --show-bin-path)/locale}"
status=0
while read -r language; do
  case "$language" in ''|'#'*) continue ;; esac
  mkdir -p "$out/$language/LC_MESSAGES"
  statistics=$(msgfmt --check --statistics -o "$out/$language/LC_MESSAGES/tunnel.mo" "po/$language.po" 2>&1)
  echo "po/$language.po: $statistics" >&2
  if grep -Eq 'fuzzy|untranslated' <<<"$statistics"; then
    echo "error: po/$language.po has fuzzy or untranslated messages" >&2
    status=1
  fi
done < po/LINGUAS
exit $status
