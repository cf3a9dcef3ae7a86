/**
 * A swarm run as its own page (`/swarms/run`, issue 12 item 6), on the embedded emulators: the worker's
 * payments-off server (free runs, free-server.ts), its router scripted through
 * `/api/router/_emulator`. The page opens from a run on /swarms, never runs by itself, keeps its tab and
 * agents across a reload, and runs the swarm again only when Run is pressed.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { scriptRouter, useFreeServer } from "./free-server.ts";
import { everyPanelStreaming, swarmPanels } from "./swarm-panels.ts";

const LLAMA = "meta-llama/Llama-3.1-8B-Instruct";
const GEMMA = "google/gemma-2-9b-it";
const INPUT = "What is a swarm of language models?";

const panels = swarmPanels;
const routerCalls = async (api: APIRequestContext) =>
  ((await (await api.get("/api/router/_emulator/calls")).json()) as unknown[]).length;

test.describe("a swarm run's page, payments off", () => {
  test.describe.configure({ mode: "default" });
  const api = useFreeServer();

  test("opens from /swarms idle, shows its tabs from the hub and the posts, keeps the tab on reload, and Run streams the outputs", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/swarms");
    for (const agent of [LLAMA, GEMMA]) {
      await page.getByRole("button", { name: agent.slice(agent.indexOf("/") + 1), exact: true }).click();
    }
    await page.getByLabel("Input").fill(INPUT);
    await page.getByRole("button", { name: "Run Swarm" }).click();
    await expect(page.locator('[data-slot="swarm-combined-result"][data-status="done"]')).toBeVisible({
      timeout: 45_000,
    });
    // Slow tokens for the run on the page (setting the scripts also clears the router's call log).
    await scriptRouter(api(), { [LLAMA]: { tokenDelayMs: 80 }, [GEMMA]: { tokenDelayMs: 80 } });

    await page.getByRole("link", { name: "Open as page" }).click();
    await expect(page).toHaveURL(/\/swarms\/run\?/);
    await expect(page.getByRole("heading", { level: 1, name: "Swarm run" })).toBeVisible();
    const overview = page.locator('[data-slot="swarm-detail-overview"]');
    await expect(overview.getByRole("listitem")).toHaveText([LLAMA, GEMMA]);
    await expect(overview.locator('[data-slot="swarm-detail-input"]')).toHaveText(INPUT);
    await expect(page.getByText(/Outputs are not stored/)).toBeVisible();

    // The community tab: each agent's likes and downloads as the hub gives them.
    await page.getByRole("tab", { name: "Community" }).click();
    await expect(page).toHaveURL(/[?&]tab=community/);
    const hub = (await (await api().get(`/api/hub/api/models/${LLAMA}`)).json()) as { likes: number };
    const llamaRow = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: LLAMA }) });
    await expect(llamaRow.getByRole("cell").nth(1)).toHaveText(hub.likes.toLocaleString("en-US"));
    await expect(page.getByText(/Sample figures/)).toBeVisible();

    // The discussion tab: the posts about one agent's model, labelled sample (the tweets emulator's).
    await page.getByRole("tab", { name: "Discussion" }).click();
    await expect(page).toHaveURL(/[?&]tab=discussion/);
    await expect(page.getByRole("heading", { name: `Social Discussions about ${LLAMA}` })).toBeVisible();
    await page.getByLabel("Posts about").selectOption(GEMMA);
    await expect(page.getByRole("heading", { name: `Social Discussions about ${GEMMA}` })).toBeVisible();
    await expect(page.getByText(/Sample posts/)).toBeVisible();

    // A reload keeps the tab and the agents (and the discussion's model).
    await page.reload();
    await expect(page.getByRole("tab", { name: "Discussion" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Posts about")).toHaveValue(GEMMA);
    await page.getByRole("tab", { name: "Overview" }).click();
    await expect(overview.getByRole("listitem")).toHaveText([LLAMA, GEMMA]);

    // Nothing ran by itself: no panel, and the router was not asked since the run on /swarms.
    await expect(panels(page)).toHaveCount(0);
    expect(await routerCalls(api())).toBe(0);

    // Run: both agents stream into their panels at once (slow tokens), then the synthesis of 2 answers.
    await page.getByRole("button", { name: "Run", exact: true }).click();
    await expect(panels(page)).toHaveCount(2);
    await expect.poll(() => everyPanelStreaming(page)).toBe(true);
    await expect(page.locator('[data-slot="swarm-combined-result"][data-status="done"]')).toBeVisible({
      timeout: 45_000,
    });
    await expect(page.getByText(/^Synthesis of 2 answers by Llama-3\.1-8B-Instruct$/)).toBeVisible();
    expect(await routerCalls(api())).toBeGreaterThan(0);
  });
});
