export {
  DATASET_PREVIEW_ROWS_PER_PAGE,
  DatasetPreviewModal,
  type DatasetPreviewModalProps,
  type DatasetPreviewModalStatus,
  type DatasetPreviewRowsPage,
} from "./DatasetPreviewModal";
export {
  CELL_ELLIPSIS,
  CELL_TEXT_LIMIT,
  classLabelName,
  EMPTY_CELL,
  type FeatureTypeLike,
  featureTypeLabel,
  formatCell,
  isNumericFeature,
} from "./format-cell";
export { LazyDatasetPreviewModal } from "./LazyDatasetPreviewModal";
