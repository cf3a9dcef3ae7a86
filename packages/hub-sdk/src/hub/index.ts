export type { ListModelsGeneratorParams, ListModelsPageParams, ListModelsParams } from "./list-models";
export { listModels, listModelsPage } from "./list-models";
export type { ModelInfoParams } from "./model-info";
export { modelInfo } from "./model-info";
