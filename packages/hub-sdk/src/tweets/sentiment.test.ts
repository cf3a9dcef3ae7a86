import { describe, expect, it } from "vitest";
import { NEGATIVE_WORDS, POSITIVE_WORDS, sentimentOf } from "./sentiment";

describe("sentimentOf (spec part 2 §4 'Sentiment rule')", () => {
  it("lists exactly the spec's words", () => {
    expect(POSITIVE_WORDS).toEqual(["great", "good", "amazing", "excellent", "impressive"]);
    expect(NEGATIVE_WORDS).toEqual(["bad", "poor", "terrible", "issue", "problem"]);
  });

  it.each(["great", "good", "amazing", "excellent", "impressive"])(
    "calls a post with '%s' positive, in any case",
    (word) => {
      expect(sentimentOf(`This release is ${word}.`)).toBe("positive");
      expect(sentimentOf(`This release is ${word.toUpperCase()}!`)).toBe("positive");
      expect(sentimentOf(`${word[0]!.toUpperCase()}${word.slice(1)} work on the eval`)).toBe("positive");
    },
  );

  it.each(["bad", "poor", "terrible", "issue", "problem"])(
    "calls a post with '%s' and no positive word negative, in any case",
    (word) => {
      expect(sentimentOf(`The tokenizer has a ${word} here`)).toBe("negative");
      expect(sentimentOf(`${word.toUpperCase()} latency on long prompts`)).toBe("negative");
    },
  );

  it("lets a positive word win over negative ones (a tie is positive)", () => {
    expect(sentimentOf("Good model, but a terrible tokenizer")).toBe("positive");
    expect(sentimentOf("bad issue, poor docs, terrible problem, one great idea")).toBe("positive");
  });

  it("matches words inside other words, as the rule's 'containing' says", () => {
    expect(sentimentOf("Goodness, the new checkpoint")).toBe("positive");
    expect(sentimentOf("Two open issues on the repo")).toBe("negative");
    expect(sentimentOf("A badge for the leaderboard")).toBe("negative");
  });

  it("calls anything else neutral", () => {
    expect(sentimentOf("Released a new 7B checkpoint on the hub")).toBe("neutral");
    expect(sentimentOf("")).toBe("neutral");
    expect(sentimentOf("g o o d, b-a-d")).toBe("neutral");
  });
});
