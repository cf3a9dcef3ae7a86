/**
 * The arena end to end (issue 18): a signed vote with the burner wallet, and the leaderboard it feeds.
 * The app has no side-by-side view yet (arena-run's SideBySide is a ui component, not wired into a page on
 * this branch), so the test asks the server for a run id directly (`POST /api/arena/runs`, what the view
 * calls when a run starts) and opens the run's vote bar at `/arena?run=`. Each test uses a task of its own,
 * so the votes already in the test data directory do not count.
 */
import { randomBytes } from "node:crypto";
import { expect } from "@playwright/test";
import { test } from "./fixtures";

test("a vote signed with the burner wallet is recorded once and moves the leaderboard", async ({
  page,
  request,
}) => {
  const task = `e2e-${randomBytes(4).toString("hex")}`;
  const a = "org/arena-left";
  const b = "org/arena-right";
  const run = await request.post("/api/arena/runs", { data: { a, b, task } });
  expect(run.status()).toBe(201);
  const { runId } = (await run.json()) as { runId: string };

  await page.goto(`/arena?task=${task}&run=${runId}`);
  await expect(page.getByText(`No votes yet for ${task}.`)).toBeVisible();
  const bar = page.getByRole("region", { name: "Vote" });

  // Without a wallet, voting opens the wallet modal; the burner wallet connects.
  await bar.getByRole("button", { name: "A is better" }).click();
  const modal = page.getByRole("dialog");
  await modal.getByRole("button", { name: /Burner wallet/ }).click();
  await expect(modal).toBeHidden();

  await bar.getByRole("button", { name: "A is better" }).click();
  await expect(bar.getByText("Your vote is recorded: A is better.")).toBeVisible();

  const board = page.getByRole("region", { name: "Leaderboard" });
  const left = board.locator(`tr[data-model="${a}"]`);
  const right = board.locator(`tr[data-model="${b}"]`);
  await expect(left).toContainText("not enough votes");
  await expect(left.locator("td").nth(3)).toHaveText("1");
  await expect(left.locator("td").nth(4)).toHaveText("100 %");
  await expect(right.locator("td").nth(4)).toHaveText("0 %");

  // The same wallet cannot vote twice on the run: the page shows the server's refusal.
  await page.reload();
  await page.getByRole("region", { name: "Vote" }).getByRole("button", { name: "B is better" }).click();
  await expect(page.getByRole("region", { name: "Vote" }).getByRole("alert")).toHaveText(
    "You have already voted on this run.",
  );
  await expect(left.locator("td").nth(3)).toHaveText("1");
});
