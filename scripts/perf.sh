#!/usr/bin/env bash
# npm run perf: builds for production (unless PERF_SKIP_BUILD=1), serves the build and measures
# it with Lighthouse in Debian's Chromium; fails under the speed bars of docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/setup.sh
if [ "${PERF_SKIP_BUILD:-}" != 1 ]; then npm run --silent build; fi
exec npx tsx scripts/perf.ts
