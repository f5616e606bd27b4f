#!/usr/bin/env bash
# Completes Next's standalone output (web/.next/standalone) into one folder that runs anywhere
# with Node: the server, the browser files it serves, and the content snapshot (the default back
# end when no Sanity project is configured). Deploy that folder; see docs/deploying.md.
set -euo pipefail
cd "$(dirname "$0")/.."
server=web/.next/standalone
[ -f "$server/web/server.js" ] || { echo "no $server/web/server.js: run next build first" >&2; exit 1; }
rm -rf "$server/web/.next/static" "$server/content"
cp -r web/.next/static "$server/web/.next/static"
# The copy the server sends: V8 compiles these chunks off the main thread (see the script).
npx --no-install tsx scripts/compile-hints.ts "$server/web/.next/static/chunks"
# …and their Brotli copies, made once here at the best quality (see the script).
npx --no-install tsx scripts/precompress.ts "$server/web/.next/static"
if [ -d web/public ]; then rm -rf "$server/web/public" && cp -r web/public "$server/web/public"; fi
cp -r content "$server/content"
# The site's own entry (web/server/main.ts) replaces the server Next generated: it puts the
# request guard in front of Next's handler (docs/deploying.md). Next stays outside the bundle:
# the folder holds the copy the build traced.
npx --no-install esbuild web/server/main.ts --bundle --platform=node --target=node26 --format=cjs \
  --external:next --log-level=warning --outfile="$server/web/server.js"
echo "✓ server packaged in $server (run: node $server/web/server.js)"
