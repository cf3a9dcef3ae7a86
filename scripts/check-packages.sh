#!/usr/bin/env bash
# The published packages as consumers get them: packed by pnpm (publishConfig applied), checked by publint and
# are-the-types-wrong, then installed from the tarballs into a fresh project that imports and uses them.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
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

# A consumer project: plain npm, the tarballs, React from the registry.
consumer="$out/consumer"
mkdir -p "$consumer"
cd "$consumer"
cat > package.json <<JSON
{ "name": "consumer", "private": true, "type": "module" }
JSON
npm install --silent --no-audit --no-fund "$out"/hiber-hub-sdk-*.tgz "$out"/hiber-ui-*.tgz react@19 react-dom@19 >/dev/null
# hub-sdk's Solana and x402 peers are optional: npm installs none of them for this consumer.
for peer in @solana/kit @x402/core @x402/fetch @x402/svm; do
  if [ -e "node_modules/$peer" ]; then echo "consumer: $peer was installed with @hiber/hub-sdk" >&2; exit 1; fi
done
# ── Lean install (issue 28) ──────────────────────────────────────────────────────────────────────────────
# @hiber/ui's three.js, @react-three/fiber and react-force-graph-2d are optional peers of its /visualization
# and /graph entries: a consumer of hub-sdk and ui gets none of them, nor react-native. Print what it weighs.
for heavy in three @react-three/fiber react-force-graph-2d react-native; do
  if [ -e "node_modules/$heavy" ]; then echo "consumer: $heavy was installed with @hiber/hub-sdk and @hiber/ui" >&2; exit 1; fi
done
echo "consumer: node_modules is $(du -sm node_modules | cut -f1) MB, without three.js, react-force-graph or react-native"
# ─────────────────────────────────────────────────────────────────────────────────────────────────────────────
cat > smoke.mjs <<'JS'
import { listModelsPage, HubApiError, InvalidResponseError } from "@hiber/hub-sdk";
import { formatUsd, parseUnits, USDC_DECIMALS } from "@hiber/hub-sdk/money";
import { StoreScreen, ModelCard, formatCompact } from "@hiber/ui";
import { createElement } from "react";
import { renderToString } from "react-dom/server";

const baseUrl = process.argv[2];
const page = await listModelsPage({ baseUrl, pageSize: 2 });
if (page.items.length !== 2 || !page.nextCursor) throw new Error("listModelsPage did not return a first page");
const html = renderToString(
  createElement(StoreScreen, {
    status: "success", models: page.items, page: 1, hasNextPage: true,
    onPreviousPage() {}, onNextPage() {}, onRetry() {},
  }),
);
for (const model of page.items) if (!html.includes(model.id.split("/").pop())) throw new Error(`${model.id} not rendered`);
if (typeof ModelCard !== "function" || formatCompact(1500) !== "1.5K") throw new Error("ui exports are broken");
if (!(new HubApiError("x", { status: 500, url: "u" }) instanceof Error) || !InvalidResponseError) throw new Error("errors");
if (formatUsd(parseUnits("0.1", USDC_DECIMALS)) !== "$0.10") throw new Error("@hiber/hub-sdk/money is broken");
console.log(`consumer: listed ${page.items.map((m) => m.id).join(", ")} and rendered them with @hiber/ui`);
JS
cd "$root/packages/app"
node --import tsx -e '
  const { startHubEmulator } = await import("@hiber/emulators");
  const { execFile } = await import("node:child_process");
  const { promisify } = await import("node:util");
  const hub = await startHubEmulator({ port: 0 });
  try {
    // Asynchronous, so this process keeps serving the emulator while the consumer runs.
    const { stdout } = await promisify(execFile)("node", ["smoke.mjs", hub.url], { cwd: process.argv[1] });
    process.stdout.write(stdout);
  } finally {
    await hub.close();
  }
' "$consumer"
