/**
 * The hub's browsing facets as a page's URL holds them (what huggingface.co/models and /datasets filter by,
 * besides the task), with no vocabulary: each URL value is what it asks of the hub. A library or language is
 * a `filter=` tag as it is (`transformers`, `en`), a licence, modality or format one with its prefix
 * (`license:mit`, `modality:image`, `format:parquet`); AND semantics, reference/apis.md §1.2 and §1.4. A
 * range, `lt1b`, `1b-6b` or `gt128b`, is the hub's `num_parameters=min:1B,max:6B` for the parameter count
 * and a `size_categories:1B<n<6B` tag for the rows. One value per facet: the hub ANDs its tags.
 *
 * So a list request needs only this; the facets' labels and the values the filters offer
 * (`facet-vocabulary.ts`) load when the filters are about to open.
 */

/** The store's facets, by URL key: library, licence, parameter count, language. */
export const MODEL_FACET_KEYS = ["library", "license", "params", "language"] as const;
export type ModelFacetKey = (typeof MODEL_FACET_KEYS)[number];

/** The datasets screen's facets, by URL key: modality, size in rows, file format. */
export const DATASET_FACET_KEYS = ["modality", "rows", "format"] as const;
export type DatasetFacetKey = (typeof DATASET_FACET_KEYS)[number];

/** The chosen value of each facet, by key; a missing key is "Any". */
export type FacetValues<Key extends string = string> = Partial<Record<Key, string>>;

/** The `filter=` tag prefix of each tag facet; the others (`params`, `rows`) are ranges. */
const TAG_PREFIX: Readonly<Record<string, string>> = {
  library: "",
  license: "license:",
  language: "",
  modality: "modality:",
  format: "format:",
};

/** `lt1b`, `1b-6b`, `gt128b`: under, between, over (a count with a K, M, B or T suffix). */
const RANGE = /^(?:lt(\d+[kmbt])|(\d+[kmbt])-(\d+[kmbt])|gt(\d+[kmbt]))$/;

/** A range value as its bounds in the hub's writing (`{ min: "1B", max: "6B" }`), if it is one. */
export function facetRange(value: string): { min?: string; max?: string } | undefined {
  const [, under, from, to, over] = RANGE.exec(value) ?? [];
  const min = (from ?? over)?.toUpperCase();
  const max = (to ?? under)?.toUpperCase();
  return min ? (max ? { min, max } : { min }) : max ? { max } : undefined;
}

/** The well-formed values of `keys` in a page's URL (a tag's characters, or a range), by key. */
export function facetValuesFromUrl<Key extends string>(
  keys: readonly Key[],
  params: URLSearchParams,
): FacetValues<Key> {
  const values: FacetValues<Key> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value !== null && (key in TAG_PREFIX ? /^[\w.-]{1,64}$/.test(value) : facetRange(value)))
      values[key] = value;
  }
  return values;
}

/**
 * What chosen facets (as `facetValuesFromUrl` reads them) ask of the hub's list: the `filter=` tags and the
 * `num_parameters` bounds (hub-sdk's `filter` and `numParameters`).
 */
export function facetListParams(values: FacetValues): {
  filter: string[];
  numParameters?: { min?: string; max?: string };
} {
  const filter: string[] = [];
  let numParameters: { min?: string; max?: string } | undefined;
  for (const [key, value = ""] of Object.entries(values)) {
    const range = facetRange(value);
    if (key in TAG_PREFIX) filter.push(`${TAG_PREFIX[key]}${value}`);
    else if (key === "params") numParameters = range;
    // The hub's size categories: n<1K, 1K<n<10K, …, n>1T.
    else if (range?.max) filter.push(`size_categories:${range.min ? `${range.min}<` : ""}n<${range.max}`);
    else if (range) filter.push(`size_categories:n>${range.min}`);
  }
  return numParameters ? { filter, numParameters } : { filter };
}
