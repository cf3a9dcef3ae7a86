import {
  type CoverSet,
  DATASET_TASK_GROUPS,
  type DatasetGroupLabel,
  type PlaygroundTaskCategory,
  STORE_CATEGORIES,
  TASK_TABLE,
  TASK_TYPE_ACCENTS,
  type TaskAccent,
  type TaskFamily,
  type TaskRow,
  type TaskShape,
  type TaskType,
} from "./task-table";

/** The kinds of sample image (spec part 1 §3). */
export type SampleImageKind = "vision" | "generation" | "language" | "audio" | "default";

/** Everything known about a pipeline tag: a row of the table with its defaults filled in. */
export interface TaskInfo {
  /** The tag, lower-cased; `""` when there is none. */
  id: string;
  /** Whether the table has a row for it; `false` means every field below is the fallback. */
  known: boolean;
  /** Display label: "Text Classification", "Text-to-Image"; the title-cased tag when unknown. */
  label: string;
  /** The spec's type for display (part 2 §3): Language, Vision, Audio, else "Other". */
  type: TaskType;
  /** The spec's type for the category filter (part 2 §9): as `type`, but "Other" counts as Language. */
  filterType: Exclude<TaskType, "Other">;
  /** Picks a card's colour and icon; "general" when unknown. */
  family: TaskFamily;
  /** The set of the model's cover image; "neural" when unknown. */
  cover: CoverSet;
  /** The kind of sample image (spec part 1 §3, by substring, so also for unknown tags). */
  sampleImage: SampleImageKind;
  /** The accent colour (spec part 2 §9); blue when unknown. */
  accent: TaskAccent;
  /** The 3D view's shape (spec part 1 §9); a cloud when unknown. */
  shape: TaskShape;
  /** The playground categories the task alone puts a model in. */
  playground: readonly PlaygroundTaskCategory[];
  /** Typical uses, fixed text; empty when none are listed (show "n/a"). */
  useCases: readonly string[];
  /** Whether the store has a category chip for this task. */
  storeChip: boolean;
  /** The group of the datasets screen's category filter, when the filter lists the task. */
  datasetGroup?: DatasetGroupLabel;
}

/** Human label of each family, e.g. for a tooltip. */
export const TASK_FAMILY_LABELS: Readonly<Record<TaskFamily, string>> = {
  language: "Language generation",
  text: "Text understanding",
  vision: "Computer vision",
  audio: "Audio",
  multimodal: "Multimodal",
  tabular: "Tabular",
  general: "General",
};

const includesAny = (tag: string, parts: readonly string[]) => parts.some((part) => tag.includes(part));

/**
 * The kind of sample image, by substring in the spec's order: `image`/`vision`/`detection` → vision;
 * `text-generation`/`summarization` → generation; `text`/`token`/`question` → language; `audio`/`speech`
 * → audio; otherwise default. Note the order: `text-to-speech` contains "text", so it is `language`.
 */
function sampleImageKind(tag: string): SampleImageKind {
  if (includesAny(tag, ["image", "vision", "detection"])) return "vision";
  if (includesAny(tag, ["text-generation", "summarization"])) return "generation";
  if (includesAny(tag, ["text", "token", "question"])) return "language";
  if (includesAny(tag, ["audio", "speech"])) return "audio";
  return "default";
}

/** Title-cases a hub id: `text-classification` → "Text Classification", `zero-shot_x` → "Zero Shot X". */
function titleCase(id: string): string {
  return id
    .split(/[-_\s]+/)
    .filter((word) => word !== "")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

const ROWS: ReadonlyMap<string, TaskRow> = new Map(Object.entries(TASK_TABLE));
const STORE_CHIPS: ReadonlySet<string> = new Set(STORE_CATEGORIES);
const DATASET_GROUPS: ReadonlyMap<string, DatasetGroupLabel> = new Map(
  DATASET_TASK_GROUPS.flatMap((group) => group.ids.map((id) => [id, group.label] as const)),
);

/**
 * What the table says about a pipeline tag (matched without regard to case). A tag the table does not
 * know, or none, gets the spec's "anything else": type Other (Language in the filter), accent blue,
 * a cloud in 3D; family "general", cover set "neural", no use cases and no playground category.
 */
export function taskInfo(pipelineTag: string | undefined): TaskInfo {
  const id = pipelineTag?.toLowerCase() ?? "";
  const row = ROWS.get(id);
  const type = row?.type ?? "Other";
  const datasetGroup = DATASET_GROUPS.get(id);
  return {
    id,
    known: row !== undefined,
    label: row?.label ?? titleCase(pipelineTag ?? ""),
    type,
    filterType: type === "Other" ? "Language" : type,
    family: row?.family ?? "general",
    cover: row?.cover ?? "neural",
    sampleImage: sampleImageKind(id),
    accent: row?.accent ?? TASK_TYPE_ACCENTS[type],
    shape: row?.shape ?? "cloud",
    playground: row?.playground ?? [],
    useCases: row?.useCases ?? [],
    storeChip: STORE_CHIPS.has(id),
    ...(datasetGroup && { datasetGroup }),
  };
}

/** A task category of the datasets screen: the hub's `task_categories:` id and its label. */
export interface DatasetCategory {
  /** The hub's id, as in the tag `task_categories:{id}` (e.g. `text-classification`). */
  id: string;
  /** Display label, e.g. "Text Classification". */
  label: string;
}

/** A group of categories in the datasets filter. */
export interface DatasetCategoryGroup {
  label: DatasetGroupLabel;
  categories: readonly DatasetCategory[];
}

/** The datasets screen's 28 task categories with their labels, in six groups, in order. */
export const DATASET_CATEGORY_GROUPS: readonly DatasetCategoryGroup[] = DATASET_TASK_GROUPS.map((group) => ({
  label: group.label,
  categories: group.ids.map((id) => ({ id, label: taskInfo(id).label })),
}));
