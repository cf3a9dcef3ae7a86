import { type ListModelsParams, listModelsPage } from "@hiber/hub-sdk";
import { type FeaturedCategory, type FeaturedSort, inFeaturedCategory } from "@hiber/ui";
import { queryOptions } from "@tanstack/react-query";
import { hubBaseUrl } from "../lib/api.ts";

/** The hub's sort key of each featured order (every one descending; trending is the hub's trending score). */
export const FEATURED_HUB_SORTS = {
  downloads: "downloads",
  likes: "likes",
  trending: "trendingScore",
  updated: "lastModified",
} as const satisfies Record<FeaturedSort, NonNullable<ListModelsParams["sort"]>>;

/** Models fetched (spec part 2 §9): 48 for All, 144 for one category, which is filtered here, not by the hub. */
export function featuredFetchSize(category: FeaturedCategory): number {
  return category === "all" ? 48 : 144;
}

export type FeaturedRequest = {
  category: FeaturedCategory;
  sort: FeaturedSort;
};

export const DEFAULT_FEATURED_REQUEST: FeaturedRequest = { category: "all", sort: "downloads" };

/**
 * The Featured AI Models list (spec call 2): the first 48 or 144 models of the hub in the chosen order, then
 * the category's by the task table. The three categories share one request per order.
 */
export function featuredModelsQueryOptions({ category, sort }: FeaturedRequest) {
  const limit = featuredFetchSize(category);
  return queryOptions({
    queryKey: ["models", "featured", { sort, limit }],
    queryFn: async ({ signal }) => {
      const page = await listModelsPage({
        baseUrl: hubBaseUrl(),
        pageSize: limit,
        sort: FEATURED_HUB_SORTS[sort],
        full: true,
        signal,
      });
      return page.items;
    },
    select: (models) => models.filter((model) => inFeaturedCategory(model, category)),
  });
}

const isCategory = (value: string | null): value is FeaturedCategory =>
  value === "all" || value === "language" || value === "vision" || value === "audio";
const isSort = (value: string | null): value is FeaturedSort =>
  value !== null && Object.hasOwn(FEATURED_HUB_SORTS, value);

/** The category (`?category=`) and order (`?sort=`) a URL names; the defaults for none or an unknown one. */
export function featuredRequestFromUrl(params: URLSearchParams): FeaturedRequest {
  const category = params.get("category");
  const sort = params.get("sort");
  return {
    category: isCategory(category) ? category : DEFAULT_FEATURED_REQUEST.category,
    sort: isSort(sort) ? sort : DEFAULT_FEATURED_REQUEST.sort,
  };
}
