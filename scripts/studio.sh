#!/usr/bin/env bash
# Runs the Sanity CLI for the Studio: `dev`, `build`, `deploy` and their options.
# The built Studio sees only SANITY_STUDIO_* variables (its bundler inlines nothing else), so the
# site's SANITY_PROJECT_ID and SANITY_DATASET are handed on under those names when not set.
set -euo pipefail
cd "$(dirname "$0")/.."
export DO_NOT_TRACK=1
if [ -n "${SANITY_PROJECT_ID:-}" ]; then export SANITY_STUDIO_PROJECT_ID="${SANITY_STUDIO_PROJECT_ID:-$SANITY_PROJECT_ID}"; fi
if [ -n "${SANITY_DATASET:-}" ]; then export SANITY_STUDIO_DATASET="${SANITY_STUDIO_DATASET:-$SANITY_DATASET}"; fi
exec npx --no-install sanity "$@"
