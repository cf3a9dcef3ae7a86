/** The embedded chain, read through the app's `/api/solana` JSON-RPC, independently of the page. */
import { type APIRequestContext, expect, type Page } from "@playwright/test";

export async function rpc<T>(api: APIRequestContext, method: string, params: unknown[]): Promise<T> {
  const response = await api.post("/api/solana", { data: { jsonrpc: "2.0", id: 1, method, params } });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result as T;
}

/** The owner's USDC balance in base units, from its token account(s) of the mint; 0 without one. */
export async function usdcUnits(api: APIRequestContext, owner: string, mint: string): Promise<number> {
  const accounts = await rpc<{ value: { pubkey: string }[] }>(api, "getTokenAccountsByOwner", [
    owner,
    { mint },
    { encoding: "jsonParsed", commitment: "confirmed" },
  ]);
  let total = 0;
  for (const { pubkey } of accounts.value) {
    const balance = await rpc<{ value: { amount: string } }>(api, "getTokenAccountBalance", [
      pubkey,
      { commitment: "confirmed" },
    ]);
    total += Number(balance.value.amount);
  }
  return total;
}

/** Picks the burner wallet in the open wallet modal and waits for it to connect; returns its address. */
export async function chooseBurner(page: Page): Promise<string> {
  const modal = page.getByRole("dialog", { name: "Connect a wallet on Solana to continue" });
  await modal.getByRole("button", { name: /^Burner wallet \(local test wallet\)/ }).click();
  await expect(modal).toBeHidden();
  const button = page.locator('[data-slot="wallet-button-trigger"]');
  await expect(button).toHaveAttribute("title", /^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  return (await button.getAttribute("title")) as string;
}

/** The shared test server's payment settings (`GET /api/config`); it runs with payments on. */
export async function paymentsOn(api: APIRequestContext): Promise<{ amount: string; asset: string }> {
  const { payments } = (await (await api.get("/api/config")).json()) as {
    payments: { enabled: boolean; amount: string; asset: string };
  };
  expect(payments.enabled, "the shared test server runs with payments on").toBe(true);
  return payments;
}

/** Collects the distinct payment proofs (`PAYMENT-SIGNATURE`) the page sends to `/api/inference`. */
export function collectProofs(page: Page): Set<string> {
  const proofs = new Set<string>();
  page.on("request", (sent) => {
    const proof = sent.headers()["payment-signature"];
    if (sent.url().endsWith("/api/inference") && proof) proofs.add(proof);
  });
  return proofs;
}
