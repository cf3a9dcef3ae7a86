#!/usr/bin/env bash
# Every test of the project, from a fresh clone: lint, types, unit and contract tests on the emulators,
# stories (with axe) in headless Chromium, visual snapshots of the built Storybook, and the app end to end.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --browser

step() { printf '\n━━ %s\n' "$*"; }
started=$(date +%s)

step "lint and format (biome)"
pnpm exec biome check .

step "type check"
pnpm -r --parallel run typecheck
pnpm exec tsc -p tsconfig.json # e2e tests, scripts and configs
pnpm exec tsc -p bench # benchmarks (run by hand: npm run bench:*)

step "build"
pnpm -r --filter=./packages/* run build

step "package size budgets and tree-shaking (size-limit over the built dist, .size-limit.mjs)"
pnpm exec size-limit

step "unit and contract tests (vitest, emulators over HTTP)"
pnpm exec vitest run --project=unit

step "stories as tests (vitest + storybook, axe, headless chromium)"
pnpm exec vitest run --project=storybook

step "build storybook"
pnpm run build-storybook

step "visual snapshots and app end to end (playwright, headless chromium)"
pnpm exec playwright test

step "packages (publint, are-the-types-wrong, install into a fresh consumer)"
bash scripts/check-packages.sh

printf '\nAll tests passed in %ss\n' "$(( $(date +%s) - started ))"
