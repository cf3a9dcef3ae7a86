/**
 * The playground's model list (spec §2.11 "Select Model", §3 "Playground model option"): the
 * categories of a model and the filtering and sorting behind the chips and selects. Pure functions.
 *
 * Unlike the spec, nothing here is random: every number comes from the caller (the hub's real values),
 * and a value the hub does not have stays `undefined` (shown as "n/a").
 */

import { type PlaygroundTaskCategory, taskInfo } from "@hiber/hub-sdk/tasks";

/** A model the playground can run, with what the hub knows about it. */
export interface PlaygroundModel {
  /** Repo id, `owner/name`, as the router expects it. */
  id: string;
  /** The hub's task, e.g. `text-generation`. */
  pipelineTag?: string;
  /** The hub's library, e.g. `transformers`. */
  libraryName?: string;
  /** The hub's tags (languages, licence, architecture, …); empty or absent when unknown. */
  tags?: readonly string[];
  /** Downloads in the last 30 days; `undefined` when unknown ("n/a"). */
  downloads?: number;
  /** Likes; `undefined` when unknown ("n/a"). */
  likes?: number;
  /** Parameter count (safetensors metadata), when known. */
  parameters?: number;
  createdAt?: Date;
  lastModified?: Date;
  /**
   * Whether the inference router currently serves the model (listed by `GET /v1/models`).
   * `undefined` when unknown: no badge is shown.
   */
  available?: boolean;
}

/** The "Select Model" category chips after "All" (spec §2.11), in order. */
export const PLAYGROUND_MODEL_CATEGORIES = [
  "llm",
  "code",
  "text",
  "instruction",
  "qa",
  "multilingual",
  "creative",
] as const;

export type PlaygroundModelCategory = (typeof PLAYGROUND_MODEL_CATEGORIES)[number];

/** ISO 639-1 language codes: the hub's language tags. */
const LANGUAGE_CODES = new Set(
  "aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu".split(
    " ",
  ),
);

const CODE_NAME_TOKENS = new Set([
  "code",
  "coder",
  "codegen",
  "codellama",
  "codegemma",
  "codeqwen",
  "starcoder",
  "starcoder2",
]);
const INSTRUCTION_NAME_TOKENS = new Set(["instruct", "it", "chat", "sft", "dpo"]);
const CREATIVE_TAGS = new Set([
  "creative-writing",
  "roleplay",
  "storytelling",
  "story-generation",
  "fiction",
  "poetry",
]);
const CREATIVE_NAME_TOKENS = new Set(["story", "stories", "writer", "creative", "roleplay", "novel", "poet"]);

/** Models with at least this many language tags count as multilingual. */
export const MULTILINGUAL_MIN_LANGUAGES = 3;

/** The lower-case words of a model's repo name (`Qwen2.5-Coder-7B-Instruct` → qwen2, 5, coder, 7b, instruct). */
function nameTokens(id: string): string[] {
  const name = id.slice(id.indexOf("/") + 1).toLowerCase();
  return name.split(/[^a-z0-9]+/).filter(Boolean);
}

/**
 * The categories a model belongs to, derived only from its hub task, tags and name; a model may be in
 * several, or in none when the hub knows nothing about it. The rule:
 * - **llm**: task (or a tag) `text-generation` or `text2text-generation`;
 * - **code**: tag `code`, or a name word such as `coder`, `codellama`, `starcoder`;
 * - **text**: another text task (summarization, translation, classification, fill-mask, QA, …);
 * - **instruction**: tag `conversational` (the model has a chat template), or a name word `instruct`,
 *   `it`, `chat`, `sft` or `dpo`;
 * - **qa**: task or tag `question-answering` or `table-question-answering`;
 * - **multilingual**: tag `multilingual`, or at least {@link MULTILINGUAL_MIN_LANGUAGES} language tags;
 * - **creative**: a tag such as `creative-writing`, `roleplay`, `storytelling`, or a name word such as
 *   `story`, `writer`, `creative`.
 * Returned in the order of {@link PLAYGROUND_MODEL_CATEGORIES}.
 */
