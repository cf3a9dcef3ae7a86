/*
 * Feature types of the `datasets` library as the datasets server serialises them (reference/apis.md
 * §2.7), inferred from the values of real rows.
 */

/** Value dtypes the emulator infers. */
export type ValueDtype = "int64" | "float64" | "string" | "bool" | "null";

/** `{"dtype": "int64", "_type": "Value"}` */
export interface ValueFeature {
  dtype: ValueDtype;
  _type: "Value";
}

/** `{"names": [...], "_type": "ClassLabel"}`; cells are indices into `names`. */
export interface ClassLabelFeature {
  names: string[];
  _type: "ClassLabel";
}

/** `{"feature": <Feature>, "_type": "List"}` (the successor of the legacy `Sequence`). */
export interface ListFeature {
  feature: Feature;
  _type: "List";
}

/**
 * A struct column (`answers: {text: [...], answer_start: [...]}`), which the datasets server writes as a
 * plain dict of its fields' features (`{"text": {...}, "answer_start": {...}}`, reference/apis.md §2.7);
 * held here with a tag of our own and written by {@link wireFeature}.
 */
export interface DictFeature {
  fields: Features;
  _type: "Dict";
}

export type Feature = ValueFeature | ClassLabelFeature | ListFeature | DictFeature;

/** A feature as the datasets server writes it: a struct is a plain dict of its fields' features. */
export type WireFeature =
  | ValueFeature
  | ClassLabelFeature
  | { feature: WireFeature; _type: "List" }
  | { [field: string]: WireFeature };

/** A JSON cell value. */
export type Cell = string | number | boolean | null | Cell[] | { [field: string]: Cell };

/** Columns of a split, in order. */
export type Features = ReadonlyArray<readonly [name: string, feature: Feature]>;

const value = (dtype: ValueDtype): ValueFeature => ({ dtype, _type: "Value" });

/**
 * The feature of a column, inferred from its values the way a columnar loader would: `bool`, `int64`
 * (every number an integer), `float64`, `string` (strings, or a mix of strings and scalars, which become
 * strings), `List` of the elements' feature, a struct (`Dict`) of its fields' features for plain objects,
 * and `null` for a column with no values. Nulls are allowed in any column.
 */
export function inferFeature(values: Iterable<unknown>): Feature {
  let strings = false;
  let numbers = false;
  let floats = false;
  let booleans = false;
  let lists = false;
  let others = false;
  const elements: unknown[] = [];
  const structs: Record<string, unknown>[] = [];
  for (const v of values) {
    if (v === null || v === undefined) continue;
    if (typeof v === "string") strings = true;
    else if (typeof v === "number") {
      numbers = true;
      if (!Number.isInteger(v)) floats = true;
    } else if (typeof v === "boolean") booleans = true;
    else if (Array.isArray(v)) {
      lists = true;
      elements.push(...v);
    } else if (typeof v === "object") structs.push(v as Record<string, unknown>);
    else others = true;
  }
  if (structs.length > 0 && !strings && !numbers && !booleans && !lists && !others) {
    const names = [...new Set(structs.flatMap((struct) => Object.keys(struct)))];
    return { fields: names.map((name) => [name, inferFeature(structs.map((s) => s[name]))]), _type: "Dict" };
  }
  if (structs.length > 0) others = true;
  if (lists && !strings && !numbers && !booleans && !others)
    return { feature: inferFeature(elements), _type: "List" };
  if (strings || lists || others || (booleans && numbers)) return value("string");
  if (booleans) return value("bool");
  if (numbers) return value(floats ? "float64" : "int64");
  return value("null");
}

/** A ClassLabel over `names` (kept in the given order: cells are indices into it). */
export function classLabel(names: readonly string[]): ClassLabelFeature {
  return { names: [...names], _type: "ClassLabel" };
}

/**
 * Converts a raw value to the cell a column of `feature` holds: strings for string columns (scalars
 * are stringified, other values JSON-encoded), numbers for numeric ones, ClassLabel indices, nested
 * lists; `null` when absent.
 * @throws Error for a ClassLabel value that is not one of its names.
 */
export function toCell(raw: unknown, feature: Feature): Cell {
  if (raw === null || raw === undefined) return null;
  switch (feature._type) {
    case "ClassLabel": {
      const index = feature.names.indexOf(String(raw));
      if (index < 0)
        throw new Error(`"${String(raw)}" is not one of the ClassLabel names ${feature.names.join(", ")}`);
      return index;
    }
    case "List":
      return Array.isArray(raw) ? raw.map((item) => toCell(item, feature.feature)) : null;
    case "Dict": {
      if (typeof raw !== "object" || Array.isArray(raw)) return null;
      const struct = raw as Record<string, unknown>;
      return Object.fromEntries(feature.fields.map(([name, field]) => [name, toCell(struct[name], field)]));
    }
    case "Value":
      switch (feature.dtype) {
        case "string":
          return typeof raw === "string" ? raw : typeof raw === "object" ? JSON.stringify(raw) : String(raw);
        case "int64":
        case "float64":
          return typeof raw === "number" && Number.isFinite(raw) ? raw : null;
        case "bool":
          return typeof raw === "boolean" ? raw : null;
        case "null":
          return null;
      }
  }
}

/** A feature as the datasets server writes it (a struct as the plain dict of its fields). */
export function wireFeature(feature: Feature): WireFeature {
  switch (feature._type) {
    case "List":
      return { feature: wireFeature(feature.feature), _type: "List" };
    case "Dict":
      return featuresDict(feature.fields);
    default:
      return feature;
  }
}

/** Features as the dict `/info` serves (`{name: Feature}`). */
export function featuresDict(features: Features): Record<string, WireFeature> {
  return Object.fromEntries(features.map(([name, feature]) => [name, wireFeature(feature)]));
}

/** Features as the list `/first-rows` and `/rows` serve (`[{feature_idx, name, type}]`). */
export function featuresList(features: Features): { feature_idx: number; name: string; type: WireFeature }[] {
  return features.map(([name, type], feature_idx) => ({ feature_idx, name, type: wireFeature(type) }));
}

/** Whether a feature holds free text that `/search` can match. */
export function isSearchable(feature: Feature): boolean {
  return feature._type === "Value" && feature.dtype === "string";
}
