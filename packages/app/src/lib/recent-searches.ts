/**
 * The global search's recent searches (issue 25), kept in this browser's local storage: the terms that led
 * to an opened hit, newest first, each once (regardless of case), at most {@link MAX_RECENT_SEARCHES}.
 */
import { useCallback, useState } from "react";

/** The local storage key: a JSON array of terms, newest first. */
export const RECENT_SEARCHES_STORAGE_KEY = "hiber.recent-searches";
export const MAX_RECENT_SEARCHES = 6;

/** Parses the stored value; anything malformed reads as no recent searches. */
export function parseRecentSearches(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed)
      ? parsed.filter((term): term is string => typeof term === "string").slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch {
    return [];
  }
}

/** The list with `term` put first (trimmed; an earlier copy in any case removed), cut to the maximum. */
export function withRecentSearch(list: readonly string[], term: string): string[] {
  const trimmed = term.trim();
  if (trimmed === "") return [...list];
  const key = trimmed.toLowerCase();
  return [trimmed, ...list.filter((t) => t.toLowerCase() !== key)].slice(0, MAX_RECENT_SEARCHES);
}

function read(): string[] {
  try {
    return parseRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY));
  } catch {
    return []; // Storage blocked: nothing is remembered.
  }
}

function write(list: readonly string[]): void {
  try {
    window.localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage blocked or full: kept for this page only.
  }
}

/** The recent searches, and the two changes the dialog makes: remember a term, forget them all. */
export function useRecentSearches() {
  const [recent, setRecent] = useState(read);
  const remember = useCallback((term: string) => {
    const next = withRecentSearch(read(), term);
    write(next);
    setRecent(next);
  }, []);
  const clear = useCallback(() => {
    write([]);
    setRecent([]);
  }, []);
  return { recent, remember, clear };
}
