// The packages from Node (server rendering, scripts): every entry imports, hub-sdk lists models from the hub
// at argv[2], and ui renders them with react-dom/server.
import { listModelsPage } from "@hiber/hub-sdk";
import { formatUsd, parseUnits, USDC_DECIMALS } from "@hiber/hub-sdk/money";
import { ModelCard } from "@hiber/ui";
import { WalletKitRoot } from "@hiber/wallet-kit";
import { buildSignedMessage } from "@hiber/wallet-kit/signed-message";
import { createElement } from "react";
import { renderToString } from "react-dom/server";

const page = await listModelsPage({ baseUrl: process.argv[2], pageSize: 2 });
if (page.items.length !== 2 || !page.nextCursor)
  throw new Error("listModelsPage did not return a first page");
for (const model of page.items) {
  const html = renderToString(createElement(ModelCard, { model, href: `/models/${model.id}` }));
  if (!html.includes(`href="/models/${model.id}"`)) throw new Error(`ModelCard did not render ${model.id}`);
}
if (formatUsd(parseUnits("0.1", USDC_DECIMALS)) !== "$0.10")
  throw new Error("@hiber/hub-sdk/money is broken");
if (typeof WalletKitRoot !== "function" || typeof buildSignedMessage !== "function")
  throw new Error("@hiber/wallet-kit's entries are broken");
console.log(`  Node: listed ${page.items.map((m) => m.id).join(", ")} and rendered them as ModelCards`);
