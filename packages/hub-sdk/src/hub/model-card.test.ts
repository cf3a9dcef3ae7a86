/** Contract tests: `modelCard` against the hub emulator over real HTTP, and the summary of typical cards. */
import { startHubEmulator } from "@hiber/emulators";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { HubApiError, InputError } from "../errors";
import { cardSummary, datasetCard, modelCard, splitFrontMatter } from "./model-card";
import { modelInfo } from "./model-info";

let hub: { url: string; close(): Promise<void> };

beforeAll(async () => {
  hub = await startHubEmulator({ port: 0 });
});

afterAll(async () => {
  await hub?.close();
});

describe("modelCard against the hub emulator", () => {
  it("returns the card without front matter, and its first paragraph as the summary", async () => {
    const name = "google-bert/bert-base-uncased";
    const card = await modelCard({ baseUrl: hub.url, name });
    expect(card.name).toBe(name);
    expect(card.markdown.startsWith("---")).toBe(false);
    expect(card.markdown).toContain("# bert-base-uncased");
    expect(card.summary).toMatch(
      /^google-bert\/bert-base-uncased is a fill mask model published by google-bert\./,
    );
    expect(card.summary).not.toContain("Hiber hub emulator");
    expect(card.frontMatter).toMatch(/^license: apache-2\.0$/m);
  });

  it("answers 404 EntryNotFound for a repo without a card", async () => {
    const error = await modelCard({
      baseUrl: hub.url,
      name: "dbmdz/bert-large-cased-finetuned-conll03-english",
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HubApiError);
    expect(error).toMatchObject({ status: 404, errorCode: "EntryNotFound" });
  });

  it("datasetCard reads a dataset's card under /datasets/", async () => {
    const fetchSpy = vi.fn<typeof fetch>((input, init) => fetch(input, init));
    const card = await datasetCard({ baseUrl: hub.url, name: "stanfordnlp/imdb", fetch: fetchSpy });
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe(
      `${hub.url}/datasets/stanfordnlp/imdb/raw/main/README.md`,
    );
    expect(card.frontMatter).toContain("pretty_name: IMDB");
    expect(card.markdown).toContain("# Dataset card for IMDB");
    expect(card.summary).toMatch(/^Large Movie Review Dataset/);
  });

  it("summarises what modelInfo's card data says (the base model of a fine-tune)", async () => {
    const name = "meta-llama/Llama-3.1-8B-Instruct";
    const [card, info] = await Promise.all([
      modelCard({ baseUrl: hub.url, name }),
      modelInfo({ baseUrl: hub.url, name }),
    ]);
    expect(card.summary).toContain(`It is derived from ${info.cardData?.base_model}.`);
    expect(card.summary).toContain(`License: ${info.license}.`);
  });

  it("throws HubApiError 'Failed to fetch model card {name}' for an unknown repo", async () => {
    const error = await modelCard({ baseUrl: hub.url, name: "nobody/nothing" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HubApiError);
    expect(error).toMatchObject({
      message: "Failed to fetch model card nobody/nothing",
      status: 401,
      errorCode: "RepoNotFound",
    });
  });

  it("rejects a malformed name before any request", async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    for (const name of ["", "gpt2", "a/../b", "a/b/c"]) {
      await expect(modelCard({ baseUrl: hub.url, name, fetch: fetchSpy }), name).rejects.toThrow(InputError);
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe("splitFrontMatter", () => {
  it("splits the YAML between the fences from the Markdown after it", () => {
    expect(splitFrontMatter("---\nlicense: mit\ntags:\n- a\n---\n\n# Title\n")).toEqual({
      frontMatter: "license: mit\ntags:\n- a",
      markdown: "# Title",
    });
    expect(splitFrontMatter("\uFEFF---\r\na: 1\r\n---\r\nText")).toEqual({
      frontMatter: "a: 1",
      markdown: "Text",
    });
  });

  it("leaves a card without front matter whole (a rule later in the text is not front matter)", () => {
    expect(splitFrontMatter("# Title\n\n---\n\nMore")).toEqual({ markdown: "# Title\n\n---\n\nMore" });
  });
});

describe("cardSummary", () => {
  it("skips front matter, comments, headings, badges, images and code, and keeps the text of links", () => {
    const markdown = [
      "---",
      "license: mit",
      "---",
      "<!-- generated -->",
      "# Model",
      "[![Badge](https://img.shields.io/x.svg)](https://example.com)",
      "![diagram](fig.png)",
      "```python\nprint('no')\n```",
      "A **small** model fine-tuned on\n[SQuAD 2.0](https://example.com/squad) for `question-answering`.",
      "Second paragraph.",
    ].join("\n\n");
    expect(cardSummary(markdown)).toBe("A small model fine-tuned on SQuAD 2.0 for question-answering.");
  });

  it("keeps snake_case words, and is undefined for a card with no prose", () => {
    expect(cardSummary("Uses the m2m_100 architecture on flores_200.")).toBe(
      "Uses the m2m_100 architecture on flores_200.",
    );
    expect(cardSummary("---\na: b\n---\n\n# Title\n\n| a | b |\n|---|---|")).toBeUndefined();
  });
});
