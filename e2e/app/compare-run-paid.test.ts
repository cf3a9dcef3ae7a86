/**
 * Run both with payments on (the shared test server): both sides paid in one wallet-kit batch by the burner
 * wallet, funded from the embedded chain's faucet; balances read from the chain, independently of the page.
 */
import type { Page } from "@playwright/test";
import { chooseBurner, collectProofs, paymentsOn, rpc, usdcUnits } from "./chain.ts";
import { expect, test } from "./fixtures.ts";

const LLAMA_8B = "meta-llama/Llama-3.1-8B-Instruct";
const GEMMA_9B = "google/gemma-2-9b-it";
const PROMPT = "Tell me about the history of the lighthouse.";

const panel = (page: Page, side: "a" | "b") =>
  page.locator(`[data-slot="side-by-side-panel"][data-side="${side}"]`);

test("a paid run of both: each side streamed with its own proof and settled, its speed shown; the balance drops by two prices", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const payments = await paymentsOn(request);
  const proofs = collectProofs(page);

  await page.goto(`/compare?${new URLSearchParams({ a: LLAMA_8B, b: GEMMA_9B, prompt: PROMPT })}`);
  // Without a wallet, "Run both" opens the wallet modal.
  await page.getByRole("button", { name: "Run both" }).click();
  const owner = await chooseBurner(page);
  await rpc(request, "hiber_faucetUsdc", [owner, 1_000_000]);
  const before = await usdcUnits(request, owner, payments.asset);
  expect(before).toBeGreaterThanOrEqual(1_000_000);

  await page.getByRole("button", { name: "Run both" }).click();
  for (const side of ["a", "b"] as const) {
    await expect(panel(page, side)).toHaveAttribute("data-status", "done", { timeout: 60_000 });
    await expect(panel(page, side)).toContainText("0.10 USDC");
    // Streamed once verified, so the speed is measured as on a free run (not "n/a").
    const metric = (name: string) => panel(page, side).locator(`[data-metric="${name}"]`);
    await expect(metric("Time to first token")).toHaveText(/^\d+(\.\d)? m?s$/);
    await expect(metric("Tokens/s")).toHaveText(/^\d+\.\d tokens\/s$/);
    await expect(metric("Cost")).toHaveText("0.10 USDC");
  }
  await expect
    .poll(() => usdcUnits(request, owner, payments.asset))
    .toBe(before - 2 * Number(payments.amount));
  expect(proofs.size).toBe(2);
});

test("Run both refuses a model that cannot chat and says why; a chat model in its place can run", async ({
  page,
}) => {
  await page.goto(
    `/compare?${new URLSearchParams({ a: "openai/whisper-large-v3", b: LLAMA_8B, prompt: PROMPT })}`,
  );
  const notice = page.locator('[data-slot="side-by-side-notice"]');
  await expect(notice).toHaveText(
    "whisper-large-v3 is a model for Automatic Speech Recognition: the inference router answers prompts only with chat models, so it cannot run here. Pick a chat model.",
  );
  await expect(page.getByRole("button", { name: "Run both" })).toBeDisabled();

  await page.getByLabel("Model A").selectOption(GEMMA_9B);
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Run both" })).toBeEnabled();
});
