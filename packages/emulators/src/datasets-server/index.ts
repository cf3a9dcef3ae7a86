/** The datasets-server (dataset viewer) emulator over real rows shipped by npm packages. */

export type { DatasetsServerAppOptions } from "./app";
export { createDatasetsServerApp, DATASETS_SERVER_EXPOSED_HEADERS, MAX_NUM_ROWS_PER_PAGE } from "./app";
export type { DatasetsServerErrorCode } from "./errors";
export { DATASET_NOT_ACCESSIBLE } from "./errors";
export type { Cell, ClassLabelFeature, Feature, ListFeature, ValueFeature } from "./features";
export type { FirstRowsLimits } from "./first-rows";
export { DEFAULT_FIRST_ROWS_LIMITS } from "./first-rows";
export type { DatasetsServerEmulatorOptions } from "./server";
export { startDatasetsServerEmulator } from "./server";
export { FIXTURE_DATASETS } from "./sources";
