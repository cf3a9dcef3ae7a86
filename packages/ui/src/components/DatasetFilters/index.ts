export { DatasetFilters, type DatasetFiltersProps } from "./DatasetFilters";
export {
  DATASET_CATEGORY_GROUPS,
  DATASET_PAGE_SIZES,
  DATASET_SORT_OPTIONS,
  type DatasetCategory,
  type DatasetCategoryGroup,
  type DatasetSortOption,
  DEFAULT_DATASET_PAGE_SIZE,
  DEFAULT_DATASET_SORT,
  datasetCategoryLabel,
  isDatasetFilterActive,
} from "./dataset-categories";
