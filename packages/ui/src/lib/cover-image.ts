/**
 * Cover and sample images of models: 25 abstract SVGs shipped with the package (five per category),
 * imported as URLs. The rules that pick one live in `cover-rules.ts`.
 */

import { type CoverSet, taskInfo } from "@hiber/hub-sdk/tasks";
import audio1 from "../assets/covers/audio-1.svg";
import audio2 from "../assets/covers/audio-2.svg";
import audio3 from "../assets/covers/audio-3.svg";
import audio4 from "../assets/covers/audio-4.svg";
import audio5 from "../assets/covers/audio-5.svg";
import data1 from "../assets/covers/data-1.svg";
import data2 from "../assets/covers/data-2.svg";
import data3 from "../assets/covers/data-3.svg";
import data4 from "../assets/covers/data-4.svg";
import data5 from "../assets/covers/data-5.svg";
import language1 from "../assets/covers/language-1.svg";
import language2 from "../assets/covers/language-2.svg";
import language3 from "../assets/covers/language-3.svg";
import language4 from "../assets/covers/language-4.svg";
import language5 from "../assets/covers/language-5.svg";
import neural1 from "../assets/covers/neural-1.svg";
import neural2 from "../assets/covers/neural-2.svg";
import neural3 from "../assets/covers/neural-3.svg";
import neural4 from "../assets/covers/neural-4.svg";
import neural5 from "../assets/covers/neural-5.svg";
import vision1 from "../assets/covers/vision-1.svg";
import vision2 from "../assets/covers/vision-2.svg";
import vision3 from "../assets/covers/vision-3.svg";
import vision4 from "../assets/covers/vision-4.svg";
import vision5 from "../assets/covers/vision-5.svg";
import { type CoverRef, coverRefFor, SAMPLE_IMAGE_COVERS } from "./cover-rules";

/** Every cover image URL, by category, in file order (`language-1.svg` first). */
export const COVER_IMAGES: Record<CoverSet, readonly [string, string, string, string, string]> = {
  language: [language1, language2, language3, language4, language5],
  vision: [vision1, vision2, vision3, vision4, vision5],
  audio: [audio1, audio2, audio3, audio4, audio5],
  data: [data1, data2, data3, data4, data5],
  neural: [neural1, neural2, neural3, neural4, neural5],
};

/** The URL of a cover. */
export function coverImageUrl({ category, index }: CoverRef): string {
  const url = COVER_IMAGES[category][index - 1];
  if (url === undefined) throw new RangeError(`No cover ${category}-${index}`);
  return url;
}

/**
 * The cover image of a model: category from its pipeline tag, image picked by a stable hash of its
 * name (the part of the id after the slash), so a model always gets the same one.
 */
export function coverImageFor(model: { id: string; pipelineTag?: string }): string {
  return coverImageUrl(coverRefFor(model));
}

/**
 * The sample image for a pipeline tag (spec §3): vision for image/vision/detection tags, a "generation"
 * language image for text-generation/summarization, a language image for text/token/question tags, audio
 * for audio/speech, and a neural image otherwise.
 */
export function sampleImageFor(pipelineTag?: string): string {
  return coverImageUrl(SAMPLE_IMAGE_COVERS[taskInfo(pipelineTag).sampleImage]);
}

/**
 * A model's sample images: the one for its task, then its own hashed cover. The card's cover is the
 * first (spec §2: "cover image (first of modelSampleImages)").
 */
export function modelSampleImages(model: { id: string; pipelineTag?: string }): [string, string] {
  return [sampleImageFor(model.pipelineTag), coverImageFor(model)];
}