export function playgroundModelCategories(
  model: Pick<PlaygroundModel, "id" | "pipelineTag" | "tags">,
): PlaygroundModelCategory[] {
  const tags = new Set(model.tags ?? []);
  const task = model.pipelineTag;
  const words = nameTokens(model.id);
  // The task categories (llm, text, qa) come from the task table; llm and qa also count a task among the tags.
  const inTask = (tag: string | undefined, category: PlaygroundTaskCategory) =>
    taskInfo(tag).playground.includes(category);
  const hasTask = (category: PlaygroundTaskCategory) =>
    inTask(task, category) || [...tags].some((tag) => inTask(tag, category));
  const languages = [...tags].filter((tag) => LANGUAGE_CODES.has(tag)).length;

  const member: Record<PlaygroundModelCategory, boolean> = {
    llm: hasTask("llm"),
    code: tags.has("code") || words.some((word) => CODE_NAME_TOKENS.has(word)),
    text: inTask(task, "text"),
    instruction: tags.has("conversational") || words.some((word) => INSTRUCTION_NAME_TOKENS.has(word)),
    qa: hasTask("qa"),
    multilingual: tags.has("multilingual") || languages >= MULTILINGUAL_MIN_LANGUAGES,
    creative:
      [...CREATIVE_TAGS].some((tag) => tags.has(tag)) || words.some((word) => CREATIVE_NAME_TOKENS.has(word)),
  };
  return PLAYGROUND_MODEL_CATEGORIES.filter((category) => member[category]);
}

/** Which category a card shows when a model is in several: the most specific first. */
const DISPLAY_PRIORITY: readonly PlaygroundModelCategory[] = [
  "code",
  "qa",
  "creative",
  "multilingual",
  "instruction",
  "text",
  "llm",
];

/**
 * The one category a model's card shows: the most specific of {@link playgroundModelCategories}
 * (code, qa, creative, multilingual, instruction, text, llm), or `undefined` when it has none.
 */
export function playgroundModelCategory(
  model: Pick<PlaygroundModel, "id" | "pipelineTag" | "tags">,
): PlaygroundModelCategory | undefined {
  const categories = playgroundModelCategories(model);
  return DISPLAY_PRIORITY.find((category) => categories.includes(category));
}

/** "Open Source Only" keeps models with more downloads than this (spec §9). */
export const OPEN_SOURCE_MIN_DOWNLOADS = 10_000;

/** The "Min Downloads" options (spec §2.11). */
export const MIN_DOWNLOADS_OPTIONS = [
  { value: 0, label: "Any" },
  { value: 1_000, label: "1K+" },
  { value: 10_000, label: "10K+" },
  { value: 100_000, label: "100K+" },
  { value: 1_000_000, label: "1M+" },
] as const;

export type PlaygroundModelSort = "downloads" | "likes" | "name" | "recent";

/**
 * The "Sort By" options (spec §2.11: popularity = downloads, likes, name, recency). The labels name the key
 * only; the direction is "Order"'s, so "Name" with "Z to A" never reads as "Name A-Z" sorted Z→A.
 */
export const PLAYGROUND_SORT_OPTIONS: readonly { value: PlaygroundModelSort; label: string }[] = [
  { value: "downloads", label: "Downloads" },
  { value: "likes", label: "Likes" },
  { value: "name", label: "Name" },
  { value: "recent", label: "Last updated" },
];

export type SortOrder = "desc" | "asc";

const ORDER_LABELS: Record<PlaygroundModelSort, Record<SortOrder, string>> = {
  downloads: { desc: "Most first", asc: "Fewest first" },
  likes: { desc: "Most first", asc: "Fewest first" },
  name: { asc: "A to Z", desc: "Z to A" },
  recent: { desc: "Newest first", asc: "Oldest first" },
};

/**
 * The "Order" options (spec §2.11: descending or ascending), worded for the sort key so that the label
 * says what the grid shows: "A to Z" / "Z to A" for the name, "Most first" / "Fewest first" for counts,
 * "Newest first" / "Oldest first" for the last update. The natural order of the key comes first.
 */
export function sortOrderOptions(sortBy: PlaygroundModelSort): { value: SortOrder; label: string }[] {
  const labels = ORDER_LABELS[sortBy];
  const natural: SortOrder[] = sortBy === "name" ? ["asc", "desc"] : ["desc", "asc"];
  return natural.map((value) => ({ value, label: labels[value] }));
}

/** The state of the "Select Model" filters. */
export interface PlaygroundModelFilters {
  /** The category chip; `undefined` is "All". */
  category?: PlaygroundModelCategory;
  /** "Open Source Only": downloads above {@link OPEN_SOURCE_MIN_DOWNLOADS}. */
  openSourceOnly: boolean;
  /** "Min Downloads": one of {@link MIN_DOWNLOADS_OPTIONS}' values (0 is "Any"). */
  minDownloads: number;
  sortBy: PlaygroundModelSort;
  order: SortOrder;
}

