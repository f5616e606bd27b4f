#!/usr/bin/env bash
# Builds the site from the bundled content snapshot (or a Sanity project, when configured) and serves it.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
SKIP_BROWSER_INSTALL=1 source scripts/setup.sh
npm run build
exec bash scripts/serve.sh
