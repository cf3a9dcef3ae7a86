/** Cell formatting of the dataset preview table (spec §3). Pure functions, no DOM. */

/** Characters of a cell's text shown before it is cut (spec §9). */
export const CELL_TEXT_LIMIT = 100;
/** What follows a cut cell's text. */
export const CELL_ELLIPSIS = "...";
/** What an empty cell (null, undefined, "") shows. */
export const EMPTY_CELL = "-";

/**
 * The text of a preview cell: strings as they are, objects and arrays as JSON, numbers and booleans
 * as written; anything longer than {@link CELL_TEXT_LIMIT} characters is cut and followed by "...";
 * `null`, `undefined` and `""` give "-". Characters are code points, so an emoji is never split.
 */
export function formatCell(value: unknown): string {
  if (value === null || value === undefined || value === "") return EMPTY_CELL;
  return cut(toText(value));
}

function toText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "object") {
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      // Circular structures or BigInt members.
      return String(value);
    }
  }
  return String(value);
}

function cut(text: string): string {
  if (text.length <= CELL_TEXT_LIMIT) return text;
  const chars = Array.from(text);
  if (chars.length <= CELL_TEXT_LIMIT) return text;
  return `${chars.slice(0, CELL_TEXT_LIMIT).join("")}${CELL_ELLIPSIS}`;
}

/** A feature type object as the datasets server sends it (`{ _type: "Value", dtype: "int64" }`, …). */
export interface FeatureTypeLike {
  _type?: string;
  [key: string]: unknown;
}

/**
 * A short label of a column's type for the table header: the dtype of a `Value` (`int64`), `ClassLabel`,
 * `List<float64>` for lists and sequences, the `_type` otherwise (`Image`, `Audio`), `Dict` for a plain dict.
 */
export function featureTypeLabel(type: FeatureTypeLike | undefined): string | undefined {
  if (type === undefined) return undefined;
  switch (type._type) {
    case "Value":
      return typeof type.dtype === "string" ? type.dtype : "Value";
    case "List":
    case "LargeList":
    case "Sequence": {
      const inner = isFeatureType(type.feature) ? featureTypeLabel(type.feature) : undefined;
      return inner === undefined ? "List" : `List<${inner}>`;
    }
    case undefined:
      return "Dict";
    default:
      return type._type;
  }
}

/**
 * The name of a ClassLabel cell (`Species: 0` with names `["Iris-setosa", …]` gives `"Iris-setosa"`),
 * or `undefined` when the column is not a ClassLabel or the value is not one of its indices.
 */
export function classLabelName(type: FeatureTypeLike | undefined, value: unknown): string | undefined {
  if (type?._type !== "ClassLabel" || !Array.isArray(type.names)) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value)) return undefined;
  const name: unknown = type.names[value];
  return typeof name === "string" ? name : undefined;
}

/** Whether a column holds numbers (a `Value` of an int, uint, float or decimal dtype): it is right-aligned. */
export function isNumericFeature(type: FeatureTypeLike | undefined): boolean {
  return (
    type?._type === "Value" &&
    typeof type.dtype === "string" &&
    /^(u?int|float|double|decimal)/.test(type.dtype)
  );
}

function isFeatureType(value: unknown): value is FeatureTypeLike {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
