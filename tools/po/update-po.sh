#!/usr/bin/env bash
# Regenerates po/tunnel.pot from the Swift sources listed in po/POTFILES and
# merges it into every catalogue in po/LINGUAS. New messages arrive
# untranslated and changed ones fuzzy: translate them, then check with
#   msgfmt --check --statistics -o /dev/null po/zh_CN.po
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 tools/po/extract-strings.py po/POTFILES po/tunnel.pot
while read -r language; do
  case "$language" in ''|'#'*) continue ;; esac
  msgmerge --quiet --update --backup=none --no-fuzzy-matching --add-location=file po/"$language".po po/tunnel.pot
done < po/LINGUAS
