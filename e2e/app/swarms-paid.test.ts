/**
 * /swarms with payments on (the shared test server), paid by the burner wallet funded from the embedded
 * chain's faucet (`hiber_faucetUsdc`); balances are read from the chain, independently of the page. The
 * router emulator is scripted per model through `/api/router/_emulator` (loopback only).
 */
import type { Page } from "@playwright/test";
import { chooseBurner, collectProofs, paymentsOn, rpc, usdcUnits } from "./chain.ts";
import { expect, test } from "./fixtures.ts";
import { scriptRouter } from "./free-server.ts";

const LLAMA = "meta-llama/Llama-3.1-8B-Instruct";
const GEMMA = "google/gemma-2-9b-it";
const QWEN = "Qwen/Qwen2.5-7B-Instruct";

const shortName = (id: string) => id.slice(id.indexOf("/") + 1);
const panels = (page: Page) => page.locator('[data-slot="swarm-agent-output"]');

test.describe("swarms with payments on", () => {
  test.afterEach(async ({ request }) => {
    await scriptRouter(request, {});
  });

  test("a paid 3-agent parallel run with one model failing: the balance drops by exactly what the answered requests cost, and the failed agent is not charged", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const payments = await paymentsOn(request);
    const price = Number(payments.amount);
    await scriptRouter(request, { [GEMMA]: { fail: 500 } });
    const proofs = collectProofs(page);

    await page.goto("/swarms");
    await expect(page.getByRole("heading", { level: 1, name: "Hiber Swarms." })).toBeVisible();
    await page.getByRole("button", { name: "Connect Wallet", exact: true }).click();
    const owner = await chooseBurner(page);
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
    // Paid agents stream once their proof is verified, so their time to first token is measured.
    for (const answered of [0, 2])
      await expect(panels(page).nth(answered)).toContainText(/First token: \d+(\.\d)? m?s/);
    await expect(page.locator('[data-slot="swarm-total-cost"]')).toHaveText(
      "Total cost of the run: 0.30 USDC",
    );
    await expect.poll(() => usdcUnits(request, owner, payments.asset)).toBe(before - 3 * price);
    // Each agent's request went with its own proof (three signed in one batch), then the synthesis's.
    expect(proofs.size).toBe(4);
  });
});
