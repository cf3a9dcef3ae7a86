import { type DatasetSort, listDatasetsPage } from "@hiber/hub-sdk";
import { type DatasetFacetKey, facetListParams } from "@hiber/hub-sdk/tasks";
import { hubBaseUrl } from "../lib/api.ts";
import { numberedPageQueryOptions } from "./numbered-pages.ts";

export interface DatasetsQuery {
  category?: string;
  /** The chosen modality, size in rows and format (`?modality=…&rows=…&format=…`). */
  facets?: Partial<Record<DatasetFacetKey, string>>;
  sort: DatasetSort;
  pageSize: number;
}

/**
 * Page `page` of the datasets screen's list: real cursor pages of `pageSize`, optionally one task category
 * and the facets' tags (all of them: the hub ANDs `filter=`).
 */
export function datasetsPageQueryOptions(query: DatasetsQuery, page: number) {
  return numberedPageQueryOptions(
    ["datasets", "list", query],
    page,
    query.pageSize,
    ({ cursor, pageSize, signal }) =>
      listDatasetsPage({
        baseUrl: hubBaseUrl(),
        pageSize,
        sort: query.sort,
        full: true,
        filter: [
          ...(query.category ? [`task_categories:${query.category}`] : []),
          ...facetListParams(query.facets ?? {}).filter,
        ],
        cursor,
        signal,
      }),
  );
}
