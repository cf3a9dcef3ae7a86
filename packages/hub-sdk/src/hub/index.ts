export type { CollectionInfoParams } from "./collection-info";
export { collectionInfo } from "./collection-info";
export type { DatasetInfoParams } from "./dataset-info";
export { datasetInfo } from "./dataset-info";
export type {
  CollectionSort,
  ListCollectionsGeneratorParams,
  ListCollectionsPageParams,
  ListCollectionsParams,
} from "./list-collections";
export { listCollections, listCollectionsPage } from "./list-collections";
export type {
  DatasetSort,
  ListDatasetsGeneratorParams,
  ListDatasetsPageParams,
  ListDatasetsParams,
} from "./list-datasets";
export { listDatasets, listDatasetsPage } from "./list-datasets";
export type { ListModelsGeneratorParams, ListModelsPageParams, ListModelsParams } from "./list-models";
export { listModels, listModelsPage } from "./list-models";
export type { DatasetCardParams, ModelCardParams } from "./model-card";
export { datasetCard, modelCard } from "./model-card";
export type { ModelInfoParams } from "./model-info";
export { modelInfo } from "./model-info";
export type { HubSearchResults, SearchHubParams } from "./search-hub";
export { searchHub } from "./search-hub";
