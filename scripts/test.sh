#!/usr/bin/env bash
# Every test of the project, on a fresh machine: installs what it needs, then runs lint, types,
# content validation, unit and component tests, the judgement of npm run perf (not the measuring:
# too slow), the local Content Lake, the Studio and site builds, the browser tests of the site and
# of the Studio (on the local lake).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 CI="${CI:-true}"
# The browser tests check that the form sends this key and that the server checks it.
export NEXT_PUBLIC_CONTACT_API_KEY="${NEXT_PUBLIC_CONTACT_API_KEY:-e2e-public-key}"

lock_was_committed=false; git diff --quiet HEAD -- package-lock.json 2>/dev/null && lock_was_committed=true
# Installs Node 24, the packages and Chromium, and puts the project's Node first on PATH.
source scripts/setup.sh

step() { printf '\n\033[1m▶ %s\033[0m\n' "$*"; }

step "install: Node $(node --version), a lockfile for every platform, left as committed"
node --import tsx --test tests/install/*.test.ts
if grep -q EBADENGINE .install.log 2>/dev/null; then
  echo "✗ npm install warned of a package's engines (above): npm ran on a Node the packages do not support" >&2; exit 1
fi
if $lock_was_committed && ! git diff --quiet HEAD -- package-lock.json; then
  echo "✗ npm install rewrote the committed package-lock.json: commit what it wrote" >&2; git diff --stat HEAD -- package-lock.json; exit 1
fi
step "lint";                      npm run --silent lint
step "lint rules refuse upward imports"; node --import tsx --test tests/lint/*.test.ts
step "types";                     npm run --silent typecheck
step "no unused files, exports or dependencies (knip)"; npx knip --no-progress
step "content snapshot and types"; npm run --silent test:content
step "unit and component tests";  npm run --silent test:unit -- --ci
step "section types: each whole, and one added by the README's steps"; node --import tsx --test --test-concurrency=1 tests/sections/*.test.ts
step "npm run perf's bars";       node --import tsx --test tests/perf/*.test.ts
step "local Content Lake";        npm run --silent test:lake
step "studio build";              node --import tsx --test tests/studio/*.test.ts
step "site build";                npm run --silent build
step "endpoints over HTTP";       node --import tsx --test --test-concurrency=1 tests/api/*.test.ts
step "secrets stay on the server"; node --import tsx --test tests/security/*.test.ts
step "browser tests";             npx playwright test
step "Studio in the browser";     npx playwright test -c playwright.studio.config.ts
