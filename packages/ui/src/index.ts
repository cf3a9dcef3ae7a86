/**
 * @hiber/ui: presentational React components and screens of Hiber.
 * Import the stylesheet once: `import "@hiber/ui/styles.css"`.
 */

// Components
export * from "./components/Button/index";
export * from "./components/CategoryChips/index";
export * from "./components/CompareBar/index";
export * from "./components/CompareToggle/index";
export * from "./components/ComparisonModal/index";
export * from "./components/DatasetCard/index";
export * from "./components/DatasetFilters/index";
export * from "./components/DatasetPreviewModal/index";
export * from "./components/Dialog/index";
export * from "./components/ErrorCard/index";
export * from "./components/Footer/index";
export * from "./components/Link/index";
export * from "./components/Logo/index";
export * from "./components/ModelCard/index";
export * from "./components/Navbar/index";
export * from "./components/Pagination/index";
export * from "./components/ScrollToTopButton/index";
export * from "./components/SearchToggle/index";
export * from "./components/Skeleton/index";
export * from "./components/Spinner/index";
export * from "./components/ThemeToggle/index";
// Hooks
export { useScrolledPast } from "./hooks/useScrolledPast";
// Utilities
export { cn } from "./lib/cn";
export { COMPARE_MAX, toggleCompareSelection } from "./lib/compare";
export {
  COVER_IMAGES,
  coverImageFor,
  coverImageUrl,
  modelSampleImages,
  sampleImageFor,
} from "./lib/cover-image";
export {
  COVER_CATEGORIES,
  COVERS_PER_CATEGORY,
  type CoverCategory,
  type CoverRef,
  coverCategory,
  coverRefFor,
  type SampleImageKind,
  sampleImageKind,
  stableHash,
} from "./lib/cover-rules";
export {
  DEFAULT_DATE_FORMAT,
  formatBytes,
  formatCompact,
  formatDate,
  formatNumber,
  formatParameters,
} from "./lib/format";
export type { ModelCategory } from "./lib/model-categories";
export { type TaskFamily, taskFamily, taskFamilyLabels } from "./lib/task-family";
export { primaryUseCasesFor } from "./lib/use-cases";
// Screens
export * from "./screens/AppLayout/index";
export * from "./screens/ComingSoonScreen/index";
export * from "./screens/DatasetsScreen/index";
export * from "./screens/NotBuiltYetScreen/index";
export * from "./screens/NotFoundScreen/index";
export * from "./screens/StoreScreen/index";
