/**
 * An independent reading of catalogue/models.json for tests: the expectations of the HTTP tests are
 * computed from the raw file here, not from the emulator's own code.
 */
import raw from "../hub/catalogue/models.json" with { type: "json" };

export interface RawModel {
  id: string;
  author: string;
  pipeline_tag?: string | null;
  library_name?: string | null;
  tags: string[];
  license?: string | null;
  gated: false | "auto" | "manual";
  downloads: number;
  likes: number;
  createdAt: string;
  lastModified: string;
  safetensors?: { parameters: Record<string, number>; total: number } | null;
  usedStorage?: number | null;
  config?: Record<string, unknown> | null;
  cardData?: Record<string, unknown> | null;
}

export const rawCatalogue = raw as unknown as { snapshotDate: string; note?: string; models: RawModel[] };
export const rawModels: RawModel[] = rawCatalogue.models;

/** Ids of the raw models matching `predicate`, sorted. */
export function idsWhere(predicate: (model: RawModel) => boolean): string[] {
  return rawModels
    .filter(predicate)
    .map((m) => m.id)
    .sort();
}

/** The most common value of `pick` over the raw models (for choosing filters that match something). */
export function mostCommon(pick: (model: RawModel) => readonly string[]): string {
  const counts = new Map<string, number>();
  for (const model of rawModels)
    for (const value of pick(model)) counts.set(value, (counts.get(value) ?? 0) + 1);
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  if (!best) throw new Error("no values");
  return best[0];
}
