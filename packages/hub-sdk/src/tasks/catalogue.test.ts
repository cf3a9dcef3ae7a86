/**
 * Every task the hub emulator's catalogue uses, as a model's pipeline tag or a dataset's task category,
 * has a row in the table (read through the SDK over HTTP, as the app reads the hub).
 */
import { startHubEmulator } from "@hiber/emulators";
import { afterAll, beforeAll, expect, it } from "vitest";
import { listDatasets } from "../hub/list-datasets";
import { listModels } from "../hub/list-models";
import { taskInfo } from "./index";

let hub: { url: string; close(): Promise<void> };

beforeAll(async () => {
  hub = await startHubEmulator({ port: 0 });
});

afterAll(async () => {
  await hub?.close();
});

it("knows every pipeline tag and dataset task category of the catalogue", async () => {
  const tags = new Set<string>();
  for await (const model of listModels({ baseUrl: hub.url }))
    if (model.pipelineTag) tags.add(model.pipelineTag);
  for await (const dataset of listDatasets({ baseUrl: hub.url })) {
    for (const category of dataset.taskCategories) tags.add(category);
  }
  expect(tags.size).toBeGreaterThan(20);
  expect([...tags].filter((tag) => !taskInfo(tag).known)).toEqual([]);
});
