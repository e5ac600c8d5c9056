#!/usr/bin/env bash
# Makes sure the browser tests have a Chromium to drive. Playwright's own browser
# download cannot reach its CDN here, so this uses Debian's package.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  exit 0
fi

if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "ensure-chromium: CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file." >&2
  echo "Point CHROMIUM_PATH at a Chromium binary, or unset it to use /usr/bin/chromium." >&2
  exit 1
fi

if [ "$(id -u)" -eq 0 ]; then
  echo "ensure-chromium: /usr/bin/chromium is missing; installing Debian's chromium package (about 70 s)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y chromium
  if [ -x /usr/bin/chromium ]; then
    exit 0
  fi
  echo "ensure-chromium: apt-get finished but /usr/bin/chromium is still missing." >&2
  exit 1
fi

echo "ensure-chromium: the browser tests need Chromium at /usr/bin/chromium, and it is missing." >&2
echo "Install it as root:  apt-get update && apt-get install -y chromium" >&2
echo "or set CHROMIUM_PATH to an existing Chromium binary." >&2
exit 1
