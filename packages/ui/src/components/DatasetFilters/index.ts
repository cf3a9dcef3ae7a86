export { DatasetFilters, type DatasetFiltersProps } from "./DatasetFilters";
export {
  DATASET_PAGE_SIZES,
  DATASET_SORT_OPTIONS,
  type DatasetSortOption,
  DEFAULT_DATASET_PAGE_SIZE,
  DEFAULT_DATASET_SORT,
  isDatasetFilterActive,
} from "./dataset-categories";
