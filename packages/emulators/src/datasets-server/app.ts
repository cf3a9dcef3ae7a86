import { type Context, Hono } from "hono";
import { openCors } from "../http/cors";
import { defaultDatasetCatalogue, type HubDatasetCatalogue } from "../hub-datasets/catalogue";
import {
  DatasetsServerHttpError,
  datasetNotAccessible,
  invalidParameter,
  missingParameter,
  responseNotFound,
} from "./errors";
import { featuresDict, featuresList, isSearchable } from "./features";
import { createFirstRows, DEFAULT_FIRST_ROWS_LIMITS, type FirstRowsLimits, type RowItem } from "./first-rows";
import {
  buildViewerRegistry,
  type ViewerConfig,
  type ViewerDataset,
  type ViewerRegistry,
  type ViewerSplit,
} from "./registry";

/** Options of {@link createDatasetsServerApp}. */
export interface DatasetsServerAppOptions {
  /**
   * The hub datasets the service knows: those with a `rowsSource` are served with rows, the others as
   * viewer-disabled. Defaults to the shipped snapshot (`hub/catalogue/datasets.json`).
   */
  datasetCatalogue?: HubDatasetCatalogue;
  /** Also serve the emulator-only `vega-datasets/*` fixtures (default true). */
  fixtures?: boolean;
  /** Overrides of the `/first-rows` limits (defaults: the service's 1 MB, 100, 10 rows, 100 bytes). */
  firstRows?: Partial<FirstRowsLimits>;
}

/** Rows per page of `/rows` and `/search`: the maximum `length`, and the constant `num_rows_per_page`. */
export const MAX_NUM_ROWS_PER_PAGE = 100;
/** `Cache-Control` max-age of successful responses (the service's `API_MAX_AGE_LONG`). */
const MAX_AGE_LONG = 120;
/** `Cache-Control` max-age of errors (the service's `API_MAX_AGE_SHORT`). */
const MAX_AGE_SHORT = 10;
/** Headers a browser may read, as the service lists them. */
export const DATASETS_SERVER_EXPOSED_HEADERS = ["X-Error-Code", "X-Revision"];

/** Proportion of the Arrow size that the parquet files take in the emulator's estimates. */
const PARQUET_RATIO = 0.35;

function json(body: unknown, status: number, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

function ok(body: unknown, revision: string): Response {
  return json(body, 200, { "Cache-Control": `max-age=${MAX_AGE_LONG}`, "X-Revision": revision });
}

/** A required query parameter; absent and empty both count as missing (422). */
function required(params: URLSearchParams, name: string): string {
  const value = params.get(name);
  if (!value) throw missingParameter(name);
  return value;
}

/** An optional parameter; an empty value counts as absent. */
function optional(params: URLSearchParams, name: string): string | undefined {
  return params.get(name) || undefined;
}

/** Parses an integer the way Python's `int()` does (surrounding spaces, a sign, `_` separators). */
function pythonInt(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^[+-]?\d+(_\d+)*$/.test(trimmed)) return undefined;
  return Number.parseInt(trimmed.replaceAll("_", ""), 10);
}

/** `offset` (default 0, ≥ 0) and `length` (default 100, 0..100) with the service's messages. */
function pageParameters(params: URLSearchParams): { offset: number; length: number } {
  const offsetText = params.get("offset");
  const offset = offsetText === null ? 0 : pythonInt(offsetText);
  if (offset === undefined) throw invalidParameter("Parameter 'offset' must be integer");
  if (offset < 0) throw invalidParameter("Parameter 'offset' must be positive");
  const lengthText = params.get("length");
  const length = lengthText === null ? MAX_NUM_ROWS_PER_PAGE : pythonInt(lengthText);
  if (length === undefined) throw invalidParameter("Parameter 'length' must be integer");
  if (length < 0) throw invalidParameter("Parameter 'length' must be positive");
  if (length > MAX_NUM_ROWS_PER_PAGE) {
    throw invalidParameter(`Parameter 'length' must not be greater than ${MAX_NUM_ROWS_PER_PAGE}`);
  }
  return { offset, length };
}

