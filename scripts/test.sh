#!/usr/bin/env bash
# Every test of the project, from a fresh clone: lint, types, unit and contract tests on the emulators, every
# story of the built Storybook in headless Chromium (play function, axe and pixels in one pass), the app end to
# end, and the packages as consumers get them. Prints each stage's time at the end.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$(date +%s)
stage_names=()
stage_seconds=()
stage_start=$started
current=""
# Closes the running stage (its time), opens the next one and prints its heading.
step() {
  local now
  now=$(date +%s)
  if [[ -n "$current" ]]; then
    stage_names+=("$current")
    stage_seconds+=($((now - stage_start)))
  fi
  current="$*"
  stage_start=$now
  [[ -n "$current" ]] && printf '\n━━ %s\n' "$current"
  return 0
}
report() {
  local status=$?
  step ""
  printf '\n━━ time per stage\n'
  for i in "${!stage_names[@]}"; do printf '%6ss  %s\n' "${stage_seconds[$i]}" "${stage_names[$i]}"; done
  if ((status == 0)); then
    printf '\nAll tests passed in %ss\n' "$(($(date +%s) - started))"
  else
    printf '\nFailed in the stage "%s" (exit %s) after %ss\n' "${stage_names[-1]:-}" "$status" "$(($(date +%s) - started))"
  fi
  return $status
}
trap report EXIT

step "install (pnpm, dependencies, Debian's chromium, postgresql, redis-server)"
bash scripts/setup.sh --browser

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

step "build storybook"
pnpm run build-storybook

step "stories (play, axe and pixels in one pass) and app end to end (playwright, headless chromium)"
pnpm exec playwright test

step "packages (publint, are-the-types-wrong, install into a fresh consumer)"
bash scripts/check-packages.sh
