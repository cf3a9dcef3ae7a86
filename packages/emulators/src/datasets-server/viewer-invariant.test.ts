import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../http/serve";
import { createHubApp } from "../hub/app";
import { defaultDatasetCatalogue } from "../hub-datasets/catalogue";
import { registerHubDatasetRoutes } from "../hub-datasets/routes";
import { getJson, walkPages } from "../test/http";
import { startDatasetsServerEmulator } from "./server";

/*
 * The hub and the datasets server agree: every dataset the hub lists with a viewer has rows, with the
 * split sizes its card states and the hub's commit as X-Revision (a dataset of hand-written sample rows,
 * `sample:` in the catalogue, serves a few rows of one of the splits its card states); every dataset
 * listed with `viewer: false` has none.
 */

type HubRow = { id: string; sha: string; cardData: Record<string, unknown> };
type SplitEntry = { dataset: string; config: string; split: string };
type CardInfo = { config_name: string; splits: { name: string; num_examples: number }[] };

let hub: RunningServer;
let viewer: RunningServer;
let listed: HubRow[];
beforeAll(async () => {
  hub = await startServer(registerHubDatasetRoutes(createHubApp()), { port: 0 });
  viewer = await startDatasetsServerEmulator({ port: 0 });
  listed = (await walkPages<HubRow>(`${hub.url}/api/datasets?full=true&limit=50`)).flatMap((p) => p.body);
});
afterAll(async () => {
  await Promise.all([hub.close(), viewer.close()]);
});

const ds = <T>(path: string) => getJson<T>(`${viewer.url}${path}`);

// Each test walks every listed dataset over HTTP (71 with a viewer), one request after another.
describe("hub datasets × datasets server", () => {
  it("serves rows for every dataset the hub lists with a viewer", async () => {
    const withViewer = listed.filter((d) => d.cardData.viewer !== false);
    expect(withViewer.length).toBeGreaterThanOrEqual(4);
    for (const dataset of withViewer) {
      const q = `dataset=${encodeURIComponent(dataset.id)}`;
      const valid = await ds<Record<string, boolean>>(`/is-valid?${q}`);
      expect(valid.body.preview, dataset.id).toBe(true);
      expect(valid.headers.get("x-revision"), dataset.id).toBe(dataset.sha);

      const splits = await ds<{ splits: SplitEntry[] }>(`/splits?${q}`);
      expect(splits.body.splits.length, dataset.id).toBeGreaterThan(0);
      const info = await ds<{
        dataset_info: Record<string, { splits: Record<string, { num_examples: number }> }>;
      }>(`/info?${q}`);
      for (const { config, split } of splits.body.splits) {
        const first = await ds<{ rows: unknown[] }>(
          `/first-rows?${q}&config=${encodeURIComponent(config)}&split=${encodeURIComponent(split)}`,
        );
        expect(first.status, `${dataset.id} ${config}/${split}`).toBe(200);
        expect(first.body.rows.length, `${dataset.id} ${config}/${split}`).toBeGreaterThan(0);
      }
      // The hub card's split sizes are the rows the datasets server serves (a sample's: a few of them).
      const card = dataset.cardData.dataset_info as CardInfo | CardInfo[] | undefined;
      if (defaultDatasetCatalogue().get(dataset.id)?.rowsSource?.startsWith("sample:")) {
        for (const { config, split } of splits.body.splits) {
          const served = info.body.dataset_info[config]?.splits[split]?.num_examples ?? 0;
          const stated = (Array.isArray(card) ? card : card ? [card] : [])
            .find((entry) => entry.config_name === config)
            ?.splits.find((entry) => entry.name === split)?.num_examples;
          expect(served, `${dataset.id} ${config}/${split}`).toBeGreaterThan(0);
          if (stated !== undefined) expect(served, dataset.id).toBeLessThanOrEqual(stated);
        }
        continue;
      }
      for (const entry of Array.isArray(card) ? card : card ? [card] : []) {
        for (const split of entry.splits) {
          expect(
            info.body.dataset_info[entry.config_name]?.splits[split.name]?.num_examples,
            dataset.id,
          ).toBe(split.num_examples);
        }
      }
    }
  }, 120_000);

  it("lists, with a viewer, a split of 100,000 rows or more and a nested List column", async () => {
    const withViewer = listed.filter((d) => d.cardData.viewer !== false);
    let largest = { id: "", rows: 0 };
    const nested: string[] = [];
    for (const dataset of withViewer) {
      const q = `dataset=${encodeURIComponent(dataset.id)}`;
      const splits = await ds<{ splits: SplitEntry[] }>(`/splits?${q}`);
      for (const { config, split } of splits.body.splits) {
        const page = await ds<{ num_rows_total: number; features: { type: { _type: string } }[] }>(
          `/rows?${q}&config=${encodeURIComponent(config)}&split=${encodeURIComponent(split)}&length=1`,
        );
        if (page.body.num_rows_total > largest.rows)
          largest = { id: dataset.id, rows: page.body.num_rows_total };
        if (page.body.features.some((f) => f.type._type === "List")) nested.push(dataset.id);
      }
    }
    expect(largest.rows, largest.id).toBeGreaterThanOrEqual(100_000);
    expect(nested.length).toBeGreaterThan(0);
  }, 120_000);

  it("serves no rows for the datasets the hub lists with viewer: false", async () => {
    const withoutViewer = listed.filter((d) => d.cardData.viewer === false);
    expect(withoutViewer.length).toBeGreaterThan(0);
    for (const dataset of withoutViewer) {
      const q = `dataset=${encodeURIComponent(dataset.id)}`;
      const valid = await ds<Record<string, boolean>>(`/is-valid?${q}`);
      expect(
        Object.values(valid.body).every((v) => v === false),
        dataset.id,
      ).toBe(true);
      const rows = await ds(`/rows?${q}&config=default&split=train`);
      expect(rows.status, dataset.id).toBe(404);
      expect(rows.headers.get("x-error-code")).toBe("ResponseNotFound");
    }
  });
});
