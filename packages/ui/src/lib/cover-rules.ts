/**
 * Rules that pick a model's cover and sample images (spec §3), free of assets so they can be unit-tested:
 * the set from the task table (`@hiber/hub-sdk/tasks`), and an index from a stable hash of the model name.
 */

import { hashSeed } from "@hiber/hub-sdk/random";
import { type CoverSet, type SampleImageKind, taskInfo } from "@hiber/hub-sdk/tasks";

/** Images per cover set. */
export const COVERS_PER_CATEGORY = 5;

/** A cover: its set and its 1-based number within the set (`language-3.svg` → 3). */
export interface CoverRef {
  category: CoverSet;
  index: number;
}

/**
 * A stable 32-bit hash of a string (FNV-1a over its UTF-16 code units: `@hiber/hub-sdk/random`'s `hashSeed`),
 * the same in every browser and in Node, so a model keeps its cover across reloads and between server and
 * client.
 */
export const stableHash: (text: string) => number = hashSeed;

/** The repo name of a model id: the part after the slash (`google-bert/bert-base-uncased` → `bert-base-uncased`). */
function repoName(id: string): string {
  return id.slice(id.indexOf("/") + 1);
}

/**
 * The cover of a model (spec §3: "picked by a hash of the model name"): the set of its pipeline tag
 * and, within it, image `hash(name) mod 5` + 1, where name is the part of the id after the slash.
 */
export function coverRefFor(model: { id: string; pipelineTag?: string }): CoverRef {
  return {
    category: taskInfo(model.pipelineTag).cover,
    index: (stableHash(repoName(model.id)) % COVERS_PER_CATEGORY) + 1,
  };
}

/** The cover image that stands for each kind of sample image. */
export const SAMPLE_IMAGE_COVERS: Record<SampleImageKind, CoverRef> = {
  vision: { category: "vision", index: 1 },
  generation: { category: "language", index: 1 },
  language: { category: "language", index: 2 },
  audio: { category: "audio", index: 1 },
  default: { category: "neural", index: 1 },
};
