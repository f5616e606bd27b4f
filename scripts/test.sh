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
# Installs Node 26, the packages and Chromium, and puts the project's Node first on PATH.
source scripts/setup.sh

# Each step says when it starts, and the run's time so far: CI's log is where the time is measured.
started=$SECONDS
step() { printf '\n\033[1m▶ %s\033[0m  (%dm%02ds into the run)\n' "$*" $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)); }
# Jest runs every test that needs no browser (jest.config.mjs); each suite that starts servers takes
# free ports. `jest <report> …` keeps its JSON report (and Playwright its own), for the slowest tests.
TIMINGS=test-results/timings
rm -rf "$TIMINGS" && mkdir -p "$TIMINGS"
jest() { local report=$1; shift; npm run --silent jest -- --ci --json --outputFile="$TIMINGS/jest-$report.json" "$@"; }

# Runs steps at once, each given as "name::command": their output as it comes, each line marked with
# its step's name, and each step's time when it ends. Fails once all have ended if any failed. Steps
# run together only when neither writes what the other reads (two cores: much of a step is waiting
# for a server, a build or a browser, and the other step uses that time).
together() {
  local -a names=() pids=()
  local spec
  for spec in "$@"; do
    local name=${spec%%::*} command=${spec#*::}
    names+=("$name")
    (
      set +e
      begin=$SECONDS
      eval "$command" 2>&1 | sed -u "s|^|[$name] |"
      code=${PIPESTATUS[0]}
      if ((code == 0)); then mark='✓'; else mark="✗ (exit $code)"; fi
      printf '%s %s: %dm%02ds\n' "$mark" "$name" $(((SECONDS - begin) / 60)) $(((SECONDS - begin) % 60))
      exit "$code"
    ) &
    pids+=($!)
  done
  local failed=0 i
  for i in "${!pids[@]}"; do wait "${pids[$i]}" || { failed=1; echo "✗ ${names[$i]} failed (above)" >&2; }; done
  return "$failed"
}

step "install: Node $(node --version), a lockfile for every platform, left as committed"
jest install tests/install
if grep -q EBADENGINE .install.log 2>/dev/null; then
  echo "✗ npm install warned of a package's engines (above): npm ran on a Node the packages do not support" >&2; exit 1
fi
if $lock_was_committed && ! git diff --quiet HEAD -- package-lock.json; then
  echo "✗ npm install rewrote the committed package-lock.json: commit what it wrote" >&2; git diff --stat HEAD -- package-lock.json; exit 1
fi
step "lint, types, unused code (knip), the lint rules and the deployment files, at once"
together \
  "lint::npm run --silent lint" \
  "types::npm run --silent typecheck" \
  "knip::npx knip --no-progress" \
  "lint rules and deployment files::jest lint-deploy tests/lint tests/deploy"
# Alone: both write sources for a while (schema.json and the generated types; a throwaway section
# type), which every other step reads.
step "generated types, and section types: each whole, and one added by the README's steps"
jest sources --runInBand tests/content/typegen.test.ts tests/sections
step "unit tests, the content, sharing, perf's bars, the local Content Lake, the Studio build; the site build, at once"
together \
  "unit and component tests::jest unit --selectProjects unit" \
  "content, sharing, perf, lake, studio::jest node tests/content tests/sharing tests/perf tests/local-lake tests/studio --testPathIgnorePatterns typegen" \
  "site build::npm run --silent build"
# Not beside anything else: the endpoints' own two workers fill both cores, and some of their
# bounds are the product's (a publish through Varnish within 2 s, the development server's first
# answer); a build beside them broke both.
step "endpoints over HTTP";       jest api --maxWorkers=2 tests/api --testPathIgnorePatterns shared-state cdn-two-origins
step "secrets stay on the server"; jest security tests/security
# Alone, one file at a time: their bounds (a publish served by every origin within 2 s) are the
# product's, not the test's, and two origins with their store, lake and CDN fill both cores.
step "two origins sharing state, and behind Varnish"; jest two-origins --runInBand tests/api/shared-state.test.ts tests/api/cdn-two-origins.test.ts
# One suite after the other, two workers each: a Studio test's browser alone nearly fills a core,
# so the suites at once on one worker each would leave the Studio's long tail on one core.
step "browser tests";             npx playwright test
step "Studio in the browser";     npx playwright test -c playwright.studio.config.ts
step "the slowest tests";          npx tsx scripts/slowest-tests.ts "$TIMINGS" 10
step "done"
