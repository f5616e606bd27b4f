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

# Each step says when it starts, and the run's time so far: CI's log is where the time is measured.
started=$SECONDS
step() { printf '\n\033[1m▶ %s\033[0m  (%dm%02ds into the run)\n' "$*" $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)); }
# Jest runs every test that needs no browser (jest.config.mjs); each suite that starts servers takes free ports.
jest() { npm run --silent jest -- --ci "$@"; }

step "install: Node $(node --version), a lockfile for every platform, left as committed"
jest tests/install
if grep -q EBADENGINE .install.log 2>/dev/null; then
  echo "✗ npm install warned of a package's engines (above): npm ran on a Node the packages do not support" >&2; exit 1
fi
if $lock_was_committed && ! git diff --quiet HEAD -- package-lock.json; then
  echo "✗ npm install rewrote the committed package-lock.json: commit what it wrote" >&2; git diff --stat HEAD -- package-lock.json; exit 1
fi
step "lint";                      npm run --silent lint
step "lint rules refuse upward imports"; jest tests/lint
step "deployment files against the docs"; jest tests/deploy
step "types";                     npm run --silent typecheck
step "no unused files, exports or dependencies (knip)"; npx knip --no-progress
step "content snapshot and types"; jest tests/content
step "unit and component tests";  jest --selectProjects unit
step "section types: each whole, and one added by the README's steps"; jest --runInBand tests/sections
step "Markdown copies, llms.txt and share cards against the content"; jest tests/sharing
step "npm run perf's bars";       jest tests/perf
step "local Content Lake";        jest tests/local-lake
step "studio build and words";    jest tests/studio
step "site build";                npm run --silent build
step "endpoints over HTTP";       jest --maxWorkers=2 tests/api --testPathIgnorePatterns shared-state cdn-two-origins
# Alone, one file at a time: their bounds (a publish served by every origin within 2 s) are the
# product's, not the test's, and two origins with their store, lake and CDN fill both cores.
step "two origins sharing state, and behind Varnish"; jest --runInBand tests/api/shared-state.test.ts tests/api/cdn-two-origins.test.ts
step "secrets stay on the server"; jest tests/security
step "browser tests";             npx playwright test
step "Studio in the browser";     npx playwright test -c playwright.studio.config.ts
step "done"
