/**
 * Models and datasets bookmarked on their cards (issue 15 item 5), kept in this browser's local storage and
 * listed under the profile's Saved tab. `useBookmarks(kind)` re-renders every reader when one changes,
 * here or in another tab (the `storage` event).
 */
import { useSyncExternalStore } from "react";

export type BookmarkKind = "model" | "dataset";

/** The local storage key: a JSON object `{ model: string[], dataset: string[] }`, newest last. */
export const BOOKMARKS_STORAGE_KEY = "hiber.bookmarks";

type Bookmarks = Record<BookmarkKind, readonly string[]>;
const EMPTY: Bookmarks = { model: [], dataset: [] };

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: Bookmarks = EMPTY;

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];

/** Parses the stored value; anything malformed reads as no bookmarks. */
export function parseBookmarks(raw: string | null): Bookmarks {
  if (!raw) return EMPTY;
  try {
    const parsed = JSON.parse(raw) as Partial<Record<BookmarkKind, unknown>>;
    return { model: ids(parsed.model), dataset: ids(parsed.dataset) };
  } catch {
    return EMPTY;
  }
}

function read(): Bookmarks {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(BOOKMARKS_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing is remembered.
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseBookmarks(raw);
  }
  return cached;
}

/** Adds or removes a bookmark. */
export function setBookmark(kind: BookmarkKind, id: string, on: boolean): void {
  const current = read();
  const without = current[kind].filter((x) => x !== id);
  const next = { ...current, [kind]: on ? [...without, id] : without };
  try {
    window.localStorage.setItem(BOOKMARKS_STORAGE_KEY, JSON.stringify(next));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === BOOKMARKS_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Every bookmark, by kind. */
export function useBookmarks(): Bookmarks {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
