import type { HistoryEntry } from "./graph-lists.ts";

/** Local-storage key of the repos this visitor viewed or selected (For You on /graph). */
export const HISTORY_KEY = "hiber:repo-history";
const MAX_ENTRIES = 20;

/** The history, newest first; empty when storage is off or holds something else. */
export function readRepoHistory(): HistoryEntry[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(HISTORY_KEY) ?? "[]");
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is HistoryEntry =>
        typeof entry === "object" &&
        entry !== null &&
        (entry.type === "model" || entry.type === "dataset") &&
        typeof entry.id === "string" &&
        Array.isArray(entry.tags),
    );
  } catch {
    return [];
  }
}

/** Puts a repo first in the history (once), keeping the 20 newest; does nothing when storage is off. */
export function recordRepoVisit(entry: HistoryEntry): void {
  try {
    const rest = readRepoHistory().filter((old) => old.type !== entry.type || old.id !== entry.id);
    const tags = entry.tags.filter((tag) => !tag.includes(":")).slice(0, 30);
    localStorage.setItem(HISTORY_KEY, JSON.stringify([{ ...entry, tags }, ...rest].slice(0, MAX_ENTRIES)));
  } catch {
    // Storage full or disabled: For You falls back to the spec's rule.
  }
}
