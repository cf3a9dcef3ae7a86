/**
 * /swarms in a browser, on the embedded emulators: the worker's payments-off server (free-server.ts), whose
 * router emulator is scripted per model through `/api/router/_emulator` (loopback only). Each agent is
 * its own `POST /api/inference`; the faults are the router's (404, 503 then success, 500).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { scriptRouter, useFreeServer } from "./free-server.ts";
import { everyPanelStreaming, swarmPanels } from "./swarm-panels.ts";

const LLAMA = "meta-llama/Llama-3.1-8B-Instruct";
const GEMMA = "google/gemma-2-9b-it";
const QWEN = "Qwen/Qwen2.5-7B-Instruct";
const ZEPHYR = "HuggingFaceH4/zephyr-7b-beta";
const FOUR = [LLAMA, GEMMA, QWEN, ZEPHYR];

const shortName = (id: string) => id.slice(id.indexOf("/") + 1);
const panels = swarmPanels;

async function runSwarm(page: Page, agents: string[], strategy: "parallel" | "chain" = "parallel") {
  await page.goto("/swarms");
  await expect(page.getByRole("heading", { level: 1, name: "Hiber Swarms." })).toBeVisible();
  await page.getByLabel("Strategy").selectOption(strategy);
  for (const agent of agents) await page.getByRole("button", { name: shortName(agent), exact: true }).click();
  await page.getByLabel("Input").fill("What is a swarm of language models?");
  await page.getByRole("button", { name: "Run Swarm" }).click();
}

test.describe("swarms with payments off", () => {
  test.describe.configure({ mode: "default" });
  const api = useFreeServer();

  test("asks for input, and names the default model when no agent is selected", async ({ page }) => {
    await page.goto("/swarms");
    await expect(
      page.getByText("No agent selected: the default model Mistral-7B-Instruct-v0.2 runs."),
    ).toBeVisible();
    await expect(page.locator('[data-slot="swarm-agent-chip"]')).toHaveCount(12);
    await page.getByLabel("Input").fill("   ");
    await page.getByRole("button", { name: "Run Swarm" }).click();
    await expect(page.getByText("Please provide input text")).toBeVisible();
    await expect(panels(page)).toHaveCount(0);
  });

  test("4 agents in parallel stream into 4 panels at once, then a synthesis of 4 answers", async ({
    page,
  }) => {
    // Slow tokens, so the four streams overlap for seconds: the first 60 of each answer (and of the
    // synthesis, Llama's) 80 ms apart, ~5 s; the rest at full speed, so the run waits no longer than that.
    const pace = { tokenDelayMs: 80, pacedTokens: 60 };
    await scriptRouter(api(), Object.fromEntries(FOUR.map((model) => [model, pace])));
    await runSwarm(page, FOUR);
    await expect(panels(page)).toHaveCount(4);
    // A moment when every panel has text and none has finished: the four stream side by side.
    await expect.poll(() => everyPanelStreaming(page)).toBe(true);
    await expect(page.locator('[data-slot="swarm-combined-result"][data-status="done"]')).toBeVisible();
    await expect(page.getByText(/^Synthesis of 4 answers by Llama-3\.1-8B-Instruct$/)).toBeVisible();
    await expect(panels(page).filter({ hasText: "Done" })).toHaveCount(4);
    // The run's settings are in the URL, to share.
    expect(new URL(page.url()).searchParams.get("agents")).toBe(FOUR.join(","));
  });

  test("a 404 model is replaced by the next unused playground model, named on its panel", async ({
    page,
  }) => {
    await scriptRouter(api(), { [ZEPHYR]: { fail: 404 } });
    await runSwarm(page, [ZEPHYR, GEMMA]);
    const first = panels(page).first();
    await expect(first).toHaveAttribute("data-status", "done");
    await expect(first).toContainText("Replaced zephyr-7b-beta (404 not found) by Llama-3.1-8B-Instruct.");
    await expect(first.getByRole("heading")).toHaveText("Agent 1: Llama-3.1-8B-Instruct");
  });

  test("a model answering 503 while it loads is retried and then answers", async ({ page }) => {
    await scriptRouter(api(), { [GEMMA]: { loading: 1, estimatedTime: 1 } });
    await runSwarm(page, [GEMMA]);
    // The server waits the spec's 5 s before retrying.
    await expect(panels(page).first()).toHaveAttribute("data-status", "done", { timeout: 30_000 });
    await expect(page.locator('[data-slot="swarm-combined-result"]')).toContainText(
      "Output of the only agent that answered",
    );
  });

  test("in a chain, a failing agent is replaced by the fallback model, labelled (fallback)", async ({
    page,
  }) => {
    await scriptRouter(api(), { [GEMMA]: { fail: 500 } });
    await runSwarm(page, [LLAMA, GEMMA, QWEN], "chain");
    await expect(page.getByRole("list", { name: "Pipeline" })).toBeVisible();
    const second = panels(page).nth(1);
    await expect(second).toHaveAttribute("data-status", "done");
    await expect(second.getByRole("heading")).toHaveText("Agent 2: Mistral-7B-Instruct-v0.2 (fallback)");
    await expect(panels(page).nth(2)).toHaveAttribute("data-status", "done");
    await expect(page.getByText("Output of the chain's last agent")).toBeVisible();
  });

  test("a chain that cannot continue says which agent failed", async ({ page }) => {
    await scriptRouter(api(), {
      [GEMMA]: { fail: 500 },
      "mistralai/Mistral-7B-Instruct-v0.2": { fail: 500 },
    });
    await runSwarm(page, [LLAMA, GEMMA, QWEN], "chain");
    await expect(
      page.getByText(`Agent ${GEMMA} failed: Model inference failed: 500 Internal Server Error`),
    ).toBeVisible();
    await expect(panels(page).nth(2)).toHaveAttribute("data-status", "skipped");
  });

  test("when every agent fails, each says why and the run says all failed", async ({ page }) => {
    await scriptRouter(api(), { [LLAMA]: { fail: 500 }, [GEMMA]: { fail: 502 } });
    await runSwarm(page, [LLAMA, GEMMA]);
    await expect(page.getByText("All agents failed. Please try again.")).toBeVisible();
    await expect(panels(page).nth(0)).toContainText(
      "Error: Model inference failed: 500 Internal Server Error",
    );
    await expect(panels(page).nth(1)).toContainText("Error: Model inference failed: 502 Bad Gateway");
    await expect(page.locator('[data-slot="swarm-combined-result"]')).toHaveCount(0);
  });
});
