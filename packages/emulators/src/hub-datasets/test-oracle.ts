/**
 * An independent reading of hub/catalogue/datasets.json for tests: expectations are computed from the
 * raw file here, not from the emulator's own code.
 */
import raw from "../hub/catalogue/datasets.json" with { type: "json" };

export interface RawDataset {
  id: string;
  author: string;
  aliases?: string[];
  tags: string[];
  gated: false | "auto" | "manual";
  downloads: number;
  likes: number;
  createdAt: string;
  lastModified: string;
  usedStorage: number;
  configs?: Record<string, Record<string, number>>;
  rowsSource?: string;
  viewer?: false;
}

export const rawDatasetFile = raw as unknown as { snapshotDate: string; datasets: RawDataset[] };
export const rawDatasets: RawDataset[] = rawDatasetFile.datasets;

/** Ids of the raw datasets matching `predicate`, sorted. */
export function datasetIdsWhere(predicate: (dataset: RawDataset) => boolean): string[] {
  return rawDatasets
    .filter(predicate)
    .map((d) => d.id)
    .sort();
}

/** The 28 task categories of the datasets screen, by group. */
export const CATEGORY_GROUPS: Record<string, string[]> = {
  NLP: [
    "text-classification",
    "token-classification",
    "question-answering",
    "summarization",
    "translation",
    "text-generation",
    "fill-mask",
    "sentence-similarity",
    "zero-shot-classification",
    "table-question-answering",
    "feature-extraction",
    "text-retrieval",
  ],
  "Computer Vision": [
    "image-classification",
    "object-detection",
    "image-segmentation",
    "image-to-text",
    "text-to-image",
    "depth-estimation",
  ],
  Audio: ["automatic-speech-recognition", "audio-classification", "text-to-speech"],
  Multimodal: ["visual-question-answering", "image-text-to-text"],
  Tabular: ["tabular-classification", "tabular-regression", "time-series-forecasting"],
  Other: ["reinforcement-learning", "graph-ml"],
};
