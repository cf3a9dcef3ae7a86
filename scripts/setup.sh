#!/usr/bin/env bash
# Installs what the project needs on a fresh machine with only Node 20 and npm:
# pnpm, the workspace's dependencies and, with --browser, Debian's Chromium (Playwright cannot download one here).
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=12.21.0
if ! command -v pnpm >/dev/null 2>&1; then
  echo "› installing pnpm ${PNPM_VERSION}"
  npm install --global --silent "pnpm@${PNPM_VERSION}"
fi

echo "› installing dependencies"
pnpm install --frozen-lockfile --reporter=append-only 2>&1 | tail -n 3

if [[ "${1:-}" == "--browser" ]] && [[ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]]; then
  echo "› installing Debian's chromium"
  SUDO=""
  [[ "$(id -u)" -ne 0 ]] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
