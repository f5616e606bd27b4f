#!/usr/bin/env bash
# Installs what the site and its tests need on a fresh machine: the project's own Node (the `node`
# dev dependency, the major in .nvmrc), the npm packages, and Debian's Chromium. Sourced by
# scripts/start.sh and scripts/test.sh: afterwards `node` on PATH is the project's.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

required_major="$(tr -dc 0-9 < .nvmrc)"
major_of() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
# Whether the Node on PATH meets package.json's engines (">=X.Y"): npm may run on it as it is.
meets_engines() {
  node -e 'const [need, have] = [require("./package.json").engines.node.replace(">=", ""), process.versions.node]
    .map((version) => version.split(".").map(Number))
    process.exit((have[0] - need[0] || have[1] - (need[1] ?? 0)) >= 0 ? 0 : 1)'
}

# What this run's install said (test.sh reads it), never an earlier run's.
rm -f .install.log
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  # npm checks each package's engines against the Node it runs on. On an older Node (this project's
  # machines ship 20) it runs on the locked Node 26 instead, installed alone into .runtime/ first.
  if ! meets_engines; then
    locked="$(node -p 'require("./package-lock.json").packages["node_modules/node"].version')"
    if [ "$(cat .runtime/version 2>/dev/null)" != "$locked" ]; then
      echo "▶ Node v$(node -p process.versions.node) is older than package.json's engines: installing Node $locked to run npm on"
      rm -rf .runtime
      npm install --prefix .runtime --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
        "node@$locked" >/dev/null
      echo "$locked" > .runtime/version
    fi
    export PATH="$PWD/.runtime/node_modules/.bin:$PATH"
  fi
  echo "▶ npm install"
  npm install --no-audit --no-fund 2>&1 | tee .install.log
  touch node_modules/.package-lock.json
fi

# Everything after this runs on the project's Node, never silently on an older one.
if [ "$(major_of node_modules/.bin/node)" != "$required_major" ]; then
  cat >&2 <<EOF
✗ The project's Node $required_major is not installed: node_modules/.bin/node is missing or is not
  Node $required_major. The \`node\` package installs its binary from its install script, so it
  did not run: npm was told to ignore scripts (--ignore-scripts, ignore-scripts=true in an .npmrc)
  or refused the package (allowScripts). Allow it and install again:
    npm config delete ignore-scripts; npm rebuild node   (or: rm -rf node_modules && npm install)
EOF
  exit 1
fi
export PATH="$PWD/node_modules/.bin:$PATH"

if [ "${SKIP_BROWSER_INSTALL:-}" != 1 ] && ! command -v chromium >/dev/null 2>&1; then
  echo "▶ installing Debian's chromium for the browser tests"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

# The shared-state tests (tests/api/shared-state.test.ts) start a real Valkey or Redis server: any
# on PATH, else Debian's redis-server. Where it cannot be installed they are skipped, saying why.
if [ "${SKIP_BROWSER_INSTALL:-}" != 1 ] && ! command -v valkey-server >/dev/null 2>&1 && ! command -v redis-server >/dev/null 2>&1; then
  echo "▶ installing Debian's redis-server for the shared-state tests"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq redis-server >/dev/null; } ||
    echo "✗ redis-server could not be installed: the shared-state tests will be skipped" >&2
fi

# The CDN tests (tests/api/cdn-varnish.test.ts) put Debian's Varnish, with varnish-modules (xkey),
# in front of the site. Where it cannot be installed they are skipped, saying why.
if [ "${SKIP_BROWSER_INSTALL:-}" != 1 ] && { ! command -v varnishd >/dev/null 2>&1 && [ ! -x /usr/sbin/varnishd ] || ! ls /usr/lib/*/varnish/vmods/libvmod_xkey.so >/dev/null 2>&1; }; then
  echo "▶ installing Debian's varnish and varnish-modules for the CDN tests"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq varnish varnish-modules >/dev/null; } ||
    echo "✗ varnish could not be installed: the CDN tests will be skipped" >&2
fi
