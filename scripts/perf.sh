#!/usr/bin/env bash
# npm run perf: builds the site and the floor (a bare Next.js page, scripts/perf/floor) for
# production (unless PERF_SKIP_BUILD=1), serves both and measures them side by side with
# Lighthouse in Debian's Chromium; fails when a page misses a bar (docs/performance.md).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/setup.sh
if [ "${PERF_SKIP_BUILD:-}" != 1 ]; then
  npm run --silent build
  npx --no-install next build scripts/perf/floor
fi
exec npx tsx scripts/perf.ts
