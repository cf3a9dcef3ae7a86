import type { ModelEntry } from "@hiber/hub-sdk";
import { ChevronLeft, ChevronRight, SearchX } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { cn } from "../../lib/cn";
import { Button } from "../Button/Button";
import { CategoryChips } from "../CategoryChips/CategoryChips";
import { SortSelect } from "../DatasetFilters/NativeSelect";
import { ErrorCard } from "../ErrorCard/ErrorCard";
import { FeaturedCounters } from "./FeaturedCounters";
import { FeaturedModelCard, FeaturedModelCardSkeleton } from "./FeaturedModelCard";
import {
  FEATURED_CATEGORIES,
  FEATURED_EXPANDED_COUNT,
  FEATURED_SLIDE_SIZE,
  FEATURED_SORTS,
  type FeaturedCategory,
  type FeaturedSort,
  featuredSlideCount,
  wrapSlide,
} from "./featured-models";

export type FeaturedModelsStatus = "loading" | "error" | "success";

export type FeaturedModelsProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /** `loading` before the first list arrives, `error` if it failed, `success` once one is shown. */
  status: FeaturedModelsStatus;
  /** The models of the selected category, in the selected order. */
  models: ModelEntry[];
  /** The message after "Error fetching models:". */
  error?: string;
  /** "Try Again" in the error state. */
  onRetry?: () => void;
  category: FeaturedCategory;
  onCategoryChange: (category: FeaturedCategory) => void;
  sort: FeaturedSort;
  onSortChange: (sort: FeaturedSort) => void;
  /** A new category or order is on its way: the shown models dim and turn inert (`aria-busy`). */
  isFetching?: boolean;
  /** A note beside the sort (e.g. that the emulated hub's trending score is a stand-in). */
  sortNote?: ReactNode;
  /** Where a card leads; `/model/{author}/{name}` by default. */
  getModelHref?: (model: ModelEntry) => string;
  /** Locale of the full figures; the user's by default. */
  locale?: string;
  /** The heading's level: 2 in a page (the store), 1 as the page itself. */
  headingLevel?: 1 | 2;
  /** Headline; "Featured AI Models" by default. */
  title?: ReactNode;
  /** Starts in the expanded grid (the first 12). */
  defaultExpanded?: boolean;
};

/** Where a featured card leads: `/model/{author}/{name}` (spec part 2 §2.4). */
export function featuredModelHref(model: Pick<ModelEntry, "id">): string {
  return `/model/${model.id}`;
}

const gridClass = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3";
/** Six cards of `h-48` and their gaps, in 6, 3 or 2 rows: a slide keeps its height whatever it holds. */
const slideHeight =
  "min-h-[calc(6*12rem+5*1rem)] sm:min-h-[calc(3*12rem+2*1rem)] lg:min-h-[calc(2*12rem+1rem)]";

/**
 * The Featured AI Models section (spec part 2 §2.4): category buttons, the sort, the counters, and the
 * models as a carousel (6 a slide, previous / next wrapping, dots, ← → while focus is in the section) or,
 * after "View All", the first 12 in a grid ("View N more models" beyond). Loading, empty and error states;
 * while `isFetching` the shown models stay, dimmed. Changing the category or order goes back to slide 1.
 */
