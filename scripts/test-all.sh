#!/usr/bin/env bash
# Every test, in order of speed: types, unit and component tests, then the browser.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }
started=$SECONDS

step "svelte-kit sync"
npx svelte-kit sync

step "type check (svelte-check)"
npx svelte-check --tsconfig ./tsconfig.json --fail-on-warnings

step "Redis for the server tests (Debian redis-server)"
bash scripts/ensure.sh redis

step "unit, component and server tests (vitest)"
npx vitest run

step "browser (Debian Chromium)"
bash scripts/ensure.sh chromium

step "browser tests (playwright, against the built site)"
npx playwright test

printf '\nALL TESTS PASSED: type check, unit, component, browser (%ss)\n' "$((SECONDS - started))"
