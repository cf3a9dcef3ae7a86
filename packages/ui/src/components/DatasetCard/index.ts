export {
  DatasetCard,
  type DatasetCardProps,
  DatasetCardSkeleton,
  datasetAuthor,
  datasetCategory,
  datasetDetailsHref,
  datasetHubUrl,
  datasetName,
  formatDatasetDownloads,
  HUB_DATASETS_URL,
  isLocalDatasetId,
  LOCAL_DATASET_OWNER,
} from "./DatasetCard";
