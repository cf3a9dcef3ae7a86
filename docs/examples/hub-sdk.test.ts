/**
 * Runs the docs site's hub-sdk examples (hub-sdk.ts, shown in docs/guides/HubSdk.mdx) against the emulators
 * over HTTP: what the page shows is code that works.
 */
import {
  type RunningRouter,
  type RunningServer,
  startDatasetsServerEmulator,
  startHubEmulator,
  startRouterEmulator,
} from "@hiber/emulators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answerWithFallback,
  askTheRouter,
  describeModel,
  firstTwoPages,
  irisPreview,
  topTextGenerationModels,
} from "./hub-sdk";

let hub: RunningServer;
let datasetsServer: RunningServer;
let router: RunningRouter;

beforeAll(async () => {
  [hub, datasetsServer, router] = await Promise.all([
    startHubEmulator({ port: 0 }),
    startDatasetsServerEmulator({ port: 0 }),
    startRouterEmulator({ port: 0 }),
  ]);
});
afterAll(async () => {
  await Promise.all([hub?.close(), datasetsServer?.close(), router?.close()]);
});

describe("the hub-sdk page's examples", () => {
  it("lists the five most downloaded text-generation models, most downloaded first", async () => {
    const models = await topTextGenerationModels(hub.url);
    expect(models).toHaveLength(5);
    const downloads = models.map((model) => model.downloads);
    expect(downloads).toEqual([...downloads].sort((a, b) => b - a));
  });

  it("pages with the cursor: the second page follows the first", async () => {
    const ids = await firstTwoPages(hub.url);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });

  it("describes a model, and a missing one by its error", async () => {
    expect(await describeModel("google-bert/bert-base-uncased", hub.url)).toMatch(
      /^google-bert\/bert-base-uncased: fill-mask, \d+ parameters, apache-2.0$/,
    );
    expect(await describeModel("nobody/no-such-model", hub.url)).toMatch(/^nobody\/no-such-model: 40[14]/);
  });

  it("previews the iris dataset", async () => {
    const preview = await irisPreview(datasetsServer.url);
    expect(preview.columns).toContain("Species");
    expect(preview.totalRows).toBe(150);
    expect(preview.firstRow).toHaveProperty("Species");
  });

  it("asks the router once and streamed", async () => {
    const { answer, streamed } = await askTheRouter(router.url);
    expect(answer.length).toBeGreaterThan(0);
    expect(streamed.length).toBeGreaterThan(0);
  });

  it("falls back to the next model when the selected one fails", async () => {
    router.scripts.set("meta-llama/Llama-3.1-8B-Instruct", { fail: 500 });
    const result = await answerWithFallback("Hello", router.url);
    expect(result.answeredBy).toBe("Qwen/Qwen2.5-7B-Instruct");
    expect(result.text.length).toBeGreaterThan(0);
  });
});
