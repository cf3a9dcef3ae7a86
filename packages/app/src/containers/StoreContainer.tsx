import { buttonVariants, type ComparedModel, Link, StoreScreen, toggleCompareSelection } from "@hiber/ui";
import { useQueries } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { comparedModel } from "../lib/model-metrics.ts";
import { readInt, useUrlState } from "../lib/searchParams.ts";
import { usePagedList } from "../lib/usePagedList.ts";
import { modelCommentsQueryOptions } from "../queries/discussions.ts";
import { modelInfoQueryOptions, STORE_PAGE_SIZE, storeModelsQueryOptions } from "../queries/models.ts";

/** The spec's page / filter transition: the old grid stays, dimmed, this long. */
const TRANSITION_MS = 300;

/**
 * The model store: search (`?q=`), category (`?category=`) and page (`?page=`) in the URL; compare mode and
 * the selection in memory; comments from the hub's discussions; the comparison from each model's details.
 */
export function StoreContainer() {
  const [params, update] = useUrlState({ page: 1 });
  const page = readInt(params, "page", 1);
  const search = params.get("q")?.trim() || undefined;
  const category = params.get("category") || undefined;

  const list = usePagedList(
    storeModelsQueryOptions({ search, pipelineTag: category }),
    page,
    STORE_PAGE_SIZE,
    TRANSITION_MS,
  );
  useEffect(() => {
    if (list.lastPage !== undefined) update({ page: list.lastPage }, { replace: true });
  }, [list.lastPage, update]);

  const comments = useQueries({ queries: list.items.map((model) => modelCommentsQueryOptions(model.id)) });
  const commentsById = useMemo(
    () => Object.fromEntries(list.items.map((model, i) => [model.id, comments[i]?.data ?? null])),
    [list.items, comments],
  );

  const [compareMode, setCompareMode] = useState(false);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [comparing, setComparing] = useState(false);
  const details = useQueries({
    queries: selectedIds.map((id) => ({ ...modelInfoQueryOptions(id), enabled: comparing })),
  });
  const [first, second] = details;
  const compared: [ComparedModel, ComparedModel] | undefined =
    first?.data && second?.data ? [comparedModel(first.data), comparedModel(second.data)] : undefined;
  const comparisonError = details.find((query) => query.isError)?.error;

  const goTo = (next: number) => {
    update({ page: next });
    window.scrollTo({ top: 0 });
  };

  return (
    <StoreScreen
      status={list.status}
      models={list.items}
      error={list.error?.message}
      onRetry={list.retry}
      page={page}
      pageCount={list.pageCount}
      hasNextPage={list.hasNextPage}
      isFetching={list.isTransitioning}
      onPreviousPage={() => goTo(page - 1)}
      onNextPage={() => goTo(page + 1)}
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
      commentsById={commentsById}
      compareMode={compareMode}
      onCompareModeChange={(on) => {
        setCompareMode(on);
        if (!on) setSelectedIds([]);
      }}
      selectedIds={selectedIds}
      onToggleSelect={(id) => setSelectedIds((ids) => toggleCompareSelection(ids, id))}
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
      }}
    />
  );
}
