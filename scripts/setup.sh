#!/usr/bin/env bash
# Installs what the site and its tests need on a fresh machine: npm packages and Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "▶ npm install"
  npm install --no-audit --no-fund
fi

if [ "${SKIP_BROWSER_INSTALL:-}" != 1 ] && ! command -v chromium >/dev/null 2>&1; then
  echo "▶ installing Debian's chromium for the browser tests"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
