#!/usr/bin/env bash
# Installs what the project needs on a fresh machine with only Node 20 and npm:
# pnpm, the workspace's dependencies and, with --browser (the test script), Debian's Chromium (Playwright
# cannot download one here) and Debian's postgresql and redis-server, which the unit tests start throwaway
# servers of (scripts/test-services.ts), and haproxy, the load balancer in front of three app instances. The app itself needs neither: PGlite is its embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=12.21.0
if ! command -v pnpm >/dev/null 2>&1; then
  echo "› installing pnpm ${PNPM_VERSION}"
  npm install --global --silent "pnpm@${PNPM_VERSION}"
fi

echo "› installing dependencies"
pnpm install --frozen-lockfile --reporter=append-only 2>&1 | tail -n 3

if [[ "${1:-}" == "--browser" ]]; then
  packages=()
  [[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]] || packages+=(chromium)
  # Debian keeps PostgreSQL's server programs (initdb, pg_ctl) under /usr/lib/postgresql/<version>/bin.
  compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || packages+=(postgresql)
  command -v redis-server >/dev/null 2>&1 || packages+=(redis-server)
  # The load balancer of the three-instance test (packages/app/server/scale/).
  command -v haproxy >/dev/null 2>&1 || packages+=(haproxy)
  if ((${#packages[@]})); then
    echo "› installing Debian's ${packages[*]}"
    SUDO=""
    [[ "$(id -u)" -ne 0 ]] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${packages[@]}" >/dev/null
  fi
fi
