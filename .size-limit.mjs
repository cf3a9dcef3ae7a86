// Size budgets of the published packages (size-limit, `npm test` after the build: scripts/check-sizes.sh).
// Each check bundles one import from a package's built `dist` with esbuild, minified, and measures it brotli'd:
// what that import adds to a consumer's bundle. Peer dependencies the consumer already has (React, TanStack
// Query) are left out; optional peers an entry needs are counted. "first load" leaves the entry's lazy
// chunks out (`import()`ed on demand); the other checks count everything the import can ever load.
// A check also fails when its import reaches a package it must not (`forbid`): that is the tree-shaking proof
// of @hiber/ui's main entry, which must never pull three.js, react-force-graph or Solana, even lazily.
// The packages' READMEs show these figures beside their nearest peers'; update both when a budget moves.

const HEAVY_UI = ["three", "@react-three/*", "react-force-graph-2d", "force-graph", "@solana/*", "@x402/*"];
const SOLANA = ["@solana/*", "@x402/*"];

/** An esbuild plugin that fails the bundle when anything imports one of `names` (`scope/*` for a scope). */
function forbid(names) {
  const matches = (path) =>
    names.some((name) =>
      name.endsWith("/*") ? path.startsWith(name.slice(0, -1)) : path === name || path.startsWith(`${name}/`),
    );
  return {
    name: "forbid",
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) =>
        matches(args.path)
          ? { errors: [{ text: `${args.importer} imports ${args.path}, which this entry must not reach` }] }
          : undefined,
      );
    },
  };
}

/** An esbuild plugin that leaves every `import()` out of the bundle: the entry's first load only. */
const firstLoadOnly = {
  name: "first-load-only",
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === "dynamic-import" ? { path: args.path, external: true } : undefined,
    );
  },
};

function check(name, path, importClause, limit, { ignore = [], firstLoad = false, mustNotReach = [] } = {}) {
  const plugins = [
    ...(mustNotReach.length ? [forbid(mustNotReach)] : []),
    ...(firstLoad ? [firstLoadOnly] : []),
  ];
  return {
    name,
    path,
    import: importClause,
    limit,
    ignore,
    modifyEsbuildConfig: (config) => ({
      ...config,
      plugins: [...(config.plugins ?? []), ...plugins],
      // tsup's shared chunks are bare imports in a package marked side-effect free: dropping them is the point.
      logOverride: { "ignored-bare-import": "silent" },
    }),
  };
}

const REACT = ["react", "react-dom"];
const hubSdk = (entry) => `packages/hub-sdk/dist/${entry}.js`;
const ui = (entry) => `packages/ui/dist/${entry}.js`;
const walletKit = (entry) => `packages/wallet-kit/dist/${entry}.js`;

const WALLET_PEERS = [...REACT, "@tanstack/react-query"];

// [name, built file, import, budget (brotli), options]; budgets sit about 10% above the sizes measured.
const budgets = [
  [
    "@hiber/hub-sdk: listModels + modelInfo",
    hubSdk("index"),
    "{ listModels, modelInfo }",
    "4.4 kB",
    { mustNotReach: SOLANA },
  ],
  ["@hiber/hub-sdk: the whole main entry", hubSdk("index"), "*", "15 kB", { mustNotReach: SOLANA }],
  ["@hiber/hub-sdk/money: formatUsd + parseUnits", hubSdk("money"), "{ formatUsd, parseUnits }", "1 kB"],
  [
    "@hiber/hub-sdk/x402: createPayingFetch, with @x402/* and @solana/kit",
    hubSdk("x402"),
    "{ createPayingFetch }",
    "53 kB",
  ],
  ["@hiber/ui: Card", ui("index"), "{ Card }", "7.5 kB", { ignore: REACT, mustNotReach: HEAVY_UI }],
  ["@hiber/ui: ModelCard", ui("index"), "{ ModelCard }", "24 kB", { ignore: REACT, mustNotReach: HEAVY_UI }],
  [
    "@hiber/ui: StoreScreen",
    ui("index"),
    "{ StoreScreen }",
    "47 kB",
    { ignore: REACT, mustNotReach: HEAVY_UI },
  ],
  [
    "@hiber/ui: WalletButton",
    ui("index"),
    "{ WalletButton }",
    "42 kB",
    { ignore: REACT, mustNotReach: HEAVY_UI },
  ],
  [
    "@hiber/ui/graph: CommunityGraph, first load",
    ui("graph"),
    "{ CommunityGraph }",
    "30 kB",
    { ignore: REACT, firstLoad: true, mustNotReach: HEAVY_UI },
  ],
  [
    "@hiber/ui/visualization: ModelVisualization, first load",
    ui("visualization"),
    "{ ModelVisualization }",
    "12 kB",
    { ignore: REACT, firstLoad: true, mustNotReach: HEAVY_UI },
  ],
  [
    "@hiber/wallet-kit: WalletKitRoot + useWalletButton, first load",
    walletKit("index"),
    "{ WalletKitRoot, useWalletButton }",
    "2.5 kB",
    { ignore: WALLET_PEERS, firstLoad: true, mustNotReach: SOLANA },
  ],
  [
    "@hiber/wallet-kit: WalletKitRoot + useWalletButton, wallet loaded",
    walletKit("index"),
    "{ WalletKitRoot, useWalletButton }",
    "142 kB",
    { ignore: WALLET_PEERS },
  ],
  ["@hiber/wallet-kit/signed-message", walletKit("signed-message"), "*", "1 kB"],
];

export default budgets.map(([name, path, importClause, limit, options]) =>
  check(name, path, importClause, limit, options),
);
