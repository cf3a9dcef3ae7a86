/**
 * The facets' labels and the values their filters offer (what huggingface.co lists first), and a value in
 * words. Kept apart from `facet-url.ts` (what a URL value asks of the hub) so that a screen loads these only
 * when its filters are about to open or a chosen facet's chip is shown.
 */
import type { DatasetFacetKey, ModelFacetKey } from "./facet-url";

/** A facet: its URL key (`?license=`), its label and the values its filter offers. */
export interface Facet<Key extends string = string> {
  key: Key;
  label: string;
  options: readonly string[];
}

/** The store's facets: library, licence, parameter count, language. */
export const MODEL_FACETS: readonly Facet<ModelFacetKey>[] = [
  {
    key: "library",
    label: "Library",
    options: [
      "transformers",
      "sentence-transformers",
      "diffusers",
      "timm",
      "gguf",
      "onnx",
      "safetensors",
      "pytorch",
      "tf",
      "jax",
      "flair",
      "ultralytics",
      "speechbrain",
      "nemo",
    ],
  },
  {
    key: "license",
    label: "License",
    options: [
      "apache-2.0",
      "mit",
      "cc-by-4.0",
      "cc-by-nc-4.0",
      "bsd-3-clause",
      "openrail",
      "llama3.1",
      "llama3.2",
      "gemma",
      "other",
    ],
  },
  {
    key: "params",
    label: "Parameters",
    options: ["lt1b", "1b-6b", "6b-12b", "12b-32b", "32b-128b", "gt128b"],
  },
  {
    key: "language",
    label: "Language",
    options: ["en", "zh", "fr", "de", "es", "ja", "ko", "ru", "ar", "hi", "pt", "it", "multilingual"],
  },
];

/** The datasets screen's facets: modality, size in rows, file format. */
export const DATASET_FACETS: readonly Facet<DatasetFacetKey>[] = [
  {
    key: "modality",
    label: "Modality",
    options: ["text", "image", "audio", "video", "tabular", "timeseries", "geospatial", "3d", "document"],
  },
  {
    key: "rows",
    label: "Rows",
    options: ["lt1k", "1k-10k", "10k-100k", "100k-1m", "1m-10m", "10m-100m", "100m-1b", "1b-10b"],
  },
  {
    key: "format",
    label: "Format",
    options: ["parquet", "json", "csv", "arrow", "text", "imagefolder", "audiofolder", "webdataset"],
  },
];

/** The facets whose values are ranges (`lt1b`, `1b-6b`, `gt128b`; `facet-url.ts`). */
const RANGED = new Set(["params", "rows"]);

/**
 * A facet value in words, the same in a chip and in the filter's options: a range as "Under 1B",
 * "1B to 6B" or "Over 128B", a language code as its English name, any other value as the hub's tag.
 */
export function facetValueLabel(key: string, value: string): string {
  const upper = value.toUpperCase();
  if (RANGED.has(key)) {
    if (value.startsWith("lt")) return `Under ${upper.slice(2)}`;
    if (value.startsWith("gt")) return `Over ${upper.slice(2)}`;
    return upper.replace("-", " to ");
  }
  if (key === "language") {
    try {
      return new Intl.DisplayNames("en", { type: "language", fallback: "none" }).of(value) ?? value;
    } catch {
      // Not a language code ("multilingual"): the tag as it is.
    }
  }
  return value;
}
