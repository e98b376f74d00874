#!/usr/bin/env bash
# Installs the system packages Griff needs on Debian or Ubuntu, and only those that
# are missing: a C compiler (cgo builds Ebitengine's window and oto's sound), pkg-config
# and the C headers Ebitengine and oto build against (X11,
# Xrandr, Xcursor, Xinerama, Xi, Xxf86vm, GL, ALSA), and Xvfb with Mesa for the
# tests that open a window, qemu-user and Node.js, which run the arm64, riscv64
# and wasm builds in the cross-architecture test, and Chromium, which the browser
# test (tests/browser_test.go) drives headless. Uses sudo when not run as root. Go
# modules come through the go command, not from here.
#
# Chromium on Ubuntu: apt's chromium-browser there is a stub that installs a snap,
# which a headless test runner usually cannot start. This script then leaves it
# out and says so; install Google Chrome (https://www.google.com/chrome/, the
# google-chrome-stable .deb) or Debian's chromium package, or point CHROME_PATH
# at any Chrome or Chromium binary. The browser test finds chromium,
# chromium-browser, google-chrome or google-chrome-stable on the PATH, or
# $CHROME_PATH, and skips with a message saying this when there is none.
set -euo pipefail

packages=(
  gcc libc6-dev pkg-config
  libx11-dev libxrandr-dev libxcursor-dev libxinerama-dev libxi-dev libxxf86vm-dev
  libgl1-mesa-dev libasound2-dev
  xvfb xauth libgl1-mesa-dri
  qemu-user
)
# The cross-architecture test runs the wasm build under Node.js: Debian's, unless
# one is already on the PATH.
command -v node >/dev/null || packages+=(nodejs)
# The browser test drives Chromium: Debian's, unless a Chrome or Chromium is
# already there (CHROME_PATH or on the PATH). Ubuntu's is a snap stub: see above.
if [ -z "${CHROME_PATH:-}" ] && ! command -v chromium >/dev/null && ! command -v chromium-browser >/dev/null \
  && ! command -v google-chrome >/dev/null && ! command -v google-chrome-stable >/dev/null; then
  if grep -qi '^ID=ubuntu' /etc/os-release 2>/dev/null; then
    echo "deps: Ubuntu's chromium is a snap stub: install google-chrome-stable (a .deb from google.com/chrome)" \
      "or set CHROME_PATH to a Chrome or Chromium; the browser test skips until then" >&2
  else
    packages+=(chromium)
  fi
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null; then
  echo "deps: missing ${missing[*]}, and apt-get is not here: install them by hand" >&2
  exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
