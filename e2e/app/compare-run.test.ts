/**
 * Run both (issue 18) end to end on the emulators: `/compare?a=…&b=…&prompt=…` asks both models at once
 * through `POST /api/inference`, each side streaming at the pace the router emulator is scripted to (its
 * control API through `/api/router/_emulator`). Free runs need `PAYMENTS=off`, so these tests run in order on
 * the worker's payments-off server (free-server.ts).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { scriptRouter, useFreeServer } from "./free-server.ts";

const LLAMA_8B = "meta-llama/Llama-3.1-8B-Instruct";
const GEMMA_9B = "google/gemma-2-9b-it";
const PROMPT = "Tell me about the history of the lighthouse.";

const panel = (page: Page, side: "a" | "b") =>
  page.locator(`[data-slot="side-by-side-panel"][data-side="${side}"]`);
const textOf = async (page: Page, side: "a" | "b") =>
  (await panel(page, side).locator('[data-slot="side-by-side-text"]').textContent()) ?? "";
const compareUrl = (a: string, b: string, prompt: string) =>
  `/compare?${new URLSearchParams({ a, b, prompt })}`;

test.describe("run both, payments off", () => {
  test.describe.configure({ mode: "default" });
  const api = useFreeServer();

  test("both sides stream at once: sampled five times, both texts grow; then each side's figures", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // Slow enough to watch: 300 ms to the first token, then 2.5 tokens a second on each side for the first 16
    // (6.4 s to take the samples in, however long the answer; the stand-in's run from ~20 to ~120 tokens, and
    // every token 200 ms apart made a short side end mid-sampling on a loaded machine and a long one take
    // 24 s); the rest of each answer at full speed.
    const slow = { firstByteDelayMs: 300, tokenDelayMs: 400, pacedTokens: 16 };
    await scriptRouter(api(), { [LLAMA_8B]: slow, [GEMMA_9B]: slow });
    await page.goto(compareUrl(LLAMA_8B, GEMMA_9B, PROMPT));
    await page.getByRole("button", { name: "Run both" }).click();

    let last = { a: 0, b: 0 };
    const samples: { a: number; b: number }[] = [];
    for (let sample = 0; sample < 5; sample++) {
      // The next sample is taken once both panels have more text than at the last one.
      await expect
        .poll(async () => {
          const now = { a: (await textOf(page, "a")).length, b: (await textOf(page, "b")).length };
          return now.a > last.a && now.b > last.b ? now : undefined;
        })
        .toBeDefined();
      last = { a: (await textOf(page, "a")).length, b: (await textOf(page, "b")).length };
      samples.push(last);
      // Still running on both sides: these samples are taken during the run, not after it.
      await expect(panel(page, "a")).toHaveAttribute("data-status", "streaming");
      await expect(panel(page, "b")).toHaveAttribute("data-status", "streaming");
    }
    expect(samples).toHaveLength(5);

    for (const side of ["a", "b"] as const) {
      await expect(panel(page, side)).toHaveAttribute("data-status", "done", { timeout: 45_000 });
      const metric = (name: string) => panel(page, side).locator(`[data-metric="${name}"]`);
      await expect(metric("Time to first token")).toHaveText(/^\d+(\.\d)? m?s$/);
      await expect(metric("Tokens/s")).toHaveText(/^\d+\.\d tokens\/s$/);
      await expect(metric("Total time")).toHaveText(/^\d+(\.\d)? m?s$/);
      await expect(metric("Cost")).toHaveText("Free");
      await expect(panel(page, side).locator('[data-slot="stand-in-notice"]')).toBeVisible();
    }
  });

  test("a side whose model fails says which model answered after it", async ({ page }) => {
    await scriptRouter(api(), { [LLAMA_8B]: { fail: 500 } });
    await page.goto(compareUrl(LLAMA_8B, GEMMA_9B, PROMPT));
    await page.getByRole("button", { name: "Run both" }).click();
    await expect(panel(page, "a").locator('[data-slot="side-by-side-trace"]')).toHaveText(
      "Answered by Llama-3.1-70B-Instruct after Llama-3.1-8B-Instruct failed",
    );
    await expect(panel(page, "b")).toHaveAttribute("data-status", "done");
    await expect(panel(page, "b").locator('[data-slot="side-by-side-trace"]')).toHaveCount(0);
  });

  test("/compare keeps both models and the prompt across a reload", async ({ page }) => {
    await page.goto(compareUrl(LLAMA_8B, GEMMA_9B, PROMPT));
    await expect(page.getByLabel("Model A")).toHaveValue(LLAMA_8B);
    await expect(page.getByLabel("Model B")).toHaveValue(GEMMA_9B);
    await expect(page.getByRole("textbox", { name: "Prompt for both models" })).toHaveValue(PROMPT);

    await page.getByLabel("Model B").selectOption("Qwen/Qwen2.5-7B-Instruct");
    await page.getByRole("textbox", { name: "Prompt for both models" }).fill("Write a haiku about rain.");
    await expect(page).toHaveURL(/prompt=Write/);
    await page.reload();
    await expect(page.getByLabel("Model A")).toHaveValue(LLAMA_8B);
    await expect(page.getByLabel("Model B")).toHaveValue("Qwen/Qwen2.5-7B-Instruct");
    await expect(page.getByRole("textbox", { name: "Prompt for both models" })).toHaveValue(
      "Write a haiku about rain.",
    );
    await expect(page.getByRole("article", { name: "Side B: Qwen2.5-7B-Instruct" })).toBeVisible();
  });
});
