/*
 * CSV as the datasets library reads it: RFC 4180 fields, columns typed from their values.
 */

/** Splits CSV text (RFC 4180: quoted fields may hold commas, quotes and newlines) into rows of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0] === ""));
}

const INTEGER = /^-?\d+$/;
const DECIMAL = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/**
 * CSV rows as typed records, the way a CSV loader infers columns: integers, then decimals, then
 * `true`/`false`, else strings; an empty field is a missing value.
 */
export function csvRecords(text: string): Record<string, unknown>[] {
  const [header = [], ...rows] = parseCsv(text);
  const parsers = header.map((_, column) => {
    const values = rows.map((r) => r[column] ?? "").filter((v) => v !== "");
    if (values.length > 0 && values.every((v) => INTEGER.test(v)))
      return (v: string) => Number.parseInt(v, 10);
    if (values.length > 0 && values.every((v) => DECIMAL.test(v))) return (v: string) => Number.parseFloat(v);
    if (values.length > 0 && values.every((v) => v === "true" || v === "false"))
      return (v: string) => v === "true";
    return (v: string) => v;
  });
  return rows.map((r) =>
    Object.fromEntries(
      header.map((name, column) => {
        const raw = r[column] ?? "";
        return [name, raw === "" ? null : (parsers[column] as (v: string) => unknown)(raw)];
      }),
    ),
  );
}
