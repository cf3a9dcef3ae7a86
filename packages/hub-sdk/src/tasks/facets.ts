/**
 * The hub's browsing facets (what huggingface.co/models and /datasets filter by, besides the task): each
 * facet's choices and the list parameter each choice becomes. Model libraries, languages and licences are
 * tags of the `filter=` parameter (`transformers`, `en`, `license:mit`; AND semantics, reference/apis.md
 * §1.2); a parameter-count bucket is the hub's `num_parameters=min:1B,max:6B`; dataset modalities, row
 * counts and formats are `modality:`, `size_categories:` and `format:` tags (§1.4). One choice per facet:
 * the hub ANDs its tags, so two libraries at once would match nothing.
 */

/** One choice of a facet: its value in the page's URL, its label, and what it asks of the hub. */
export interface FacetOption {
  /** The choice in the URL (`?library=transformers`). */
  value: string;
  label: string;
  /** The `filter=` tag it adds. */
  tag?: string;
  /** The `num_parameters` bounds it sets (inclusive). */
  numParameters?: { min?: string; max?: string };
}

/** A facet: its URL key (`?license=`), its label and its choices. */
export interface Facet<Key extends string = string> {
  key: Key;
  label: string;
  options: readonly FacetOption[];
}

/** The chosen value of each facet, by key; a missing key is "Any". */
export type FacetValues<Key extends string = string> = Partial<Record<Key, string>>;

const tagged = (prefix: string, pairs: readonly (readonly [string, string])[]): FacetOption[] =>
  pairs.map(([value, label]) => ({ value, label, tag: `${prefix}${value}` }));

/** The store's facets: library, licence, parameter count, language. */
export const MODEL_FACETS = [
  {
    key: "library",
    label: "Library",
    options: tagged("", [
      ["transformers", "Transformers"],
      ["sentence-transformers", "sentence-transformers"],
      ["diffusers", "Diffusers"],
      ["timm", "timm"],
      ["gguf", "GGUF"],
      ["onnx", "ONNX"],
      ["safetensors", "Safetensors"],
      ["pytorch", "PyTorch"],
      ["tf", "TensorFlow"],
      ["jax", "JAX"],
      ["flair", "Flair"],
      ["ultralytics", "Ultralytics"],
      ["speechbrain", "SpeechBrain"],
      ["nemo", "NeMo"],
    ]),
  },
  {
    key: "license",
    label: "License",
    options: tagged("license:", [
      ["apache-2.0", "Apache 2.0"],
      ["mit", "MIT"],
      ["cc-by-4.0", "CC BY 4.0"],
      ["cc-by-nc-4.0", "CC BY-NC 4.0"],
      ["bsd-3-clause", "BSD 3-Clause"],
      ["openrail", "OpenRAIL"],
      ["llama3.1", "Llama 3.1"],
      ["llama3.2", "Llama 3.2"],
      ["gemma", "Gemma"],
      ["other", "Other"],
    ]),
  },
  {
    key: "params",
    label: "Parameters",
    options: [
      { value: "lt1b", label: "Under 1B", numParameters: { max: "1B" } },
      { value: "1b-6b", label: "1B to 6B", numParameters: { min: "1B", max: "6B" } },
      { value: "6b-12b", label: "6B to 12B", numParameters: { min: "6B", max: "12B" } },
      { value: "12b-32b", label: "12B to 32B", numParameters: { min: "12B", max: "32B" } },
      { value: "32b-128b", label: "32B to 128B", numParameters: { min: "32B", max: "128B" } },
      { value: "gt128b", label: "Over 128B", numParameters: { min: "128B" } },
    ],
  },
  {
    key: "language",
    label: "Language",
    options: tagged("", [
      ["en", "English"],
      ["zh", "Chinese"],
      ["fr", "French"],
      ["de", "German"],
      ["es", "Spanish"],
      ["ja", "Japanese"],
      ["ko", "Korean"],
      ["ru", "Russian"],
      ["ar", "Arabic"],
      ["hi", "Hindi"],
      ["pt", "Portuguese"],
      ["it", "Italian"],
      ["multilingual", "Multilingual"],
    ]),
  },
] as const satisfies readonly Facet[];

export type ModelFacetKey = (typeof MODEL_FACETS)[number]["key"];

/** The datasets screen's facets: modality, size in rows, file format. */
export const DATASET_FACETS = [
  {
    key: "modality",
    label: "Modality",
    options: tagged("modality:", [
      ["text", "Text"],
      ["image", "Image"],
      ["audio", "Audio"],
      ["video", "Video"],
      ["tabular", "Tabular"],
      ["timeseries", "Time series"],
      ["geospatial", "Geospatial"],
      ["3d", "3D"],
      ["document", "Document"],
    ]),
  },
  {
    key: "rows",
    label: "Rows",
    options: [
      ["lt1k", "Under 1K", "n<1K"],
      ["1k-10k", "1K to 10K", "1K<n<10K"],
      ["10k-100k", "10K to 100K", "10K<n<100K"],
      ["100k-1m", "100K to 1M", "100K<n<1M"],
      ["1m-10m", "1M to 10M", "1M<n<10M"],
      ["10m-100m", "10M to 100M", "10M<n<100M"],
      ["100m-1b", "100M to 1B", "100M<n<1B"],
      ["1b-10b", "1B to 10B", "1B<n<10B"],
    ].map(([value = "", label = "", size = ""]) => ({ value, label, tag: `size_categories:${size}` })),
  },
  {
    key: "format",
    label: "Format",
    options: tagged("format:", [
      ["parquet", "Parquet"],
      ["json", "JSON"],
      ["csv", "CSV"],
      ["arrow", "Arrow"],
      ["text", "Text"],
      ["imagefolder", "Image folder"],
      ["audiofolder", "Audio folder"],
      ["webdataset", "WebDataset"],
    ]),
  },
] as const satisfies readonly Facet[];

export type DatasetFacetKey = (typeof DATASET_FACETS)[number]["key"];

/** The chosen option of `facet` in `values`, if it is one of its choices (an unknown URL value is "Any"). */
export function facetOption(facet: Facet, values: FacetValues): FacetOption | undefined {
  const value = values[facet.key];
  return value === undefined ? undefined : facet.options.find((option) => option.value === value);
}

/** The known choices of `facets` in a page's URL (`?library=…&license=…`), by key. */
export function facetValuesFromUrl<Key extends string>(
  facets: readonly Facet<Key>[],
  params: URLSearchParams,
): FacetValues<Key> {
  const values: FacetValues<Key> = {};
  for (const facet of facets) {
    const value = params.get(facet.key) ?? undefined;
    if (value !== undefined && facet.options.some((option) => option.value === value))
      values[facet.key] = value;
  }
  return values;
}

/**
 * What the chosen facets ask of the hub's list: the `filter=` tags and the `num_parameters` bounds
 * (hub-sdk's `filter` and `numParameters`).
 */
export function facetListParams(
  facets: readonly Facet[],
  values: FacetValues,
): { filter: string[]; numParameters?: { min?: string; max?: string } } {
  const chosen = facets.flatMap((facet) => facetOption(facet, values) ?? []);
  const filter = chosen.flatMap((option) => option.tag ?? []);
  const bounds = chosen.find((option) => option.numParameters)?.numParameters;
  return bounds ? { filter, numParameters: bounds } : { filter };
}
