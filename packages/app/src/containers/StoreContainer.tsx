import type { ModelInfo } from "@hiber/hub-sdk";
import { buttonVariants, type ComparedModel, Link, StoreScreen, toggleCompareSelection } from "@hiber/ui";
import { keepPreviousData, useQueries, useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { recordRepoVisit } from "../graph/repo-history.ts";
import { usePublicConfig } from "../lib/api.ts";
import { setBookmark, useBookmarks } from "../lib/bookmarks.ts";
import { useUrlState } from "../lib/searchParams.ts";
import { useMinimumDuration } from "../lib/useMinimumDuration.ts";
import { modelCommentsQueryOptions } from "../queries/discussions.ts";
import {
  modelInfoQueryOptions,
  STORE_PAGE_SIZE,
  STORE_SORTS,
  storeModelsPageQueryOptions,
  storeRequestFromUrl,
  storeSortName,
} from "../queries/models.ts";
import { numberedPageProps } from "../queries/numbered-pages.ts";
import { routerModelsQueryOptions } from "../queries/playground.ts";
import { LazyFeaturedSection } from "./LazyFeaturedSection.tsx";

/** Run both (the router client, the payer, the arena's vote bar): loaded when the dialog shows it, not with /store. */
const CompareRun = lazy(() =>
  import("./CompareRunContainer.tsx").then((module) => ({ default: module.CompareRun })),
);

/** The spec's page / filter transition: the old grid stays, dimmed, this long. */
const TRANSITION_MS = 300;

/** The store's facets with their labels and options, loaded on demand. */
const loadModelFacets = () => import("../lib/facet-vocabulary.ts").then((module) => module.MODEL_FACETS);

/**
 * The model store: search (`?q=`), category (`?category=`), facets (`?library=`, `?license=`, `?params=`,
 * `?language=`), sort (`?sort=`) and page (`?page=`) in the URL, each change a step of the history;
 * compare mode and the selection in memory; each card's comments from the hub's discussions, in their own
 * queries, for the cards shown only (cards show at once, comments fill in); the comparison from each
 * model's details.
 */
export function StoreContainer() {
  const [params, update] = useUrlState({ page: 1 });
  const requested = storeRequestFromUrl(params);
  const { search, pipelineTag: category, sort = "updated", facets = {} } = requested.query;
  const bookmarks = useBookmarks().model;

  // The requested page loads at once, behind the transition; once it is in, the next one loads, for Next.
  const loading = useQuery(storeModelsPageQueryOptions(requested.query, requested.page));
  useQuery({
    ...storeModelsPageQueryOptions(requested.query, requested.page + 1),
    enabled: loading.data?.hasNextPage === true,
    notifyOnChangeProps: [],
  });
  // A page past the end shows the last page: the URL says which (replacing the wrong one in the history).
  const landed = loading.data?.page;
  useEffect(() => {
    if (landed !== undefined && landed !== requested.page) update({ page: landed }, { replace: true });
  }, [landed, requested.page, update]);
  const shown = useMinimumDuration(requested, TRANSITION_MS);
  const list = useQuery({
    ...storeModelsPageQueryOptions(shown.value.query, shown.value.page),
    placeholderData: keepPreviousData,
  });
  const paging = numberedPageProps(list, requested.page, STORE_PAGE_SIZE, shown.pending);
  const models = list.data?.items ?? [];

  // Made-up comments (the embedded hub's) are labelled: they wait for the configuration to say which.
  const hub = usePublicConfig().data?.upstreams.hub;
  const comments = useQueries({ queries: models.map((model) => modelCommentsQueryOptions(model.id)) });
  // A card keeps the height of its comment area while its comments load; a failure shows "n/a".
  const commentsById = Object.fromEntries(models.map((model, i) => [model.id, comments[i]?.data ?? null]));
  const commentsStatusById = Object.fromEntries(
    models.map((model, i) => {
      const status = comments[i]?.status ?? "pending";
      return [model.id, status === "pending" || !hub ? "loading" : status] as const;
    }),
  );

  const [compareMode, setCompareMode] = useState(false);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [comparing, setComparing] = useState(false);
  const details = useQueries({
    queries: selectedIds.map((id) => ({ ...modelInfoQueryOptions(id), enabled: comparing })),
  });
  // The router's provider probes give the speeds (the embedded router's own speed, labelled as a stand-in's).
  const routerModels = useQuery({ ...routerModelsQueryOptions(), enabled: comparing });
  const routerEmulated = usePublicConfig().data?.upstreams.router.emulated;
  // The comparison's mapping (lib/model-metrics.ts) loads with the first comparison, not with the store.
  const [metrics, setMetrics] = useState<typeof import("../lib/model-metrics.ts")>();
  useEffect(() => {
    if (comparing && !metrics) void import("../lib/model-metrics.ts").then(setMetrics);
  }, [comparing, metrics]);
  const withSpeeds = (info: ModelInfo, { comparedModel }: NonNullable<typeof metrics>) =>
    comparedModel(info, {
      model: routerModels.data?.find((entry) => entry.id === info.id),
      standIn: routerEmulated,
    });
  const [first, second] = details;
  const compared: [ComparedModel, ComparedModel] | undefined =
    metrics && first?.data && second?.data
      ? [withSpeeds(first.data, metrics), withSpeeds(second.data, metrics)]
      : undefined;
  const comparisonError = details.find((query) => query.isError)?.error;

  const goTo = (next: number) => {
    update({ page: next });
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <StoreScreen
        {...paging}
        models={models}
        sort={STORE_SORTS[sort]}
        onSortChange={(next) => update({ sort: storeSortName(next), page: undefined })}
        onPreviousPage={() => goTo(paging.page - 1)}
        onNextPage={() => goTo(paging.page + 1)}
        toolbar={
          <Link href="/huggingface-datasets" className={buttonVariants({ variant: "ghost", size: "sm" })}>
            Browse datasets
          </Link>
        }
        search={search}
        onSearch={(term) => {
          if (term !== search) update({ q: term, page: undefined });
        }}
        onClearSearch={() => update({ q: undefined, category: undefined, page: undefined })}
        category={category}
        onCategoryChange={(next) => update({ category: next, page: undefined })}
        facets={{
          values: facets,
          loadFacets: loadModelFacets,
          onChange: (changes) => update({ ...changes, page: undefined }),
        }}
        commentsById={commentsById}
        commentsStatusById={commentsStatusById}
        commentsSample={hub?.emulated}
        bookmarkedIds={bookmarks}
        onBookmarkChange={(id, on) => setBookmark("model", id, on)}
        compareMode={compareMode}
        onCompareModeChange={(on) => {
          setCompareMode(on);
          if (!on) setSelectedIds([]);
        }}
        selectedIds={selectedIds}
        onToggleSelect={(id) => {
          // A selected model counts towards For You on /graph.
          const model = models.find((entry) => entry.id === id);
          if (model) recordRepoVisit({ type: "model", id, tags: model.tags });
          setSelectedIds((ids) => toggleCompareSelection(ids, id));
        }}
        onRemoveSelected={(id) => setSelectedIds((ids) => ids.filter((x) => x !== id))}
        onCompare={() => setComparing(true)}
        comparison={{
          open: comparing,
          onOpenChange: setComparing,
          models: compared,
          status: comparisonError ? "error" : compared ? "success" : "loading",
          error: comparisonError?.message,
          onRetry: () => {
            for (const query of details) if (query.isError) void query.refetch();
          },
          runBoth: compared && (
            <div className="flex flex-col gap-2">
              <Suspense fallback={<p className="text-muted-foreground text-sm">Loading...</p>}>
                <CompareRun models={[compared[0].id, compared[1].id]} />
              </Suspense>
              <Link
                href={`/compare?${new URLSearchParams({ a: compared[0].id, b: compared[1].id })}`}
                className="self-start font-medium text-indigo-700 text-sm underline underline-offset-4 dark:text-indigo-300"
              >
                Open this comparison on its own page
              </Link>
            </div>
          ),
        }}
      />
      <LazyFeaturedSection ready={list.data !== undefined} />
    </>
  );
}
