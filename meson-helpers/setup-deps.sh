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

build_packages=(libgtk-3-dev libcairo2-dev libpango1.0-dev pkg-config fonts-dejavu-core)
# `meson install`: meson runs the build, msgfmt the translations, and the
# post-install step refreshes the icon cache and the desktop database.
install_packages=(meson ninja-build gettext desktop-file-utils gtk-update-icon-cache)
test_packages=(xvfb xauth xdotool imagemagick python3 fonts-noto-cjk desktop-file-utils appstream tesseract-ocr tesseract-ocr-eng)

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
[ ${#missing[@]} -eq 0 ] && exit 0

command_line="apt-get install -y --no-install-recommends ${missing[*]}"
echo "Tunnel needs these Debian packages: ${missing[*]}" >&2
if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo)
elif command -v sudo >/dev/null 2>&1 && [ -t 0 ]; then
  as_root=(sudo)   # interactive: sudo may ask for a password
else
  echo "error: cannot install them without root. Run this, then try again:" >&2
  echo "  sudo apt-get update && sudo $command_line" >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
# shellcheck disable=SC2086
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "Installed: ${missing[*]}" >&2
