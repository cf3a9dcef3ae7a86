/**
 * Contract tests: `previewDataset` (spec §7 calls 3–5) against the datasets-server emulator over real
 * HTTP. Failures the emulator cannot produce (a failing `/first-rows` or `/info`) come from a local
 * `node:http` proxy in front of it, which also records the calls made.
 */
import { startDatasetsServerEmulator } from "@hiber/emulators";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DatasetsServerError, HubSdkError, InputError, InvalidResponseError } from "../errors";
import { type LocalServer, startLocalServer } from "../test/local-server";
import { previewDataset } from "./preview-dataset";

let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  server = await startDatasetsServerEmulator({ port: 0 });
});

afterAll(async () => {
  await server?.close();
});

/** A canned answer the proxy gives instead of forwarding. */
interface Failure {
  status: number;
  body: string;
  code?: string;
}

/** A proxy in front of the emulator that answers `failures[path]` itself and records every call. */
async function startProxy(failures: Record<string, Failure>): Promise<LocalServer & { calls: string[] }> {
  const calls: string[] = [];
  const local = await startLocalServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    calls.push(`${url.pathname}${url.search}`);
    const failure = failures[url.pathname];
    if (failure) {
      res.statusCode = failure.status;
      res.setHeader("Content-Type", "application/json");
      if (failure.code) res.setHeader("X-Error-Code", failure.code);
      res.end(failure.body);
      return;
    }
    const upstream = await fetch(`${server.url}${url.pathname}${url.search}`);
    res.statusCode = upstream.status;
    res.setHeader("Content-Type", "application/json");
    const code = upstream.headers.get("X-Error-Code");
    if (code) res.setHeader("X-Error-Code", code);
    res.end(await upstream.text());
  });
  return Object.assign(local, { calls });
}

const NOT_READY: Failure = {
  status: 500,
  code: "ResponseNotReady",
  body: JSON.stringify({
    error: "The server is busier than usual and the response is not ready yet. Please retry later.",
  }),
};

describe("previewDataset against the datasets-server emulator", () => {
  it("previews a tabular dataset with a ClassLabel column from /first-rows (iris)", async () => {
    const preview = await previewDataset({ baseUrl: server.url, dataset: "scikit-learn/iris" });
    expect(preview).toMatchObject({
      datasetName: "scikit-learn/iris",
      columns: ["Id", "SepalLengthCm", "SepalWidthCm", "PetalLengthCm", "PetalWidthCm", "Species"],
      totalRows: 150,
      config: "default",
      split: "train",
      source: "first-rows",
    });
    expect(preview.rows).toHaveLength(100);
    expect(preview.rows[0]).toEqual({
      Id: 1,
      SepalLengthCm: 5.1,
      SepalWidthCm: 3.5,
      PetalLengthCm: 1.4,
      PetalWidthCm: 0.2,
      Species: 0,
    });
    expect(preview.features.find((f) => f.name === "Species")!.type).toEqual({
      _type: "ClassLabel",
      names: ["Iris-setosa", "Iris-versicolor", "Iris-virginica"],
    });
  });

  it("previews a dataset with a nested list column (earthquakes)", async () => {
    const preview = await previewDataset({ baseUrl: server.url, dataset: "vega-datasets/earthquakes" });
    expect(preview.columns).toContain("coordinates");
    expect(preview.source).toBe("first-rows");
    const coordinates = preview.rows[0]!.coordinates as unknown[];
    expect(coordinates).toHaveLength(3);
    expect(preview.totalRows).toBeGreaterThan(preview.rows.length);
  });

  it("counts every row of a long-text dataset although /first-rows returns only some (State of the Union)", async () => {
    const preview = await previewDataset({
      baseUrl: server.url,
      dataset: "jsulz/state-of-the-union-addresses",
    });
    expect(preview.totalRows).toBe(233);
    expect(preview.rows.length).toBeLessThan(233);
    expect(preview.columns).toEqual(["year", "name", "party", "text"]);
  });

  it("uses a split from /splits when the dataset has no default config (flights)", async () => {
    const proxy = await startProxy({});
    try {
      const preview = await previewDataset({ baseUrl: proxy.url, dataset: "vega-datasets/flights" });
      expect(preview).toMatchObject({ config: "2k", split: "train", source: "first-rows", totalRows: 2_000 });
      expect(preview.columns).toEqual(expect.arrayContaining(["delay", "distance"]));
      expect(proxy.calls.map((c) => c.split("?")[0]).sort()).toEqual([
        "/first-rows",
        "/first-rows",
        "/info",
        "/splits",
      ]);
    } finally {
      await proxy.close();
    }
  });

  it("previews an explicit config (flights 200k) without asking /splits", async () => {
    const proxy = await startProxy({});
    try {
      const preview = await previewDataset({
        baseUrl: proxy.url,
        dataset: "vega-datasets/flights",
        config: "200k",
      });
      expect(preview).toMatchObject({
        config: "200k",
        split: "train",
        totalRows: 200_000,
        source: "first-rows",
      });
      expect(proxy.calls.some((c) => c.startsWith("/splits"))).toBe(false);
    } finally {
      await proxy.close();
    }
  });

  it("makes exactly calls 3 and 4 when /first-rows answers", async () => {
    const proxy = await startProxy({});
    try {
      await previewDataset({ baseUrl: proxy.url, dataset: "SIH/palmer-penguins" });
      expect([...proxy.calls].sort()).toEqual([
        "/first-rows?dataset=SIH%2Fpalmer-penguins&config=default&split=train",
        "/info?dataset=SIH%2Fpalmer-penguins",
      ]);
    } finally {
      await proxy.close();
    }
  });
});

