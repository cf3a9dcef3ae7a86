#!/usr/bin/env bash
# The published packages as consumers get them: packed by pnpm (publishConfig applied) and checked by publint
# and are-the-types-wrong; then released through a local registry into a fresh consumer project.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# hub-sdk's main, money and tasks entries load no Solana or x402 code (those are optional peers, for ./x402 alone):
# follow every static import from the built entry files and refuse a bare specifier of theirs.
node -e '
  const { readFileSync } = require("node:fs");
  const path = require("node:path");
  const dist = path.resolve("packages/hub-sdk/dist");
  for (const entry of ["index.js", "money.js", "tasks.js"]) {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = readFileSync(file, "utf8");
      for (const [, fromClause, dynamic] of code.matchAll(/(?:^|[;\s])(?:import|export)\s[^"\x27]*?["\x27]([^"\x27]+)["\x27]|import\(\s*["\x27]([^"\x27]+)["\x27]/g)) {
        const spec = fromClause ?? dynamic;
        if (spec.startsWith(".")) visit(path.resolve(path.dirname(file), spec));
        else if (/^@(solana|x402)\//.test(spec)) throw new Error(`hub-sdk dist/${entry} imports ${spec} (through ${path.basename(file)})`);
      }
    };
    visit(path.join(dist, entry));
    console.log(`› hub-sdk dist/${entry}: ${seen.size} file(s), no Solana or x402 import`);
  }
'

for pkg in hub-sdk ui wallet-kit; do
  (cd "packages/$pkg" && pnpm pack --pack-destination "$out" >/dev/null)
done
for tarball in "$out"/*.tgz; do
  echo "› $(basename "$tarball")"
  pnpm exec publint run "$tarball" --strict
  pnpm exec attw "$tarball" --profile esm-only --format table-flipped --exclude-entrypoints ./styles.css
done

# ── Lean install (issue 28) ──────────────────────────────────────────────────────────────────────────────
# @hiber/ui's three.js, @react-three/fiber and react-force-graph-2d are optional peers of its /visualization
# and /graph entries, and hub-sdk's Solana and x402 packages optional peers of its /x402 entry: what npm would
# install for a consumer of hub-sdk and ui (the tree resolved from the tarballs, nothing downloaded) has none of
# them, nor react-native.
lean="$out/lean-consumer"
mkdir -p "$lean"
(
  cd "$lean"
  echo '{ "name": "lean-consumer", "private": true, "type": "module" }' > package.json
  npm install --package-lock-only --silent --no-audit --no-fund "$out"/hiber-hub-sdk-*.tgz "$out"/hiber-ui-*.tgz react@19 react-dom@19 >/dev/null
  node -e '
    const lock = require("./package-lock.json");
    const installed = new Set(Object.keys(lock.packages).map((key) => key.replace(/^.*node_modules\//, "")));
    const heavy = ["three", "@react-three/fiber", "react-force-graph-2d", "react-native", "@solana/kit", "@x402/core", "@x402/svm"];
    const found = heavy.filter((name) => installed.has(name));
    if (found.length > 0) throw new Error(`a consumer of hub-sdk and ui would install ${found.join(", ")}`);
    console.log(`› hub-sdk + ui consumer: ${installed.size - 1} packages, none of ${heavy.join(", ")}`);
  '
)
# ─────────────────────────────────────────────────────────────────────────────────────────────────────────────

# The release path: changeset version and publish (on a copy) into a throwaway registry, then a fresh Vite +
# React + TypeScript project installs the packages by version from it, builds, renders and pays one prompt
# (scripts/release-check.ts; needs the app built too). It leaves that project in "$out/consumer".
node --import tsx scripts/release-check.ts "$out"
