import type { DatasetSort } from "@hiber/hub-sdk";

/** A task category of the datasets screen: the hub's `task_categories:` id and its display label. */
export interface DatasetCategory {
  /** The hub's id, as in the tag `task_categories:{id}` (e.g. `text-classification`). */
  id: string;
  /** Display label, e.g. "Text Classification". */
  label: string;
}

/** A group of categories in the filter. */
export interface DatasetCategoryGroup {
  label: "NLP" | "Computer Vision" | "Audio" | "Multimodal" | "Tabular" | "Other";
  categories: readonly DatasetCategory[];
}

/** The 28 task categories of the datasets screen, in six groups (spec §2). */
export const DATASET_CATEGORY_GROUPS: readonly DatasetCategoryGroup[] = [
  {
    label: "NLP",
    categories: [
      { id: "text-classification", label: "Text Classification" },
      { id: "token-classification", label: "Token Classification" },
      { id: "question-answering", label: "Question Answering" },
      { id: "summarization", label: "Summarization" },
      { id: "translation", label: "Translation" },
      { id: "text-generation", label: "Text Generation" },
      { id: "fill-mask", label: "Fill Mask" },
      { id: "sentence-similarity", label: "Sentence Similarity" },
      { id: "zero-shot-classification", label: "Zero-Shot Classification" },
      { id: "table-question-answering", label: "Table Question Answering" },
      { id: "feature-extraction", label: "Feature Extraction" },
      { id: "text-retrieval", label: "Text Retrieval" },
    ],
  },
  {
    label: "Computer Vision",
    categories: [
      { id: "image-classification", label: "Image Classification" },
      { id: "object-detection", label: "Object Detection" },
      { id: "image-segmentation", label: "Image Segmentation" },
      { id: "image-to-text", label: "Image-to-Text" },
      { id: "text-to-image", label: "Text-to-Image" },
      { id: "depth-estimation", label: "Depth Estimation" },
    ],
  },
  {
    label: "Audio",
    categories: [
      { id: "automatic-speech-recognition", label: "Automatic Speech Recognition" },
      { id: "audio-classification", label: "Audio Classification" },
      { id: "text-to-speech", label: "Text-to-Speech" },
    ],
  },
  {
    label: "Multimodal",
    categories: [
      { id: "visual-question-answering", label: "Visual Question Answering" },
      { id: "image-text-to-text", label: "Image-Text-to-Text" },
    ],
  },
  {
    label: "Tabular",
    categories: [
      { id: "tabular-classification", label: "Tabular Classification" },
      { id: "tabular-regression", label: "Tabular Regression" },
      { id: "time-series-forecasting", label: "Time Series Forecasting" },
    ],
  },
  {
    label: "Other",
    categories: [
      { id: "reinforcement-learning", label: "Reinforcement Learning" },
      { id: "graph-ml", label: "Graph ML" },
    ],
  },
];

/** Labels of hub task categories outside the filter whose title case reads badly. */
const OTHER_LABELS: ReadonlyArray<readonly [string, string]> = [
  ["text2text-generation", "Text2Text Generation"],
  ["zero-shot-retrieval", "Zero-Shot Retrieval"],
  ["image-to-image", "Image-to-Image"],
  ["text-to-video", "Text-to-Video"],
  ["text-to-audio", "Text-to-Audio"],
  ["audio-to-audio", "Audio-to-Audio"],
];

const LABELS = new Map([
  ...DATASET_CATEGORY_GROUPS.flatMap((group) => group.categories.map((c) => [c.id, c.label] as const)),
  ...OTHER_LABELS,
]);

/** Title-cases a hub id: `text-classification` → "Text Classification". */
export function titleCase(id: string): string {
  return id
    .split(/[-_\s]+/)
    .filter((word) => word !== "")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** The label of a task category: its known label ("Text-to-Image", "Text2Text Generation"), else the title-cased id. */
export function datasetCategoryLabel(id: string): string {
  return LABELS.get(id) ?? titleCase(id);
}

/** A sort option of the datasets screen. */
export interface DatasetSortOption {
  value: DatasetSort;
  label: string;
}

/** Sort options, in the order of the selector (spec §9). */
export const DATASET_SORT_OPTIONS: readonly DatasetSortOption[] = [
  { value: "downloads", label: "Most Downloads" },
  { value: "likes", label: "Most Liked" },
  { value: "lastModified", label: "Newest" },
  { value: "trendingScore", label: "Trending" },
];

/** The default sort: most downloads. */
export const DEFAULT_DATASET_SORT: DatasetSort = "downloads";

/** Page-size options (spec §9). */
export const DATASET_PAGE_SIZES = [6, 12, 24] as const;

/** The default page size. */
export const DEFAULT_DATASET_PAGE_SIZE = 12;

/** Whether the filters differ from the defaults, i.e. whether "Reset" applies (spec §4). */
export function isDatasetFilterActive(filters: { category?: string; sort: DatasetSort }): boolean {
  return (filters.category !== undefined && filters.category !== "") || filters.sort !== DEFAULT_DATASET_SORT;
}