/** Looks a dataset up: 401/404 when unknown, depending on whether the request carries credentials. */
function lookup(registry: ViewerRegistry, c: Context, id: string): ViewerDataset {
  const dataset = registry.get(id);
  if (!dataset) throw datasetNotAccessible(c.req.header("authorization") !== undefined);
  return dataset;
}

/** The dataset's config, or 404 ResponseNotFound (also for every config of a viewer-disabled dataset). */
function configOf(dataset: ViewerDataset, name: string): ViewerConfig {
  const config = dataset.viewer ? dataset.configs.find((c) => c.name === name) : undefined;
  if (!config) throw responseNotFound(dataset.revision);
  return config;
}

function splitOf(dataset: ViewerDataset, config: ViewerConfig, name: string): ViewerSplit {
  const split = config.splits.find((s) => s.split === name);
  if (!split) throw responseNotFound(dataset.revision);
  return split;
}

/** A dataset whose viewer works, or 404 ResponseNotFound. */
function withViewer(dataset: ViewerDataset): ViewerDataset {
  if (!dataset.viewer) throw responseNotFound(dataset.revision);
  return dataset;
}

function isValid(splits: readonly ViewerSplit[]) {
  const any = splits.length > 0;
  return {
    preview: any,
    viewer: any,
    search: splits.some((s) => s.table().features.some(([, feature]) => isSearchable(feature))),
    // The emulator serves neither /filter nor /statistics.
    filter: false,
    statistics: false,
  };
}

function configInfo(dataset: ViewerDataset, config: ViewerConfig) {
  const first = config.splits[0]?.table();
  return {
    description: "",
    citation: "",
    homepage: "",
    license: "",
    features: first ? featuresDict(first.features) : {},
    builder_name: dataset.builderName,
    dataset_name: dataset.id.split("/").pop() ?? dataset.id,
    config_name: config.name,
    version: { version_str: "0.0.0", major: 0, minor: 0, patch: 0 },
    splits: Object.fromEntries(
      config.splits.map((s) => [
        s.split,
        {
          name: s.split,
          num_bytes: s.table().numBytesMemory,
          num_examples: s.table().numRows,
          dataset_name: null,
        },
      ]),
    ),
    download_size: config.splits.reduce((sum, s) => sum + s.originalBytes(), 0),
    dataset_size: config.splits.reduce((sum, s) => sum + s.table().numBytesMemory, 0),
  };
}

function splitSize(s: ViewerSplit) {
  const table = s.table();
  return {
    dataset: s.dataset,
    config: s.config,
    split: s.split,
    num_bytes_parquet_files: Math.round(table.numBytesMemory * PARQUET_RATIO),
    num_bytes_memory: table.numBytesMemory,
    num_rows: table.numRows,
    num_columns: table.features.length,
    estimated_num_rows: null,
  };
}

function configSize(dataset: ViewerDataset, config: ViewerConfig) {
  const splits = config.splits.map(splitSize);
  return {
    dataset: dataset.id,
    config: config.name,
    num_bytes_original_files: config.splits.reduce((sum, s) => sum + s.originalBytes(), 0),
    num_bytes_parquet_files: splits.reduce((sum, s) => sum + s.num_bytes_parquet_files, 0),
    num_bytes_memory: splits.reduce((sum, s) => sum + s.num_bytes_memory, 0),
    num_rows: splits.reduce((sum, s) => sum + s.num_rows, 0),
    num_columns: Math.max(0, ...splits.map((s) => s.num_columns)),
    estimated_num_rows: null,
  };
}

