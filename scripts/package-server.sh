#!/usr/bin/env bash
# Completes Next's standalone output (web/.next/standalone) into one folder that runs anywhere
# with Node: the server, the browser files it serves, and the content snapshot (the default back
# end when no Sanity project is configured). Deploy that folder; see README, "Deploying".
set -euo pipefail
cd "$(dirname "$0")/.."
server=web/.next/standalone
[ -f "$server/web/server.js" ] || { echo "no $server/web/server.js: run next build first" >&2; exit 1; }
rm -rf "$server/web/.next/static" "$server/content"
cp -r web/.next/static "$server/web/.next/static"
# The copy the server sends: V8 compiles these chunks off the main thread (see the script).
npx --no-install tsx scripts/compile-hints.ts "$server/web/.next/static/chunks"
if [ -d web/public ]; then rm -rf "$server/web/public" && cp -r web/public "$server/web/public"; fi
cp -r content "$server/content"
echo "✓ server packaged in $server (run: node $server/web/server.js)"
