/**
 * Rules that pick a model's cover and sample images (spec §3), free of assets so they can be unit-tested:
 * a category from the pipeline tag, and an index from a stable hash of the model name.
 */

/** The five cover categories; each has five images. */
export const COVER_CATEGORIES = ["language", "vision", "audio", "data", "neural"] as const;

export type CoverCategory = (typeof COVER_CATEGORIES)[number];

/** Images per category. */
export const COVERS_PER_CATEGORY = 5;

/** A cover: its category and its 1-based number within the category (`language-3.svg` → 3). */
export interface CoverRef {
  category: CoverCategory;
  index: number;
}

const includesAny = (tag: string, parts: readonly string[]) => parts.some((part) => tag.includes(part));

const AUDIO = ["audio", "speech", "voice"] as const;
const VISION = [
  "image",
  "video",
  "vision",
  "visual",
  "detection",
  "depth",
  "segmentation",
  "keypoint",
  "mask-generation",
  "3d",
] as const;
const DATA = ["tabular", "time-series"] as const;
const LANGUAGE = [
  "text",
  "token",
  "question",
  "summarization",
  "translation",
  "fill-mask",
  "conversational",
  "sentence",
  "feature-extraction",
  "zero-shot",
] as const;

/**
 * The cover category of a pipeline tag. Checked in this order, by substring: audio (`audio-*`,
 * `automatic-speech-recognition`, `text-to-speech`), vision (`image-*`, `object-detection`,
 * `depth-estimation`, `video-*`, `text-to-image`), data (`tabular-*`, `time-series-*`), language
 * (`text-*`, `token-classification`, `question-answering`, `summarization`, `translation`, `fill-mask`,
 * `conversational`, `sentence-similarity`, `feature-extraction`, `zero-shot-*`); anything else, or no tag,
 * is `neural`.
 */
export function coverCategory(pipelineTag?: string): CoverCategory {
  const tag = pipelineTag?.toLowerCase() ?? "";
  if (!tag) return "neural";
  if (includesAny(tag, AUDIO)) return "audio";
  if (includesAny(tag, VISION)) return "vision";
  if (includesAny(tag, DATA)) return "data";
  if (includesAny(tag, LANGUAGE)) return "language";
  return "neural";
}

/**
 * A stable 32-bit hash of a string (FNV-1a over its UTF-16 code units), the same in every browser and
 * in Node, so a model keeps its cover across reloads and between server and client.
 */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The repo name of a model id: the part after the slash (`google-bert/bert-base-uncased` → `bert-base-uncased`). */
function repoName(id: string): string {
  return id.slice(id.indexOf("/") + 1);
}

/**
 * The cover of a model (spec §3: "picked by a hash of the model name"): the category from its pipeline
 * tag and, within it, image `hash(name) mod 5` + 1, where name is the part of the id after the slash.
 */
export function coverRefFor(model: { id: string; pipelineTag?: string }): CoverRef {
  return {
    category: coverCategory(model.pipelineTag),
    index: (stableHash(repoName(model.id)) % COVERS_PER_CATEGORY) + 1,
  };
}

/** The kinds of sample image (spec §3). */
export type SampleImageKind = "vision" | "generation" | "language" | "audio" | "default";

/**
 * The kind of sample image for a pipeline tag, by substring in the spec's order: `image`/`vision`/
 * `detection` → vision; `text-generation`/`summarization` → generation; `text`/`token`/`question` →
 * language; `audio`/`speech` → audio; otherwise (or no tag) default. Note the order: `text-to-speech`
 * contains "text", so it is `language`, as in the spec.
 */
export function sampleImageKind(pipelineTag?: string): SampleImageKind {
  const tag = pipelineTag?.toLowerCase() ?? "";
  if (includesAny(tag, ["image", "vision", "detection"])) return "vision";
  if (includesAny(tag, ["text-generation", "summarization"])) return "generation";
  if (includesAny(tag, ["text", "token", "question"])) return "language";
  if (includesAny(tag, ["audio", "speech"])) return "audio";
  return "default";
}

/** The cover image that stands for each kind of sample image. */
export const SAMPLE_IMAGE_COVERS: Record<SampleImageKind, CoverRef> = {
  vision: { category: "vision", index: 1 },
  generation: { category: "language", index: 1 },
  language: { category: "language", index: 2 },
  audio: { category: "audio", index: 1 },
  default: { category: "neural", index: 1 },
};
