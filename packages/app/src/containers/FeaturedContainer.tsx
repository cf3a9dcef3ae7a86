import { FeaturedModels } from "@hiber/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { usePublicConfig } from "../lib/api.ts";
import { useUrlState } from "../lib/searchParams.ts";
import { useMinimumDuration } from "../lib/useMinimumDuration.ts";
import {
  DEFAULT_FEATURED_REQUEST,
  type FeaturedRequest,
  featuredModelsQueryOptions,
  featuredRequestFromUrl,
} from "../queries/featured.ts";

/** The spec's transition: after a category or order change the old models stay, dimmed, this long. */
const TRANSITION_MS = 300;

export interface FeaturedContainerProps {
  /** Keep the category and order in the URL (`?category=`, `?sort=`), as /huggingface-models does. */
  inUrl?: boolean;
  /** 1 when the section is the page, 2 under a page's heading (the store). */
  headingLevel?: 1 | 2;
  className?: string;
}

/** The category and order: in the URL, or in memory (the store's URL keys are its grid's). */
function useFeaturedRequest(inUrl: boolean) {
  const [params, update] = useUrlState(DEFAULT_FEATURED_REQUEST);
  const [local, setLocal] = useState(DEFAULT_FEATURED_REQUEST);
  const requested = inUrl ? featuredRequestFromUrl(params) : local;
  const request = (changes: Partial<FeaturedRequest>) =>
    inUrl ? update(changes) : setLocal((current) => ({ ...current, ...changes }));
  return [requested, request] as const;
}

/**
 * Featured AI Models (spec part 2 §2.4) bound to the hub: the list of the requested category and order
 * loads at once, and shows after the 300 ms transition, with the previous list dimmed meanwhile.
 */
export function FeaturedContainer({ inUrl = false, headingLevel = 2, className }: FeaturedContainerProps) {
  const [requested, request] = useFeaturedRequest(inUrl);
  useQuery({ ...featuredModelsQueryOptions(requested), notifyOnChangeProps: [] });
  const shown = useMinimumDuration(requested, TRANSITION_MS);
  const list = useQuery({ ...featuredModelsQueryOptions(shown.value), placeholderData: keepPreviousData });
  // The emulated hub's trending score is its own stand-in (likes discounted by age), and says so.
  const hubEmulated = usePublicConfig().data?.upstreams.hub.emulated;

  return (
    <FeaturedModels
      status={list.isPending ? "loading" : list.data ? "success" : "error"}
      models={list.data ?? []}
      error={list.error?.message}
      onRetry={() => void list.refetch()}
      isFetching={shown.pending || list.isPlaceholderData}
      category={requested.category}
      onCategoryChange={(category) => request({ category })}
      sort={requested.sort}
      onSortChange={(sort) => request({ sort })}
      sortNote={
        hubEmulated && requested.sort === "trending" ? "Stand-in trending score (sample hub)" : undefined
      }
      headingLevel={headingLevel}
      className={className}
    />
  );
}

/** /huggingface-models: the section as a page, its category and order in the URL. */
export function FeaturedPage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <FeaturedContainer inUrl headingLevel={1} />
    </div>
  );
}
