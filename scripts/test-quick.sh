#!/usr/bin/env bash
# The tests to run before a commit, in a few minutes: lint (with the import-direction rule), types,
# and the unit and component tests. No build, no server, no browser: `npm test` runs everything.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
# The project's Node and packages; no browser is needed here.
SKIP_BROWSER_INSTALL=1 source scripts/setup.sh

started=$SECONDS
step() { printf '\n\033[1m▶ %s\033[0m  (%ds)\n' "$*" $((SECONDS - started)); }
step "lint";                      npm run --silent lint
step "types";                     npm run --silent typecheck
step "unit and component tests";  npm run --silent jest -- --ci --selectProjects unit
step "done"
