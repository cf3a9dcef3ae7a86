/**
 * The arena end to end (issue 18): a real side-by-side run on `/compare`, the vote bar under both answers, a
 * vote signed with the burner wallet, and the leaderboard it feeds on `/arena`. Free runs need
 * `PAYMENTS=off`, so these tests run in order on the worker's payments-off server (free-server.ts). Its data
 * directory keeps the votes of earlier runs, so the leaderboard is read before the vote and the test expects
 * one more.
 */
import type { Page } from "@playwright/test";
import type { Leaderboard } from "../../packages/app/server/arena/routes.ts";
import { expect, openComparison, test } from "./fixtures.ts";
import { useFreeServer } from "./free-server.ts";

const LLAMA_8B = "meta-llama/Llama-3.1-8B-Instruct";
const GEMMA_9B = "google/gemma-2-9b-it";
const PROMPT = "Tell me about the history of the lighthouse.";
const TASK = "text-generation";

const panel = (page: Page, side: "a" | "b") =>
  page.locator(`[data-slot="side-by-side-panel"][data-side="${side}"]`);
const compareUrl = (a: string, b: string) => `/compare?${new URLSearchParams({ a, b, prompt: PROMPT })}`;

test.describe("the arena, payments off", () => {
  test.describe.configure({ mode: "default" });
  const api = useFreeServer();

  test("a side-by-side run, a vote signed with the burner wallet, the leaderboard row; a second vote is refused", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const before = (await (await api().get(`/api/arena/leaderboard?task=${TASK}`)).json()) as Leaderboard;
    const votesBefore = before.models.find((row) => row.model === LLAMA_8B)?.votes ?? 0;

    await page.goto(compareUrl(LLAMA_8B, GEMMA_9B));
    const issued = page.waitForResponse(
      (response) => response.url().endsWith("/api/arena/runs") && response.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Run both" }).click();
    const run = await issued;
    expect(run.status()).toBe(201);
    const { runId } = (await run.json()) as { runId: string };

    // The vote bar waits for both answers.
    const bar = page.getByRole("region", { name: "Vote" });
    await expect(panel(page, "a")).toHaveAttribute("data-status", /waiting|streaming/);
    await expect(bar).toHaveCount(0);
    for (const side of ["a", "b"] as const)
      await expect(panel(page, side)).toHaveAttribute("data-status", "done", { timeout: 45_000 });
    await expect(bar).toBeVisible();

    // Without a wallet, voting opens the wallet modal; the burner wallet connects.
    await bar.getByRole("button", { name: "A is better" }).click();
    const modal = page.getByRole("dialog");
    await modal.getByRole("button", { name: /Burner wallet/ }).click();
    await expect(modal).toBeHidden();
    await bar.getByRole("button", { name: "A is better" }).click();
    await expect(bar.getByText("Your vote is recorded: A is better.")).toBeVisible();

    await bar.getByRole("link", { name: "See the leaderboard" }).click();
    await expect(page).toHaveURL(new RegExp(`/arena\\?task=${TASK}$`));
    const board = page.getByRole("region", { name: "Leaderboard" });
    await expect(board.locator(`tr[data-model="${LLAMA_8B}"] td`).nth(3)).toHaveText(String(votesBefore + 1));
    await expect(board.locator(`tr[data-model="${GEMMA_9B}"]`)).toBeVisible();

    // The same wallet cannot vote twice on the run: the page shows the server's refusal.
    await page.goto(`/arena?${new URLSearchParams({ task: TASK, run: runId })}`);
    const again = page.getByRole("region", { name: "Vote" });
    await again.getByRole("button", { name: "B is better" }).click();
    await expect(again.getByRole("alert")).toHaveText("You have already voted on this run.");
    await expect(board.locator(`tr[data-model="${LLAMA_8B}"] td`).nth(3)).toHaveText(String(votesBefore + 1));
  });

  test("the store's comparison dialog: Run both, then the vote bar under both answers", async ({ page }) => {
    test.setTimeout(60_000);
    // Two chat models the router serves (Run both refuses others): the store's search for Llama 3.1.
    const dialog = await openComparison(page, "/store?q=Llama-3.1");
    await dialog.getByRole("button", { name: "Run both" }).click();
    await dialog.getByRole("textbox", { name: "Prompt for both models" }).fill(PROMPT);
    await dialog.locator('[data-slot="side-by-side"]').getByRole("button", { name: "Run both" }).click();
    for (const side of ["a", "b"] as const)
      await expect(panel(page, side)).toHaveAttribute("data-status", "done", { timeout: 45_000 });
    const bar = dialog.getByRole("region", { name: "Vote" });
    await expect(bar.getByRole("button", { name: "A is better" })).toBeEnabled();
    await expect(bar.getByRole("link", { name: "See the leaderboard" })).toHaveAttribute(
      "href",
      `/arena?task=${TASK}`,
    );
  });

  test("a run whose id the server refuses still answers; its vote bar says votes are unavailable", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // The same model on both sides: the server issues no run id for it (`same_model`).
    await page.goto(compareUrl(LLAMA_8B, LLAMA_8B));
    await page.getByRole("button", { name: "Run both" }).click();
    for (const side of ["a", "b"] as const)
      await expect(panel(page, side)).toHaveAttribute("data-status", "done", { timeout: 45_000 });
    const bar = page.getByRole("region", { name: "Vote" });
    await expect(bar.getByRole("status")).toHaveText(
      "Votes are unavailable for this run: Pick two different models to compare.",
    );
    await expect(bar.getByRole("button")).toHaveCount(0);
    await expect(bar.getByRole("link", { name: "See the leaderboard" })).toHaveAttribute(
      "href",
      `/arena?task=${TASK}`,
    );
  });
});
