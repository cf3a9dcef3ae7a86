/**
 * An independent reading of catalogue/collections.json for tests: expectations are computed from the raw
 * file here, not from the emulator's own code.
 */
import raw from "../catalogue/collections.json" with { type: "json" };

export interface RawCollection {
  slug: string;
  title: string;
  description?: string;
  theme: string;
  upvotes: number;
  lastUpdated: string;
  position: number;
  private: boolean;
  gating: boolean;
  items: { type: string; id: string }[];
}

export const rawCollectionFile = raw as unknown as {
  snapshotDate: string;
  note: string;
  owners: Record<string, { fullname: string; type: "org" | "user" }>;
  collections: RawCollection[];
};

export const rawCollections: RawCollection[] = rawCollectionFile.collections;

/** Slugs of the raw collections matching `predicate`, in file order. */
export function slugsWhere(predicate: (collection: RawCollection) => boolean): string[] {
  return rawCollections.filter(predicate).map((c) => c.slug);
}
