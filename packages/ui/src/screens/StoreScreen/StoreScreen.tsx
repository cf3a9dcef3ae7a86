import type { ModelEntry } from "@hiber/hub-sdk";
import { SearchX } from "lucide-react";
import { type ReactNode, useId } from "react";
import { ErrorCard } from "../../components/ErrorCard/ErrorCard";
import { ModelCard } from "../../components/ModelCard/ModelCard";
import { Pagination } from "../../components/Pagination/Pagination";
import { Spinner } from "../../components/Spinner/Spinner";
import { cn } from "../../lib/cn";

/** Where a model card leads by default: `/model/{id}` (spec §2). */
export function defaultModelHref(model: ModelEntry): string {
  return `/model/${model.id}`;
}

export type StoreScreenStatus = "loading" | "error" | "success";

export type StoreScreenProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** `loading` before the first page arrives, `error` if it failed, `success` once a page is shown. */
  status: StoreScreenStatus;
  /** The models of the current page (or of the previous page while `isFetching`). */
  models: ModelEntry[];
  /** The error message shown after "Error fetching models:". */
  error?: string;
  /** Called by "Try Again" in the error state. */
  onRetry?: () => void;
  /** Current page, 1-based. */
  page: number;
  /** Number of pages when the total is known ("Page X of Y"); otherwise "Page X". */
  pageCount?: number;
  /** Whether a page follows the current one. */
  hasNextPage: boolean;
  onPreviousPage: () => void;
  onNextPage: () => void;
  /** A new page is loading: the shown grid dims and turns inert (`aria-busy`), and paging is disabled. */
  isFetching?: boolean;
  /** Link of each card; `/model/{id}` by default. */
  getModelHref?: (model: ModelEntry) => string;
  /** Locale of card dates and numbers; the user's by default. */
  locale?: string;
  /** Controls between the headline and the grid (search, category chips, compare toggle). */
  toolbar?: ReactNode;
  /** Headline; "AI Store." by default. */
  title?: ReactNode;
  /** Line under the headline. */
  tagline?: ReactNode;
};

/**
 * The model store browse screen (/store): headline, a grid of model cards (1, 2 or 3 columns) and
 * pagination, with loading, error and empty states. Pure: the page's data and callbacks come in as props.
 */
export function StoreScreen({
  status,
  models,
  error,
  onRetry,
  page,
  pageCount,
  hasNextPage,
  onPreviousPage,
  onNextPage,
  isFetching = false,
  getModelHref = defaultModelHref,
  locale,
  toolbar,
  title = "AI Store.",
  tagline = "Discover, compare and try machine-learning models from the hub.",
  className,
  ...props
}: StoreScreenProps) {
  const titleId = useId();
  const showPagination = status === "success" && (models.length > 0 || page > 1);

  return (
    <section
      data-slot="store-screen"
      data-state={status}
      aria-labelledby={titleId}
      className={cn(
        "mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 lg:px-8 lg:py-14",
        className,
      )}
      {...props}
    >
      <div data-slot="store-screen-header" className="flex flex-col gap-3">
        <h1
          id={titleId}
          className="font-bold text-4xl text-zinc-900 tracking-tight sm:text-5xl dark:text-white"
        >
          {title}
        </h1>
        {tagline && <p className="max-w-2xl text-lg text-zinc-600 dark:text-zinc-400">{tagline}</p>}
      </div>

      {toolbar && (
        <div data-slot="store-screen-toolbar" className="flex flex-wrap items-center gap-3">
          {toolbar}
        </div>
      )}

      {status === "loading" && (
        <div data-slot="store-screen-loading" className="flex min-h-80 items-center justify-center">
          <Spinner size="lg" label="Loading models" />
        </div>
      )}

      {status === "error" && (
        <ErrorCard
          title="Error fetching models:"
          description={error ?? "Failed to fetch models"}
          actionLabel="Try Again"
          onAction={onRetry}
          className="my-8"
        />
      )}

      {status === "success" && models.length === 0 && (
        <div
          data-slot="store-screen-empty"
          className="flex min-h-80 flex-col items-center justify-center gap-3 rounded-xl border border-zinc-300 border-dashed p-8 text-center dark:border-zinc-700"
        >
          <SearchX aria-hidden="true" className="size-10 text-zinc-400 dark:text-zinc-500" />
          <h2 className="font-semibold text-lg text-zinc-900 dark:text-white">No models found</h2>
          <p className="max-w-sm text-sm text-zinc-600 dark:text-zinc-400">
            There are no models on this page. Try another page or come back later.
          </p>
        </div>
      )}

      {status === "success" && models.length > 0 && (
        <div className="flex flex-col gap-4">
          <h2 className="sr-only">Models</h2>
          <ul
            data-slot="store-screen-grid"
            aria-busy={isFetching || undefined}
            // The dimmed grid is stale while the next page loads: inactive, out of the tab order.
            inert={isFetching}
            className={cn(
              "grid grid-cols-1 gap-5 transition-opacity duration-300 md:grid-cols-2 lg:grid-cols-3",
              isFetching && "opacity-50",
            )}
          >
            {models.map((model) => (
              <li key={model.id} className="min-w-0">
                <ModelCard model={model} href={getModelHref(model)} locale={locale} />
              </li>
            ))}
          </ul>
        </div>
      )}

      {showPagination && (
        <Pagination
          page={page}
          pageCount={pageCount}
          hasNextPage={hasNextPage}
          onPreviousPage={onPreviousPage}
          onNextPage={onNextPage}
          disabled={isFetching}
          aria-label="Model pages"
        />
      )}
    </section>
  );
}
