#!/bin/sh
# Writes the AppStream metainfo from its template, filling in where the
# project lives on the web (meson's homepage_url, bugtracker_url and
# screenshot_base_url options):
#
#   metainfo.sh TEMPLATE OUTPUT HOMEPAGE_URL BUGTRACKER_URL SCREENSHOT_BASE_URL
#
# An empty URL leaves its element out — <url type="homepage">, <url
# type="bugtracker">, or the whole <screenshots> block — so the metainfo
# never names a page that does not exist; it still validates without them.
# Every URL given must be http(s). SCREENSHOT_BASE_URL is the folder that
# holds docs/screenshots/*.png (maps.png, info.png, wide.png).
set -eu
[ $# -eq 5 ] || { echo "usage: $0 TEMPLATE OUTPUT HOMEPAGE_URL BUGTRACKER_URL SCREENSHOT_BASE_URL" >&2; exit 64; }
template=$1 output=$2 homepage=$3 bugtracker=$4 screenshots=${5%/}

for pair in "homepage_url=$homepage" "bugtracker_url=$bugtracker" "screenshot_base_url=$screenshots"; do
  value=${pair#*=}
  case "$value" in
    '' | http://* | https://*) ;;
    *) echo "error: ${pair%%=*} must be an http(s) URL or empty, not '$value'" >&2; exit 1 ;;
  esac
  case "$value" in
    *[[:space:]\<\>\"]*) echo "error: ${pair%%=*} contains a space, <, > or a quote: '$value'" >&2; exit 1 ;;
  esac
done

# A value as sed replacement text, XML-escaped: & becomes &amp; (the only
# XML special character a URL may hold), then sed's own specials are escaped.
replacement() {
  printf '%s' "$1" | sed -e 's/&/\&amp;/g' -e 's/[\\|&]/\\&/g'
}

script=""
if [ -n "$homepage" ]; then script="$script s|@HOMEPAGE_URL@|$(replacement "$homepage")|g;"
else script="$script /@HOMEPAGE_URL@/d;"; fi
if [ -n "$bugtracker" ]; then script="$script s|@BUGTRACKER_URL@|$(replacement "$bugtracker")|g;"
else script="$script /@BUGTRACKER_URL@/d;"; fi
if [ -n "$screenshots" ]; then script="$script s|@SCREENSHOT_BASE_URL@|$(replacement "$screenshots")|g;"
else script="$script /<screenshots>/,/<\/screenshots>/d;"; fi

temporary="$output.tmp.$$"
sed -e "$script" "$template" >"$temporary"
if grep -q '@[A-Z_]*_URL@' "$temporary"; then
  rm -f "$temporary"
  echo "error: $template has a placeholder metainfo.sh does not know" >&2
  exit 1
fi
mv "$temporary" "$output"