export function FeaturedModels({
  status,
  models,
  error,
  onRetry,
  category,
  onCategoryChange,
  sort,
  onSortChange,
  isFetching = false,
  sortNote,
  getModelHref = featuredModelHref,
  locale,
  headingLevel = 2,
  title = "Featured AI Models",
  defaultExpanded = false,
  className,
  ...props
}: FeaturedModelsProps) {
  const titleId = useId();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [slide, setSlide] = useState(0);
  // A new list (category, order or its models) starts at the first slide.
  const listKey = `${category}|${sort}|${models.length}|${models[0]?.id ?? ""}`;
  const [shownKey, setShownKey] = useState(listKey);
  if (shownKey !== listKey) {
    setShownKey(listKey);
    setSlide(0);
  }
  const slides = featuredSlideCount(models.length);
  const current = Math.min(slide, slides - 1);
  const hasModels = status === "success" && models.length > 0;
  const carousel = hasModels && !expanded && slides > 1;
  const Heading = `h${headingLevel}` as const;
  const step = (by: number) => setSlide(wrapSlide(current, by, slides));

  const shown = expanded
    ? models.slice(0, FEATURED_EXPANDED_COUNT)
    : models.slice(current * FEATURED_SLIDE_SIZE, (current + 1) * FEATURED_SLIDE_SIZE);

  return (
    <section
      data-slot="featured-models"
      data-state={status}
      data-expanded={expanded || undefined}
      aria-labelledby={titleId}
      aria-roledescription={carousel ? "carousel" : undefined}
      onKeyDown={(event) => {
        if (!carousel || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
        // The sort's own keys stay the sort's.
        if ((event.target as HTMLElement).closest("select, input, textarea")) return;
        event.preventDefault();
        step(event.key === "ArrowLeft" ? -1 : 1);
      }}
      className={cn("flex flex-col gap-6", className)}
      {...props}
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <Heading
            id={titleId}
            className={cn(
              "font-bold text-zinc-900 tracking-tight dark:text-white",
              headingLevel === 1 ? "text-4xl sm:text-5xl" : "text-2xl sm:text-3xl",
            )}
          >
            {title}
          </Heading>
          <p className="text-zinc-600 dark:text-zinc-400">The hub's most popular models by task.</p>
        </div>
        {hasModels && (
          <Button
            variant="outline"
            size="sm"
            aria-expanded={expanded}
            onClick={() => {
              setExpanded(!expanded);
              setSlide(0);
            }}
          >
            {expanded ? "Show Less" : "View All"}
          </Button>
        )}
      </div>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <CategoryChips
          label="Featured model categories"
          categories={FEATURED_CATEGORIES.slice(1).map((option) => option.label)}
          value={
            category === "all" ? undefined : FEATURED_CATEGORIES.find((c) => c.value === category)?.label
          }
          onValueChange={(label) =>
            onCategoryChange(FEATURED_CATEGORIES.find((c) => c.label === label)?.value ?? "all")
          }
        />
        <div className="flex flex-wrap items-center gap-2">
          {sortNote && <span className="text-xs text-zinc-600 dark:text-zinc-400">{sortNote}</span>}
          <SortSelect
            value={sort}
            options={FEATURED_SORTS}
            onValueChange={onSortChange}
            slot="featured-models-sort"
            // Not "Sort by": on the store the grid has its own.
            label="Sort models by"
          />
        </div>
      </div>

      <FeaturedCounters status={status} models={models} locale={locale} />

      {status === "error" ? (
        <ErrorCard
          title="Error fetching models:"
          description={error ?? "Failed to fetch models"}
          actionLabel="Try Again"
          onAction={onRetry}
          headingLevel={headingLevel === 1 ? 2 : 3}
          className="my-4"
        />
      ) : status === "success" && models.length === 0 ? (
        <div
          data-slot="featured-models-empty"
          className="flex flex-col items-center gap-2 rounded-xl border border-zinc-300 border-dashed px-6 py-12 text-center dark:border-zinc-700"
        >
          <SearchX aria-hidden="true" className="size-8 text-zinc-400" />
          <p className="font-semibold text-zinc-900 dark:text-white">
            No models found for the selected category
          </p>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Try selecting a different category or sort option
          </p>
        </div>
      ) : (
        <div
          aria-busy={status === "loading" || isFetching || undefined}
          inert={isFetching}
          className={cn("flex flex-col gap-4 transition-opacity duration-300", isFetching && "opacity-50")}
        >
          <ul
            data-slot="featured-models-list"
            aria-label={carousel ? `Slide ${current + 1} of ${slides}` : "Featured models"}
            aria-roledescription={carousel ? "slide" : undefined}
            className={cn(gridClass, !expanded && slideHeight)}
          >
            {status === "loading"
              ? Array.from({ length: FEATURED_SLIDE_SIZE }, (_, i) => (
                  <li key={i}>
                    <FeaturedModelCardSkeleton />
                  </li>
                ))
              : shown.map((model) => (
                  <li key={model.id}>
                    <FeaturedModelCard
                      model={model}
                      href={getModelHref(model)}
                      locale={locale}
                      headingLevel={headingLevel === 1 ? 2 : 3}
                    />
                  </li>
                ))}
          </ul>
          {status === "loading" && (
            <span className="sr-only" role="status">
              Loading models
            </span>
          )}
          {carousel && (
            <FeaturedCarouselControls slides={slides} current={current} onStep={step} onGoTo={setSlide} />
          )}
          {expanded && models.length > FEATURED_EXPANDED_COUNT && (
            <Button
              variant="secondary"
              className="self-center"
              onClick={() => {
                // The carousel shows every model: the slide after the first 12.
                setExpanded(false);
                setSlide(FEATURED_EXPANDED_COUNT / FEATURED_SLIDE_SIZE);
              }}
            >
              View {models.length - FEATURED_EXPANDED_COUNT} more models
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

/** Previous, the dots, "Slide X of Y" and Next. */
function FeaturedCarouselControls({
  slides,
  current,
  onStep,
  onGoTo,
}: {
  slides: number;
  current: number;
  onStep: (by: number) => void;
  onGoTo: (index: number) => void;
}) {
  return (
    <div data-slot="featured-models-controls" className="flex items-center justify-center gap-3">
      <Button variant="outline" size="icon" aria-label="Slide back" onClick={() => onStep(-1)}>
        <ChevronLeft aria-hidden="true" />
      </Button>
      <div className="flex flex-wrap items-center justify-center gap-1">
        {Array.from({ length: slides }, (_, i) => (
          <button
            key={i}
            type="button"
            aria-label={`Slide ${i + 1}`}
            aria-current={i === current || undefined}
            data-slot="featured-models-dot"
            onClick={() => onGoTo(i)}
            className="flex size-6 cursor-pointer items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            <span
              aria-hidden="true"
              className={cn(
                "block size-2 rounded-full transition-colors",
                i === current ? "bg-indigo-600 dark:bg-indigo-400" : "bg-zinc-300 dark:bg-zinc-600",
              )}
            />
          </button>
        ))}
      </div>
      <p
        aria-live="polite"
        data-slot="featured-models-position"
        className="min-w-24 text-center text-sm text-zinc-600 tabular-nums dark:text-zinc-400"
      >
        Slide {current + 1} of {slides}
      </p>
      <Button variant="outline" size="icon" aria-label="Slide forward" onClick={() => onStep(1)}>
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}
