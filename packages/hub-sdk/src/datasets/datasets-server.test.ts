/**
 * Contract tests: the datasets-server client against the datasets-server emulator over real HTTP.
 * Row values are checked against the original files the emulator serves (vega-datasets) or against
 * well-known real data (Fisher's iris), not against the emulator's code.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { startDatasetsServerEmulator } from "@hiber/emulators";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DatasetsServerError, HttpError, HubSdkError, InputError, InvalidResponseError } from "../errors";
import { type LocalServer, startLocalServer } from "../test/local-server";
import { datasetServerInfo } from "./dataset-server-info";
import { datasetSize } from "./dataset-size";
import { firstRows } from "./first-rows";
import { isValid } from "./is-valid";
import { listRows } from "./list-rows";
import { listSplits } from "./list-splits";
import { DATASETS_SERVER_URL } from "./request";

let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  server = await startDatasetsServerEmulator({ port: 0 });
});

afterAll(async () => {
  await server?.close();
});

/** The raw rows of a vega-datasets JSON file, read from the package the emulator ships with. */
function vegaRows(file: string): Record<string, unknown>[] {
  const emulators = createRequire(import.meta.url).resolve("@hiber/emulators");
  const vega = dirname(dirname(createRequire(emulators).resolve("vega-datasets")));
  return JSON.parse(readFileSync(join(vega, "data", file), "utf8"));
}

const NOT_ACCESSIBLE = /^The dataset does not exist, or is not accessible without authentication/;

describe("isValid", () => {
  it("reports a dataset with rows as previewable, and a viewer-disabled one as not", async () => {
    await expect(isValid({ baseUrl: server.url, dataset: "scikit-learn/iris" })).resolves.toMatchObject({
      preview: true,
      viewer: true,
    });
    await expect(isValid({ baseUrl: server.url, dataset: "ylecun/mnist" })).resolves.toEqual({
      preview: false,
      viewer: false,
      search: false,
      filter: false,
      statistics: false,
    });
  });

  it("narrows to a config and split", async () => {
    const validity = await isValid({
      baseUrl: server.url,
      dataset: "vega-datasets/flights",
      config: "2k",
      split: "train",
    });
    expect(validity.preview).toBe(true);
  });

  it("throws DatasetsServerError 401 ExternalUnauthenticatedError for an unknown dataset", async () => {
    const error = await isValid({ baseUrl: server.url, dataset: "nobody/nothing" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatasetsServerError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: "Failed to check dataset nobody/nothing",
      status: 401,
      errorCode: "ExternalUnauthenticatedError",
    });
    expect((error as DatasetsServerError).serverMessage).toMatch(NOT_ACCESSIBLE);
  });

  it("answers 404 ExternalAuthenticatedError for an unknown dataset when a token is sent", async () => {
    const error = await isValid({
      baseUrl: server.url,
      dataset: "nobody/nothing",
      accessToken: "hf_contractTest123",
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, errorCode: "ExternalAuthenticatedError" });
  });
});

