import { GlobalSearch, type GlobalSearchStatus, type SearchHit } from "@hiber/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useRecentSearches } from "../lib/recent-searches.ts";
import { useDebouncedValue } from "../lib/useDebouncedValue.ts";
import { globalSearchQueryOptions } from "../queries/search.ts";

/** Typing pauses this long before a search starts. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface GlobalSearchContainerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The global search (⌘K) bound to the hub: the typed text, debounced, searched through `queries/search.ts`
 * (cached per term, the superseded term cancelled, the previous hits kept meanwhile); a chosen hit is
 * remembered as a recent search and its insight page opened. Loaded with the dialog's chunk on first use.
 */
export function GlobalSearchContainer({ open, onOpenChange }: GlobalSearchContainerProps) {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const term = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery(globalSearchQueryOptions(term));
  const { recent, remember, clear } = useRecentSearches();

  const typing = query.trim() !== term;
  let status: GlobalSearchStatus = "idle";
  if (query.trim() !== "") {
    if (search.isError) status = "error";
    else if (search.isSuccess && !search.isPlaceholderData && !typing) status = "success";
    else status = "loading";
  }

  const onSelect = (hit: SearchHit) => {
    remember(query);
    onOpenChange(false);
    navigate(hit.href);
  };

  return (
    <GlobalSearch
      open={open}
      onOpenChange={onOpenChange}
      query={query}
      onQueryChange={setQuery}
      status={status}
      results={search.data}
      stale={status === "loading" && search.data !== undefined}
      error={search.error?.message}
      onRetry={() => void search.refetch()}
      recent={recent}
      onClearRecent={clear}
      onSelect={onSelect}
    />
  );
}