/** The filters' starting state: All, no download limits, Downloads, most first. */
export const DEFAULT_PLAYGROUND_MODEL_FILTERS: PlaygroundModelFilters = {
  category: undefined,
  openSourceOnly: false,
  minDownloads: 0,
  sortBy: "downloads",
  order: "desc",
};

/**
 * The filters with a new sort, and the order that reads naturally for it: "Name" A to Z,
 * the others descending (most downloads, most likes, newest first). The user can still flip "Order".
 */
export function withSortBy(
  filters: PlaygroundModelFilters,
  sortBy: PlaygroundModelSort,
): PlaygroundModelFilters {
  return { ...filters, sortBy, order: sortBy === "name" ? "asc" : "desc" };
}

/** The repo name of a model id (`meta-llama/Llama-3.1-8B-Instruct` → `Llama-3.1-8B-Instruct`). */
export function playgroundModelName(id: string): string {
  return id.slice(id.indexOf("/") + 1);
}

/** The value a model is sorted by; `undefined` when unknown. */
function sortValue(model: PlaygroundModel, sortBy: PlaygroundModelSort): number | string | undefined {
  switch (sortBy) {
    case "downloads":
      return model.downloads;
    case "likes":
      return model.likes;
    case "name":
      return playgroundModelName(model.id).toLowerCase();
    case "recent": {
      const date = model.lastModified ?? model.createdAt;
      const time = date?.getTime();
      return time === undefined || Number.isNaN(time) ? undefined : time;
    }
  }
}

/**
 * The models the "Select Model" grid shows: those in the category, with more than 10,000 downloads
 * when "Open Source Only" is on, and at least `minDownloads` (a model whose downloads are unknown is
 * left out by either download filter), sorted by the chosen key and order. Models whose sort value is
 * unknown come last in either order; ties keep name order. The input is not changed.
 */
export function filterPlaygroundModels(
  models: readonly PlaygroundModel[],
  filters: PlaygroundModelFilters,
): PlaygroundModel[] {
  const { category, openSourceOnly, minDownloads, sortBy, order } = filters;
  const kept = models.filter((model) => {
    if (category !== undefined && !playgroundModelCategories(model).includes(category)) return false;
    if (openSourceOnly && !(model.downloads !== undefined && model.downloads > OPEN_SOURCE_MIN_DOWNLOADS)) {
      return false;
    }
    if (minDownloads > 0 && !(model.downloads !== undefined && model.downloads >= minDownloads)) return false;
    return true;
  });
  const direction = order === "asc" ? 1 : -1;
  const byName = (a: PlaygroundModel, b: PlaygroundModel) =>
    playgroundModelName(a.id).localeCompare(playgroundModelName(b.id), "en", { sensitivity: "base" });
  return kept.sort((a, b) => {
    const va = sortValue(a, sortBy);
    const vb = sortValue(b, sortBy);
    if (va === undefined || vb === undefined) {
      if (va === undefined && vb === undefined) return byName(a, b);
      return va === undefined ? 1 : -1;
    }
    if (sortBy === "name") return direction * byName(a, b);
    if (va !== vb) return direction * ((va as number) - (vb as number));
    return byName(a, b);
  });
}

/** Tags the hub adds to most repos, which say nothing about the model: left off the cards. */
const HIDDEN_TAG_PREFIXES = ["region:", "base_model:", "arxiv:", "dataset:", "doi:", "license:"];
const HIDDEN_TAGS = new Set([
  "transformers",
  "safetensors",
  "pytorch",
  "tf",
  "jax",
  "gguf",
  "autotrain_compatible",
  "endpoints_compatible",
  "text-generation-inference",
  "custom_code",
  "model-index",
  "conversational",
  "generated_from_trainer",
  "finetuned",
]);

/**
 * The tags a model card shows, in the hub's order: the hub's tags without its task, library, file
 * formats, licence, references (`arxiv:`, `dataset:`, `base_model:`) and housekeeping tags
 * (`region:us`, `endpoints_compatible`, …). A card shows the first 3 and "+N" for the rest.
 */
export function playgroundModelTags(
  model: Pick<PlaygroundModel, "tags" | "pipelineTag" | "libraryName">,
): string[] {
  return (model.tags ?? []).filter(
    (tag) =>
      tag !== model.pipelineTag &&
      tag !== model.libraryName &&
      !HIDDEN_TAGS.has(tag) &&
      !HIDDEN_TAG_PREFIXES.some((prefix) => tag.startsWith(prefix)),
  );
}