describe("listSplits", () => {
  it("lists every config of a multi-config dataset, in order", async () => {
    const { splits, pending, failed } = await listSplits({
      baseUrl: server.url,
      dataset: "vega-datasets/flights",
    });
    expect(splits.map((s) => s.config)).toEqual(["2k", "5k", "10k", "20k", "200k"]);
    expect(splits.every((s) => s.split === "train" && s.dataset === "vega-datasets/flights")).toBe(true);
    expect(pending).toEqual([]);
    expect(failed).toEqual([]);
  });

  it("narrows to one config", async () => {
    const { splits } = await listSplits({
      baseUrl: server.url,
      dataset: "vega-datasets/flights",
      config: "200k",
    });
    expect(splits).toEqual([{ dataset: "vega-datasets/flights", config: "200k", split: "train" }]);
  });

  it("throws 404 ResponseNotFound for a dataset whose viewer is disabled", async () => {
    const error = await listSplits({ baseUrl: server.url, dataset: "ylecun/mnist" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatasetsServerError);
    expect(error).toMatchObject({ status: 404, errorCode: "ResponseNotFound", serverMessage: "Not found." });
  });
});

describe("datasetServerInfo", () => {
  it("normalises the dataset-level shape (keyed by config)", async () => {
    const info = await datasetServerInfo({ baseUrl: server.url, dataset: "vega-datasets/flights" });
    expect(Object.keys(info.configs)).toEqual(["2k", "5k", "10k", "20k", "200k"]);
    expect(info.configs["200k"]!.splits.train!.numExamples).toBe(vegaRows("flights-200k.json").length);
    expect(info.configs["2k"]!.configName).toBe("2k");
    expect(info.partial).toBe(false);
  });

  it("normalises the config-level shape", async () => {
    const info = await datasetServerInfo({
      baseUrl: server.url,
      dataset: "scikit-learn/iris",
      config: "default",
    });
    const iris = info.configs.default!;
    expect(Object.keys(info.configs)).toEqual(["default"]);
    expect(iris.splits.train).toMatchObject({ name: "train", numExamples: 150 });
    expect(iris.features.Species).toEqual({
      _type: "ClassLabel",
      names: ["Iris-setosa", "Iris-versicolor", "Iris-virginica"],
    });
    expect(iris.builderName).toBe("csv");
  });
});

describe("firstRows", () => {
  it("returns features as a list with raw types, and rows with their index (ClassLabel: iris)", async () => {
    const result = await firstRows({
      baseUrl: server.url,
      dataset: "scikit-learn/iris",
      config: "default",
      split: "train",
    });
    expect(result.features.map((f) => [f.featureIdx, f.name])).toEqual([
      [0, "Id"],
      [1, "SepalLengthCm"],
      [2, "SepalWidthCm"],
      [3, "PetalLengthCm"],
      [4, "PetalWidthCm"],
      [5, "Species"],
    ]);
    expect(result.features[5]!.type).toMatchObject({ _type: "ClassLabel" });
    expect(result.rows).toHaveLength(100);
    // Fisher's first iris: 5.1, 3.5, 1.4, 0.2, setosa (ClassLabel index 0).
    expect(result.rows[0]).toEqual({
      rowIdx: 0,
      row: {
        Id: 1,
        SepalLengthCm: 5.1,
        SepalWidthCm: 3.5,
        PetalLengthCm: 1.4,
        PetalWidthCm: 0.2,
        Species: 0,
      },
      truncatedCells: [],
    });
    expect(result.rows.at(-1)!.rowIdx).toBe(99);
    expect(result.truncated).toBe(true);
  });

  it("keeps nested list cells (earthquakes' coordinates)", async () => {
    const result = await firstRows({
      baseUrl: server.url,
      dataset: "vega-datasets/earthquakes",
      config: "default",
      split: "train",
    });
    const coordinates = result.features.find((f) => f.name === "coordinates")!;
    expect(coordinates.type).toMatchObject({ _type: "List", feature: { _type: "Value", dtype: "float64" } });
    const cell = result.rows[0]!.row.coordinates;
    expect(Array.isArray(cell)).toBe(true);
    expect((cell as number[]).every((n) => typeof n === "number")).toBe(true);
  });

  it("cuts very long cells to fit 1 MB and lists them in truncatedCells (State of the Union)", async () => {
    const result = await firstRows({
      baseUrl: server.url,
      dataset: "jsulz/state-of-the-union-addresses",
      config: "default",
      split: "train",
    });
    expect(result.rows.length).toBeLessThan(233);
    expect(result.truncated).toBe(true);
    expect(result.rows[0]!.row).toMatchObject({ year: 1790, name: "George Washington" });
  });

  it("throws 404 ResponseNotFound for a config the dataset lacks", async () => {
    const error = await firstRows({
      baseUrl: server.url,
      dataset: "vega-datasets/flights",
      config: "default",
      split: "train",
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatasetsServerError);
    expect(error).toMatchObject({
      message: "Failed to fetch first rows of vega-datasets/flights",
      status: 404,
      errorCode: "ResponseNotFound",
    });
  });
});

describe("listRows", () => {
  it("pages deep into the 200k flights split (offset 50,000)", async () => {
    const page = await listRows({
      baseUrl: server.url,
      dataset: "vega-datasets/flights",
      config: "200k",
      split: "train",
      offset: 50_000,
      length: 100,
    });
    const raw = vegaRows("flights-200k.json");
    expect(page.numRowsTotal).toBe(200_000);
    expect(page.numRowsPerPage).toBe(100);
    expect(page.partial).toBe(false);
    expect(page.features.map((f) => f.name)).toEqual(Object.keys(raw[0]!));
    expect(page.rows.map((r) => r.rowIdx)).toEqual(Array.from({ length: 100 }, (_, i) => 50_000 + i));
    expect(page.rows.map((r) => r.row)).toEqual(raw.slice(50_000, 50_100));
  });

  it("returns the last partial page and nothing past the end", async () => {
    const args = { baseUrl: server.url, dataset: "scikit-learn/iris", config: "default", split: "train" };
    const last = await listRows({ ...args, offset: 140 });
    expect(last.rows.map((r) => r.row.Id)).toEqual([141, 142, 143, 144, 145, 146, 147, 148, 149, 150]);
    expect(last.rows.at(-1)!.row.Species).toBe(2);
    const past = await listRows({ ...args, offset: 150 });
    expect(past.rows).toEqual([]);
    expect(past.numRowsTotal).toBe(150);
  });

  it("throws 422 InvalidParameter for a length above 100", async () => {
    const error = await listRows({
      baseUrl: server.url,
      dataset: "scikit-learn/iris",
      config: "default",
      split: "train",
      length: 101,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatasetsServerError);
    expect(error).toMatchObject({
      message: "Failed to fetch rows of scikit-learn/iris",
      status: 422,
      errorCode: "InvalidParameter",
      serverMessage: "Parameter 'length' must not be greater than 100",
    });
  });

  it.each([
    ["a negative offset", { offset: -1 }],
    ["a fractional length", { length: 2.5 }],
    ["an empty split", { split: "" }],
    ["an empty config", { config: " " }],
    ["an empty dataset", { dataset: "" }],
    ["a malformed token", { accessToken: "nope" }],
  ])("throws InputError for %s before any request", async (_, params) => {
    const fetchSpy = vi.fn<typeof fetch>();
    await expect(
      listRows({
        baseUrl: server.url,
        dataset: "d/x",
        config: "default",
        split: "train",
        fetch: fetchSpy,
        ...params,
      }),
    ).rejects.toBeInstanceOf(InputError);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe("datasetSize", () => {
  it("normalises the dataset-level shape", async () => {
    const size = await datasetSize({ baseUrl: server.url, dataset: "vega-datasets/flights" });
    expect(size.dataset?.numRows).toBe(2_000 + 5_000 + 10_000 + 20_000 + 200_000);
    expect(size.configs.map((c) => [c.config, c.numRows])).toEqual([
      ["2k", 2_000],
      ["5k", 5_000],
      ["10k", 10_000],
      ["20k", 20_000],
      ["200k", 200_000],
    ]);
    expect(size.splits).toHaveLength(5);
    expect(size.configs[0]!.estimatedNumRows).toBeNull();
  });

  it("normalises the config-level shape", async () => {
    const size = await datasetSize({ baseUrl: server.url, dataset: "scikit-learn/iris", config: "default" });
    expect(size.dataset).toBeUndefined();
    expect(size.configs).toHaveLength(1);
    expect(size.configs[0]).toMatchObject({
      dataset: "scikit-learn/iris",
      config: "default",
      numRows: 150,
      numColumns: 6,
    });
    expect(size.splits[0]).toMatchObject({ split: "train", numRows: 150 });
  });
});

describe("defaults and malformed bodies", () => {
  it("calls the real datasets server by default, sending the token there", async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () =>
      Response.json({ preview: true, viewer: true, search: false, filter: false, statistics: false }),
    );
    await isValid({ dataset: "scikit-learn/iris", accessToken: "hf_abc123", fetch: fetchSpy });
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe(`${DATASETS_SERVER_URL}/is-valid?dataset=scikit-learn%2Firis`);
    expect((init!.headers as Record<string, string>).Authorization).toBe("Bearer hf_abc123");
  });

  describe("against a local server", () => {
    let local: LocalServer;
    beforeAll(async () => {
      local = await startLocalServer((req, res) => {
        res.setHeader("Content-Type", "application/json");
        const path = new URL(req.url ?? "/", "http://x").pathname;
        res.end(path === "/rows" ? '{"rows": "nope"}' : "<html>");
      });
    });
    afterAll(async () => {
      await local?.close();
    });

    it.each([
      ["/rows", () => listRows({ baseUrl: local.url, dataset: "a/b", config: "c", split: "s" })],
      ["/splits", () => listSplits({ baseUrl: local.url, dataset: "a/b" })],
    ])("throws InvalidResponseError for a malformed %s body", async (_, call) => {
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InvalidResponseError);
      expect(error).toBeInstanceOf(HubSdkError);
      expect((error as Error).message).toBe("Invalid response format");
    });
  });
});
