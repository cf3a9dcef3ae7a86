/** The hub emulator's dataset endpoints (`/api/datasets`) and their catalogue. */

export type {
  ConfigSplits,
  DatasetCatalogueEntry,
  DatasetCatalogueFile,
  DatasetConfig,
  DatasetFile,
  HubDataset,
  HubDatasetCatalogue,
} from "./catalogue";
export { buildDatasetCatalogue, defaultDatasetCatalogue } from "./catalogue";
export type { DatasetExpandKey } from "./project";
export { DATASET_EXPAND_KEYS } from "./project";
export type { DatasetSortKey } from "./query";
export {
  DATASET_SORT_KEYS,
  DEFAULT_PAGE_SIZE as DATASETS_DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE as DATASETS_MAX_PAGE_SIZE,
} from "./query";
export type { HubDatasetsOptions } from "./routes";
export { createHubDatasetsRoutes, registerHubDatasetRoutes } from "./routes";
