import { readFileSync, statSync } from "node:fs";
import { COVER_SETS } from "@hiber/hub-sdk/tasks";
import { describe, expect, it } from "vitest";
import { COVER_IMAGES, coverImageFor, modelSampleImages, sampleImageFor } from "./cover-image";
import { COVERS_PER_CATEGORY, coverRefFor, SAMPLE_IMAGE_COVERS, stableHash } from "./cover-rules";

const coverFile = (name: string) => new URL(`../assets/covers/${name}.svg`, import.meta.url);

describe("cover files", () => {
  const names = COVER_SETS.flatMap((category) =>
    Array.from({ length: COVERS_PER_CATEGORY }, (_, i) => `${category}-${i + 1}`),
  );

  it.each(names)("%s.svg is a 16:9 SVG under 3 KB", (name) => {
    const text = readFileSync(coverFile(name), "utf8");
    expect(statSync(coverFile(name)).size).toBeLessThan(3 * 1024);
    expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 180"/);
  });

  it("imports all 25 as distinct URLs, each pointing at its own file", () => {
    const urls = Object.values(COVER_IMAGES).flat();
    expect(urls).toHaveLength(25);
    expect(new Set(urls).size).toBe(25);
    for (const [category, list] of Object.entries(COVER_IMAGES)) {
      list.forEach((url, i) => {
        const name = `${category}-${i + 1}`;
        // Vite inlines small assets as data URLs; larger ones would be file URLs.
        if (url.startsWith("data:")) {
          const title = /<title>([^<]+)<\/title>/.exec(readFileSync(coverFile(name), "utf8"))?.[1];
          expect(decodeURIComponent(url)).toContain(`<title>${title}</title>`);
        } else {
          expect(url).toContain(name);
        }
      });
    }
  });
});

describe("stableHash", () => {
  it("is 32-bit FNV-1a (published test vectors)", () => {
    expect(stableHash("")).toBe(0x811c9dc5);
    expect(stableHash("a")).toBe(0xe40c292c);
    expect(stableHash("foobar")).toBe(0xbf9cf968);
  });
});

describe("coverRefFor", () => {
  it("picks by the model name only: the owner does not matter", () => {
    const a = coverRefFor({ id: "google-bert/bert-base-uncased", pipelineTag: "fill-mask" });
    const b = coverRefFor({ id: "someone-else/bert-base-uncased", pipelineTag: "fill-mask" });
    const bare = coverRefFor({ id: "bert-base-uncased", pipelineTag: "fill-mask" });
    expect(b).toEqual(a);
    expect(bare).toEqual(a);
    expect(a).toEqual({ category: "language", index: (stableHash("bert-base-uncased") % 5) + 1 });
  });

  it("is the same on every call and always within 1..5", () => {
    const names = Array.from({ length: 200 }, (_, i) => `org/model-${i}`);
    const indexes = names.map((id) => coverRefFor({ id }).index);
    expect(names.map((id) => coverRefFor({ id }).index)).toEqual(indexes);
    expect(new Set(indexes)).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it("takes the category from the pipeline tag", () => {
    expect(
      coverRefFor({ id: "openai/whisper-large-v3", pipelineTag: "automatic-speech-recognition" }).category,
    ).toBe("audio");
    expect(coverRefFor({ id: "stabilityai/sd-vae-ft-mse" }).category).toBe("neural");
  });
});

describe("coverImageFor", () => {
  it("returns the URL of the hashed cover in the tag's category", () => {
    const model = { id: "facebook/detr-resnet-50", pipelineTag: "object-detection" };
    const { index } = coverRefFor(model);
    expect(coverImageFor(model)).toBe(COVER_IMAGES.vision[index - 1]);
  });
});

describe("sampleImageFor and modelSampleImages", () => {
  it("maps each kind to its cover image", () => {
    expect(sampleImageFor("text-generation")).toBe(COVER_IMAGES.language[0]);
    expect(sampleImageFor("text-classification")).toBe(COVER_IMAGES.language[1]);
    expect(sampleImageFor("object-detection")).toBe(COVER_IMAGES.vision[0]);
    expect(sampleImageFor("automatic-speech-recognition")).toBe(COVER_IMAGES.audio[0]);
    expect(sampleImageFor(undefined)).toBe(COVER_IMAGES.neural[0]);
    const kinds = Object.values(SAMPLE_IMAGE_COVERS).map((ref) => `${ref.category}-${ref.index}`);
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it("lists the task's sample image first, then the model's own cover", () => {
    const model = { id: "meta-llama/Llama-3.1-8B-Instruct", pipelineTag: "text-generation" };
    expect(modelSampleImages(model)).toEqual([sampleImageFor("text-generation"), coverImageFor(model)]);
  });
});
