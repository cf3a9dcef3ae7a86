import type { DatasetEntry, DatasetSort } from "@hiber/hub-sdk";
import { DATASET_FACET_KEYS, facetValuesFromUrl } from "@hiber/hub-sdk/tasks";
import {
  clearedFacets,
  DATASET_PAGE_SIZES,
  DatasetsScreen,
  DEFAULT_DATASET_PAGE_SIZE,
  DEFAULT_DATASET_SORT,
  datasetDetailsHref,
  datasetHubUrl,
  isLocalDatasetId,
} from "@hiber/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { recordRepoVisit } from "../graph/repo-history.ts";
import { setBookmark, useBookmarks } from "../lib/bookmarks.ts";
import { readInt, useUrlState } from "../lib/searchParams.ts";
import { shareLink } from "../lib/share.ts";
import { datasetsPageQueryOptions } from "../queries/datasets.ts";
import { numberedPageProps } from "../queries/numbered-pages.ts";
import { LazyDatasetPreviewContainer as DatasetPreviewContainer } from "./LazyDatasetPreviewContainer.tsx";

const SORTS: readonly DatasetSort[] = ["downloads", "likes", "lastModified", "trendingScore", "createdAt"];

/** The datasets' facets with their labels and options, loaded on demand. */
const loadDatasetFacets = () => import("../lib/facet-vocabulary.ts").then((module) => module.DATASET_FACETS);

/** Shares a dataset with the browser's share sheet, else copies its link (the card then says "Link copied"). */
async function shareDataset(dataset: DatasetEntry) {
  // A local dataset has no page on the hub: its link is this site's page for it.
  if (isLocalDatasetId(dataset.id)) {
    return shareLink({
      title: dataset.id,
      text: `Check out the ${dataset.id} dataset`,
      url: new URL(datasetDetailsHref(dataset.id), window.location.origin).href,
    });
  }
  return shareLink({
    title: dataset.id,
    text: `Check out the ${dataset.id} dataset on Hugging Face`,
    url: datasetHubUrl(dataset.id),
  });
}

/**
 * The datasets screen: filters (category; the facets `?modality=`, `?rows=`, `?format=`), sort, page size and
 * page in the URL, each change a step of the history; real cursor pages; the row preview.
 */
export function DatasetsContainer() {
  const defaults = { sort: DEFAULT_DATASET_SORT, size: DEFAULT_DATASET_PAGE_SIZE, page: 1 };
  const [params, update] = useUrlState(defaults);
  const category = params.get("category") || undefined;
  const sortParam = params.get("sort") as DatasetSort | null;
  const sort = sortParam && SORTS.includes(sortParam) ? sortParam : DEFAULT_DATASET_SORT;
  const pageSize = readInt(params, "size", DEFAULT_DATASET_PAGE_SIZE, DATASET_PAGE_SIZES);
  const page = readInt(params, "page", 1);

  const facets = facetValuesFromUrl(DATASET_FACET_KEYS, params);

  const query = { category, facets, sort, pageSize };
  // The previous page stays on screen (dimmed) while the requested one loads; once it is in, the next one
  // loads, for Next.
  const list = useQuery({ ...datasetsPageQueryOptions(query, page), placeholderData: keepPreviousData });
  useQuery({
    ...datasetsPageQueryOptions(query, page + 1),
    enabled: !list.isPlaceholderData && list.data?.hasNextPage === true,
    notifyOnChangeProps: [],
  });
  const paging = numberedPageProps(list, page, pageSize);

  const bookmarks = useBookmarks().dataset;
  const [previewId, setPreviewId] = useState<string>();

  const goTo = (next: number) => {
    update({ page: next });
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <DatasetsScreen
        {...paging}
        datasets={list.data?.items ?? []}
        pageSize={pageSize}
        onPageSizeChange={(size) => update({ size, page: undefined })}
        category={category}
        onCategoryChange={(next) => update({ category: next, page: undefined })}
        sort={sort}
        onSortChange={(next) => update({ sort: next, page: undefined })}
        onReset={() =>
          update({
            category: undefined,
            sort: undefined,
            ...clearedFacets(facets),
            page: undefined,
          })
        }
        facets={{
          values: facets,
          loadFacets: loadDatasetFacets,
          onChange: (changes) => update({ ...changes, page: undefined }),
        }}
        onPreviousPage={() => goTo(paging.page - 1)}
        onNextPage={() => goTo(paging.page + 1)}
        bookmarkedIds={bookmarks}
        onBookmarkChange={(id, on) => setBookmark("dataset", id, on)}
        onShare={shareDataset}
        onPreview={(dataset) => {
          // A previewed dataset counts towards For You on /graph.
          recordRepoVisit({ type: "dataset", id: dataset.id, tags: dataset.tags });
          setPreviewId(dataset.id);
        }}
      />
      {previewId !== undefined && (
        <DatasetPreviewContainer
          key={previewId}
          datasetId={previewId}
          onClose={() => setPreviewId(undefined)}
        />
      )}
    </>
  );
}
