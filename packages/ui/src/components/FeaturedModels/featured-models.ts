import type { ModelEntry } from "@hiber/hub-sdk";
import { taskInfo } from "@hiber/hub-sdk/tasks";

/** The featured section's categories (spec part 2 §2.4): "all", or a task type of `@hiber/hub-sdk/tasks`. */
export const FEATURED_CATEGORIES = [
  { value: "all", label: "All" },
  { value: "language", label: "Language" },
  { value: "vision", label: "Vision" },
  { value: "audio", label: "Audio" },
] as const;

export type FeaturedCategory = (typeof FEATURED_CATEGORIES)[number]["value"];

/** The featured section's orders (spec part 2 §2.4), each descending, with their labels. */
export const FEATURED_SORTS = [
  { value: "downloads", label: "Most Downloads" },
  { value: "likes", label: "Most Liked" },
  { value: "trending", label: "Trending" },
  { value: "updated", label: "Recently Updated" },
] as const;

export type FeaturedSort = (typeof FEATURED_SORTS)[number]["value"];

/** Models on one slide of the carousel (spec part 2 §9). */
export const FEATURED_SLIDE_SIZE = 6;

/** Models of the expanded grid (spec part 2 §9). */
export const FEATURED_EXPANDED_COUNT = 12;

/**
 * Whether a model belongs to a featured category: by its task's filter type in the task table (spec part 2
 * §9: a task the table does not type, or none, counts as Language).
 */
export function inFeaturedCategory(
  model: Pick<ModelEntry, "pipelineTag">,
  category: FeaturedCategory,
): boolean {
  return category === "all" || taskInfo(model.pipelineTag).filterType.toLowerCase() === category;
}

/** The section's counters: models loaded, their downloads and their likes. */
export function featuredTotals(models: readonly Pick<ModelEntry, "downloads" | "likes">[]) {
  return {
    models: models.length,
    downloads: models.reduce((sum, model) => sum + model.downloads, 0),
    likes: models.reduce((sum, model) => sum + model.likes, 0),
  };
}

/** The carousel's slide count: one per 6 models (at least one). */
export function featuredSlideCount(modelCount: number): number {
  return Math.max(1, Math.ceil(modelCount / FEATURED_SLIDE_SIZE));
}

/** The slide `step` slides away from `index`, wrapping around both ends. */
export function wrapSlide(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}