/** Rows `offset .. offset+length` of a split as row items (absolute `row_idx`, never truncated). */
function pageOf(split: ViewerSplit, indices: readonly number[]): RowItem[] {
  const table = split.table();
  return indices.map((row_idx) => ({ row_idx, row: table.row(row_idx), truncated_cells: [] }));
}

function range(start: number, end: number): number[] {
  return Array.from({ length: Math.max(0, end - start) }, (_, i) => start + i);
}

/**
 * The datasets-server emulator as a Hono app: `/is-valid`, `/splits`, `/info`, `/first-rows`, `/rows`,
 * `/search` and `/size` over real rows shipped by npm packages, with the service's snake_case bodies,
 * `{"error"}` bodies and `X-Error-Code` values, `X-Revision` and `Cache-Control` (reference/apis.md §2).
 */
export function createDatasetsServerApp(options: DatasetsServerAppOptions = {}): Hono {
  const registry = buildViewerRegistry(options.datasetCatalogue ?? defaultDatasetCatalogue(), {
    fixtures: options.fixtures,
  });
  const limits: FirstRowsLimits = { ...DEFAULT_FIRST_ROWS_LIMITS, ...options.firstRows };
  const app = new Hono();
  app.use("*", openCors({ exposeHeaders: DATASETS_SERVER_EXPOSED_HEADERS }));

  const params = (c: Context) => new URL(c.req.url).searchParams;

  app.get("/healthcheck", (c) => c.text("ok"));

  app.get("/is-valid", (c) => {
    const q = params(c);
    const dataset = lookup(registry, c, required(q, "dataset"));
    const configName = optional(q, "config");
    const splitName = optional(q, "split");
    if (configName === undefined) {
      return ok(
        isValid(dataset.viewer ? dataset.configs.flatMap((cfg) => cfg.splits) : []),
        dataset.revision,
      );
    }
    const config = configOf(dataset, configName);
    const splits = splitName === undefined ? config.splits : [splitOf(dataset, config, splitName)];
    return ok(isValid(splits), dataset.revision);
  });

  app.get("/splits", (c) => {
    const q = params(c);
    const dataset = withViewer(lookup(registry, c, required(q, "dataset")));
    const configName = optional(q, "config");
    const entries = (configs: ViewerConfig[]) =>
      configs.flatMap((cfg) =>
        cfg.splits.map((s) => ({ dataset: s.dataset, config: s.config, split: s.split })),
      );
    if (configName !== undefined) {
      return ok({ splits: entries([configOf(dataset, configName)]) }, dataset.revision);
    }
    return ok({ splits: entries(dataset.configs), pending: [], failed: [] }, dataset.revision);
  });

  app.get("/info", (c) => {
    const q = params(c);
    const dataset = withViewer(lookup(registry, c, required(q, "dataset")));
    const configName = optional(q, "config");
    if (configName !== undefined) {
      return ok(
        { dataset_info: configInfo(dataset, configOf(dataset, configName)), partial: false },
        dataset.revision,
      );
    }
    const info = Object.fromEntries(dataset.configs.map((cfg) => [cfg.name, configInfo(dataset, cfg)]));
    return ok({ dataset_info: info, pending: [], failed: [], partial: false }, dataset.revision);
  });

  app.get("/size", (c) => {
    const q = params(c);
    const dataset = withViewer(lookup(registry, c, required(q, "dataset")));
    const configName = optional(q, "config");
    if (configName !== undefined) {
      const config = configOf(dataset, configName);
      return ok(
        {
          size: { config: configSize(dataset, config), splits: config.splits.map(splitSize) },
          partial: false,
        },
        dataset.revision,
      );
    }
    const configs = dataset.configs.map((cfg) => configSize(dataset, cfg));
    const sum = (
      key: "num_bytes_original_files" | "num_bytes_parquet_files" | "num_bytes_memory" | "num_rows",
    ) => configs.reduce((total, cfg) => total + cfg[key], 0);
    return ok(
      {
        size: {
          dataset: {
            dataset: dataset.id,
            num_bytes_original_files: sum("num_bytes_original_files"),
            num_bytes_parquet_files: sum("num_bytes_parquet_files"),
            num_bytes_memory: sum("num_bytes_memory"),
            num_rows: sum("num_rows"),
            estimated_num_rows: null,
          },
          configs,
          splits: dataset.configs.flatMap((cfg) => cfg.splits.map(splitSize)),
        },
        pending: [],
        failed: [],
        partial: false,
      },
      dataset.revision,
    );
  });

  /** Reads and checks `dataset`, `config` and `split`, in the service's order. */
  const splitParameters = (c: Context) => {
    const q = params(c);
    const id = required(q, "dataset");
    const configName = required(q, "config");
    const splitName = required(q, "split");
    return { q, id, configName, splitName };
  };
  const resolveSplit = (c: Context, id: string, configName: string, splitName: string) => {
    const dataset = lookup(registry, c, id);
    return { dataset, split: splitOf(dataset, configOf(dataset, configName), splitName) };
  };

  app.get("/first-rows", (c) => {
    const { id, configName, splitName } = splitParameters(c);
    const { dataset, split } = resolveSplit(c, id, configName, splitName);
    const body = createFirstRows(
      { dataset: id, config: configName, split: splitName },
      split.table(),
      limits,
    );
    if (!body) {
      throw new DatasetsServerHttpError(
        500,
        "TooBigContentError",
        `The size of the content of the first rows exceeds the maximum supported size (${limits.maxBytes} B) even after truncation. Please report the issue.`,
        dataset.revision,
      );
    }
    return ok(body, dataset.revision);
  });

  app.get("/rows", (c) => {
    const { q, id, configName, splitName } = splitParameters(c);
    const { offset, length } = pageParameters(q);
    const { dataset, split } = resolveSplit(c, id, configName, splitName);
    const table = split.table();
    return ok(
      {
        features: featuresList(table.features),
        rows: pageOf(split, range(offset, Math.min(offset + length, table.numRows))),
        num_rows_total: table.numRows,
        num_rows_per_page: MAX_NUM_ROWS_PER_PAGE,
        partial: false,
      },
      dataset.revision,
    );
  });

  app.get("/search", (c) => {
    const { q, id, configName, splitName } = splitParameters(c);
    const query = required(q, "query");
    const { offset, length } = pageParameters(q);
    const { dataset, split } = resolveSplit(c, id, configName, splitName);
    const table = split.table();
    const columns = table.features.filter(([, feature]) => isSearchable(feature)).map(([name]) => name);
    if (columns.length === 0) throw responseNotFound(dataset.revision);
    const needle = query.toLowerCase();
    const matches: number[] = [];
    for (let i = 0; i < table.numRows; i++) {
      const row = table.row(i);
      if (
        columns.some((name) =>
          String(row[name] ?? "")
            .toLowerCase()
            .includes(needle),
        )
      )
        matches.push(i);
    }
    return ok(
      {
        features: featuresList(table.features),
        rows: pageOf(split, matches.slice(offset, offset + length)),
        num_rows_total: matches.length,
        num_rows_per_page: MAX_NUM_ROWS_PER_PAGE,
        partial: false,
      },
      dataset.revision,
    );
  });

  app.notFound(() => new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } }));
  app.onError((error) => {
    const headers: Record<string, string> = { "Cache-Control": `max-age=${MAX_AGE_SHORT}` };
    if (error instanceof DatasetsServerHttpError) {
      headers["X-Error-Code"] = error.code;
      if (error.revision) headers["X-Revision"] = error.revision;
      return json({ error: error.message }, error.status, headers);
    }
    console.error("[datasets-server emulator]", error);
    return json({ error: "Unexpected error." }, 500, { ...headers, "X-Error-Code": "UnexpectedApiError" });
  });
  return app;
}
