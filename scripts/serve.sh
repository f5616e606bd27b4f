#!/usr/bin/env bash
# Serves the packaged production build (npm run build first) on PORT (default 3000), on every
# interface: the site's own server entry (web/server/main.ts, packaged as web/server.js), which
# guards every request before Next's handler (see docs/deploying.md).
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1 PORT="${PORT:-3000}" HOSTNAME=0.0.0.0
# Contact requests live beside the repository, not inside the build output a rebuild replaces.
# Relative paths are the caller's: the server itself runs from its own folder.
root="$(cd "$(dirname "$0")/.." && pwd)"
export DATA_DIR="$(realpath -m "${DATA_DIR:-$root/.data}")"
if [ -n "${CONTENT_DIR:-}" ]; then export CONTENT_DIR="$(realpath -m "$CONTENT_DIR")"; fi
exec node "$root/web/.next/standalone/web/server.js"
