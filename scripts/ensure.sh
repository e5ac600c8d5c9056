#!/usr/bin/env bash
# Makes sure a program the tests need is here, from Debian's package when it is missing:
#   scripts/ensure.sh chromium   the browser tests' Chromium (Playwright's own download cannot
#                                reach its CDN here); CHROMIUM_PATH names another binary
#   scripts/ensure.sh redis      redis-server for the scaled-out server tests, which start and stop
#                                their own instance (docs/deploy.md); REDIS_SERVER names another
# As root, a missing program is installed with apt-get; otherwise the script says how, and fails.
set -euo pipefail

case "${1:-}" in
  chromium) package=chromium program=/usr/bin/chromium variable=CHROMIUM_PATH who="the browser tests" ;;
  redis) package=redis-server program=redis-server variable=REDIS_SERVER who="the server tests" ;;
  *) echo "usage: scripts/ensure.sh chromium|redis" >&2; exit 2 ;;
esac
override="${!variable:-}"
wanted="${override:-$program}"
command -v "$wanted" >/dev/null 2>&1 && exit 0

if [ -n "$override" ]; then
  echo "ensure: $variable=$override is not an executable." >&2
  echo "Point $variable at a $program binary, or unset it to use Debian's $package." >&2
  exit 1
fi

if [ "$(id -u)" -eq 0 ]; then
  echo "ensure: $program is missing; installing Debian's $package package for $who..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y "$package" || { apt-get update && apt-get install -y "$package"; }
  # A package that starts a system-wide service (redis-server on 6379): the tests need none.
  if command -v systemctl >/dev/null 2>&1 && systemctl is-active --quiet "$package" 2>/dev/null; then
    systemctl stop "$package" || true
  fi
  command -v "$program" >/dev/null 2>&1 && exit 0
  echo "ensure: apt-get finished but $program is still missing." >&2
  exit 1
fi

echo "ensure: $who need $program, and it is missing." >&2
echo "Install it as root:  apt-get update && apt-get install -y $package" >&2
echo "or set $variable to an existing $program binary." >&2
exit 1
