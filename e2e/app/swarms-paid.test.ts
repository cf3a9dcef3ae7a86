/**
 * /swarms with payments on (the shared test server), paid by the burner wallet funded from the embedded
 * chain's faucet (`hiber_faucetUsdc`); balances are read from the chain, independently of the page. The
 * router emulator is scripted per model through `/api/router/_emulator` (loopback only).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const LLAMA = "meta-llama/Llama-3.1-8B-Instruct";
const GEMMA = "google/gemma-2-9b-it";
const QWEN = "Qwen/Qwen2.5-7B-Instruct";

async function script(api: APIRequestContext, scripts: Record<string, unknown>) {
  expect((await api.delete("/api/router/_emulator/scripts")).ok()).toBe(true);
  if (Object.keys(scripts).length === 0) return;
  const response = await api.put("/api/router/_emulator/scripts", { data: scripts });
  expect(response.ok(), await response.text()).toBe(true);
}

async function rpc<T>(api: APIRequestContext, method: string, params: unknown[]): Promise<T> {
  const response = await api.post("/api/solana", { data: { jsonrpc: "2.0", id: 1, method, params } });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result as T;
}

/** The owner's USDC balance in base units, summed over its token accounts of the mint. */
async function usdcUnits(api: APIRequestContext, owner: string, mint: string): Promise<number> {
  const accounts = await rpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[];
  }>(api, "getTokenAccountsByOwner", [owner, { mint }, { encoding: "jsonParsed", commitment: "confirmed" }]);
  return accounts.value.reduce(
    (sum, { account }) => sum + Number(account.data.parsed.info.tokenAmount.amount),
    0,
  );
}

const shortName = (id: string) => id.slice(id.indexOf("/") + 1);
const panels = (page: Page) => page.locator('[data-slot="swarm-agent-output"]');

test.describe("swarms with payments on", () => {
  test.afterEach(async ({ request }) => {
    await script(request, {});
  });

  test("a paid 3-agent parallel run with one model failing: the balance drops by exactly what the answered requests cost, and the failed agent is not charged", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { payments } = (await (await request.get("/api/config")).json()) as {
      payments: { enabled: boolean; amount: string; asset: string };
    };
    expect(payments.enabled, "the shared test server runs with payments on").toBe(true);
    const price = Number(payments.amount);
    await script(request, { [GEMMA]: { fail: 500 } });
    const proofs: string[] = [];
    page.on("request", (sent) => {
      const proof = sent.headers()["payment-signature"];
      if (sent.url().endsWith("/api/inference") && proof) proofs.push(proof);
    });

    await page.goto("/swarms");
    await expect(page.getByRole("heading", { level: 1, name: "Hiber Swarms." })).toBeVisible();
    await page.getByRole("button", { name: "Connect Wallet", exact: true }).click();
    const modal = page.getByRole("dialog", { name: "Connect a wallet on Solana to continue" });
    await modal.getByRole("button", { name: /^Burner wallet \(local test wallet\)/ }).click();
    await expect(modal).toBeHidden();
    const button = page.locator('[data-slot="wallet-button-trigger"]');
    await expect(button).toHaveAttribute("title", /^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    const owner = (await button.getAttribute("title")) as string;
    await rpc(request, "hiber_faucetUsdc", [owner, 1_000_000]);
    const before = await usdcUnits(request, owner, payments.asset);
    expect(before).toBeGreaterThanOrEqual(1_000_000);

    await page.getByLabel("Strategy").selectOption("parallel");
    for (const agent of [LLAMA, GEMMA, QWEN])
      await page.getByRole("button", { name: shortName(agent), exact: true }).click();
    await page.getByLabel("Input").fill("What is a swarm of language models?");
    await page.getByRole("button", { name: "Run Swarm" }).click();

    await expect(page.locator('[data-slot="swarm-combined-result"][data-status="done"]')).toBeVisible({
      timeout: 60_000,
    });
    // The failing agent paid nothing; the two that answered paid the price each, and so did the synthesis.
    const failed = panels(page).nth(1);
    await expect(failed).toHaveAttribute("data-status", "failed");
    await expect(failed).toContainText("Error: Model inference failed: 500 Internal Server Error");
    await expect(failed).toContainText("Cost: Not charged");
    await expect(panels(page).nth(0)).toContainText("Cost: 0.10 USDC");
    await expect(panels(page).nth(2)).toContainText("Cost: 0.10 USDC");
    await expect(page.locator('[data-slot="swarm-total-cost"]')).toHaveText(
      "Total cost of the run: 0.30 USDC",
    );
    await expect.poll(() => usdcUnits(request, owner, payments.asset)).toBe(before - 3 * price);
    // Each agent's request went with its own proof (three signed in one batch), then the synthesis's.
    expect(new Set(proofs).size).toBe(4);
  });
});