describe("previewDataset fallbacks", () => {
  let proxy: LocalServer & { calls: string[] };
  afterEach(async () => {
    await proxy?.close();
  });

  it("falls back to /rows offset 0 length 5 when /first-rows fails; totalRows from /info", async () => {
    proxy = await startProxy({ "/first-rows": NOT_READY });
    const preview = await previewDataset({ baseUrl: proxy.url, dataset: "scikit-learn/auto-mpg" });
    expect(preview.source).toBe("rows");
    expect(preview.rows).toHaveLength(5);
    expect(preview.totalRows).toBe(406);
    expect(proxy.calls).toContain(
      "/rows?dataset=scikit-learn%2Fauto-mpg&config=default&split=train&offset=0&length=5",
    );
  });

  it("ignores a failed /info: totalRows is /rows' num_rows_total", async () => {
    proxy = await startProxy({ "/first-rows": NOT_READY, "/info": NOT_READY });
    const preview = await previewDataset({ baseUrl: proxy.url, dataset: "SIH/palmer-penguins" });
    expect(preview).toMatchObject({ source: "rows", totalRows: 344 });
    expect(preview.rows).toHaveLength(5);
  });

  it("ignores a failed /info: totalRows is /info-less /first-rows' row count", async () => {
    proxy = await startProxy({ "/info": { status: 200, body: "not json" } });
    const preview = await previewDataset({ baseUrl: proxy.url, dataset: "SIH/palmer-penguins" });
    expect(preview.source).toBe("first-rows");
    expect(preview.totalRows).toBe(preview.rows.length);
  });

  it("throws 'Failed to load dataset preview for {id}: {reason}' when both calls fail", async () => {
    proxy = await startProxy({ "/first-rows": NOT_READY, "/rows": NOT_READY });
    const error = await previewDataset({ baseUrl: proxy.url, dataset: "scikit-learn/iris" }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DatasetsServerError);
    expect((error as DatasetsServerError).message).toBe(
      "Failed to load dataset preview for scikit-learn/iris: The server is busier than usual and the response is not ready yet. Please retry later.",
    );
    expect(error).toMatchObject({ status: 500, errorCode: "ResponseNotReady" });
    expect((error as Error).cause).toBeInstanceOf(DatasetsServerError);
  });

  it("says 'Unknown error' when the service gives no reason", async () => {
    const empty: Failure = { status: 502, body: "" };
    proxy = await startProxy({ "/first-rows": empty, "/rows": empty });
    const error = await previewDataset({ baseUrl: proxy.url, dataset: "scikit-learn/iris" }).catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toBe(
      "Failed to load dataset preview for scikit-learn/iris: Unknown error",
    );
  });

  it("keeps InvalidResponseError for a malformed /rows body, with the spec's message", async () => {
    proxy = await startProxy({ "/first-rows": NOT_READY, "/rows": { status: 200, body: '{"rows":1}' } });
    const error = await previewDataset({ baseUrl: proxy.url, dataset: "scikit-learn/iris" }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as Error).message).toBe(
      "Failed to load dataset preview for scikit-learn/iris: Invalid response format",
    );
  });
});

describe("previewDataset errors from the emulator", () => {
  it("reports a dataset whose viewer is disabled", async () => {
    const error = await previewDataset({ baseUrl: server.url, dataset: "ylecun/mnist" }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DatasetsServerError);
    expect((error as Error).message).toBe("Failed to load dataset preview for ylecun/mnist: Not found.");
  });

  it("reports an unknown dataset (401)", async () => {
    const error = await previewDataset({ baseUrl: server.url, dataset: "nobody/nothing" }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 401, errorCode: "ExternalUnauthenticatedError" });
    expect((error as Error).message).toMatch(
      /^Failed to load dataset preview for nobody\/nothing: The dataset does not exist, or is not accessible/,
    );
  });

  it("does not look for another split when the caller named one", async () => {
    const error = await previewDataset({
      baseUrl: server.url,
      dataset: "vega-datasets/flights",
      config: "default",
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, errorCode: "ResponseNotFound" });
  });

  it("throws InputError for an empty dataset, and AbortError untouched", async () => {
    await expect(previewDataset({ baseUrl: server.url, dataset: "" })).rejects.toBeInstanceOf(InputError);
    const controller = new AbortController();
    controller.abort();
    const error = await previewDataset({
      baseUrl: server.url,
      dataset: "scikit-learn/iris",
      signal: controller.signal,
    }).catch((e: unknown) => e);
    expect((error as Error).name).toBe("AbortError");
    expect(error).not.toBeInstanceOf(HubSdkError);
  });
});
