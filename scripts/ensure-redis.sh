#!/usr/bin/env bash
# Makes sure the server tests have Debian's redis-server (docs/deploy.md): they start their own
# instance on a free local port with a temporary folder, and stop it. Nothing runs from here.
set -euo pipefail

redis="${REDIS_SERVER:-redis-server}"
if command -v "$redis" >/dev/null 2>&1; then
  exit 0
fi

if [ -n "${REDIS_SERVER:-}" ]; then
  echo "ensure-redis: REDIS_SERVER=$REDIS_SERVER is not an executable." >&2
  echo "Point REDIS_SERVER at a redis-server binary, or unset it to use Debian's." >&2
  exit 1
fi

if [ "$(id -u)" -eq 0 ]; then
  echo "ensure-redis: redis-server is missing; installing Debian's redis-server package (about 5 s)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y redis-server || { apt-get update && apt-get install -y redis-server; }
  # The package starts a system-wide Redis on 6379; the tests need none, so stop it when it can be.
  if command -v systemctl >/dev/null 2>&1 && systemctl is-active --quiet redis-server 2>/dev/null; then
    systemctl stop redis-server || true
  fi
  command -v redis-server >/dev/null 2>&1 && exit 0
  echo "ensure-redis: apt-get finished but redis-server is still missing." >&2
  exit 1
fi

echo "ensure-redis: the server tests need redis-server (Redis 7), and it is missing." >&2
echo "Install it as root:  apt-get update && apt-get install -y redis-server" >&2
echo "or set REDIS_SERVER to an existing redis-server binary." >&2
exit 1
