/**
 * @hiber/hub-sdk/tasks: the one table of what Hiber knows about each pipeline tag (type, family, cover
 * set, sample image, accent colour, 3D shape, use cases, store chip, datasets group, playground category).
 * No dependencies and no I/O, so screens and servers can import it freely.
 */

export { codeExample } from "./code-example";
export type { DatasetFacetKey, FacetValues, ModelFacetKey } from "./facet-url";
export {
  DATASET_FACET_KEYS,
  facetListParams,
  facetRange,
  facetValuesFromUrl,
  MODEL_FACET_KEYS,
} from "./facet-url";
export type { Facet } from "./facet-vocabulary";
export { DATASET_FACETS, facetValueLabel, MODEL_FACETS } from "./facet-vocabulary";
export type { DatasetCategory, DatasetCategoryGroup, SampleImageKind, TaskInfo } from "./task-info";
export { DATASET_CATEGORY_GROUPS, TASK_FAMILY_LABELS, taskInfo } from "./task-info";
export type {
  CoverSet,
  DatasetGroupLabel,
  PlaygroundTaskCategory,
  StoreCategory,
  TaskAccent,
  TaskFamily,
  TaskId,
  TaskShape,
  TaskType,
} from "./task-table";
export { COVER_SETS, STORE_CATEGORIES, TASK_TYPE_ACCENTS } from "./task-table";
