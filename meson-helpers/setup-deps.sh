#!/usr/bin/env bash
# Installs the Debian packages Tunnel needs, if any are missing.
#
#   meson-helpers/setup-deps.sh build   # to build and run the app
#   meson-helpers/setup-deps.sh install # also what `meson install` uses
#   meson-helpers/setup-deps.sh test    # also what the test suite uses
#
# Uses apt-get directly as root, sudo otherwise; if neither can work it
# prints the exact command to run and exits non-zero.
set -euo pipefail

# fonts-noto-cjk: the map's labels and the cards are drawn in Chinese on a
# Chinese desktop (Noto Sans CJK SC), so it is a run dependency.
build_packages=(libgtk-3-dev libcairo2-dev libpango1.0-dev pkg-config fonts-dejavu-core fonts-noto-cjk gettext)
# `meson install`: meson runs the build, msgfmt the translations, and the
# post-install step refreshes the icon cache and the desktop database.
install_packages=(meson ninja-build gettext desktop-file-utils gtk-update-icon-cache)
# sway (with swaymsg), wayvnc and grim: the headless Wayland session of
# with-wayland.sh, its input and its screenshots. poppler-utils (pdfinfo,
# pdftoppm) and librsvg2-bin (rsvg-convert): `tunnel render`'s PDF and SVG
# outputs read back by another program than the one that wrote them.
# python3-gi, the AT-SPI bindings and its bus: the tests that press the
# title bar's buttons by name.
test_packages=(xvfb xauth xdotool imagemagick python3 desktop-file-utils appstream tesseract-ocr tesseract-ocr-eng
  tesseract-ocr-chi-sim locales dbus dbus-x11 xclip openbox x11-utils xrestop sway wayvnc grim poppler-utils
  librsvg2-bin python3-gi gir1.2-atspi-2.0 at-spi2-core)

case "${1:-build}" in
  build) wanted=("${build_packages[@]}") ;;
  install) wanted=("${build_packages[@]}" "${install_packages[@]}") ;;
  # The tests install into a temporary DESTDIR, so they need meson too.
  test) wanted=("${build_packages[@]}" "${install_packages[@]}" "${test_packages[@]}") ;;
  *) echo "usage: $0 [build|install|test]" >&2; exit 64 ;;
esac

missing=()
for package in "${wanted[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
# The Chinese UI tests run under LANG=zh_CN.UTF-8; the units tests run
# `tunnel locate` under en_US.UTF-8 (miles) and en_GB.UTF-8 (kilometres,
# as glibc measures the UK): each needs its locale generated.
test_locales=(zh_CN en_US en_GB)
missing_locales() {
  [ "${1:-build}" = test ] || return 0
  local available
  available=$(locale -a 2>/dev/null || true)
  for name in "${test_locales[@]}"; do
    grep -qix "$name\.utf-\?8" <<<"$available" || echo "$name"
  done
}
needs_locale() {
  [ -n "$(missing_locales "${1:-build}")" ]
}

if [ ${#missing[@]} -eq 0 ] && ! needs_locale "${1:-build}"; then exit 0; fi

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"
  elif command -v sudo >/dev/null 2>&1 && { sudo -n true 2>/dev/null || [ -t 0 ]; }; then sudo "$@"
  else
    echo "error: this needs root. Run it, then try again:" >&2
    echo "  sudo $*" >&2
    exit 1
  fi
}

if [ ${#missing[@]} -gt 0 ]; then
  echo "Tunnel needs these Debian packages: ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  as_root apt-get update -qq
  as_root apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  echo "Installed: ${missing[*]}" >&2
fi

if needs_locale "${1:-build}"; then
  for name in $(missing_locales "${1:-build}"); do
    as_root localedef -i "$name" -f UTF-8 "$name.UTF-8"
    echo "Generated the $name.UTF-8 locale" >&2
  done
fi
