/**
 * The shape a prompt asks for, and the stand-in's answer in that shape: it cannot understand a prompt, but it
 * can cheaply lay out corpus text the way the prompt wants it. A haiku gets three short lines of corpus
 * words; a code prompt a fenced block from {@link SAMPLE_SNIPPETS} (shipped samples, marked as such, not
 * written for the prompt); a list prompt a bulleted list of corpus sentences. Anything else stays prose.
 */
import type { FinishReason, LanguageModel } from "./language-model";

/** The layouts the stand-in knows. */
export type PromptShape = "haiku" | "code" | "list";

const CODE_WORDS =
  /\b(code|coding|function|snippet|implement|python|javascript|typescript|sql|regex|bash script)\b/i;
const LIST_WORDS =
  /\b(list|bullet(?:s|ed)?|steps|top \d+|\d+ (?:ways|tips|ideas|reasons|things|examples))\b/i;

/** The shape `prompt` asks for, or `undefined` for prose. Haiku first, then code, then list. */
export function promptShape(prompt: string): PromptShape | undefined {
  if (/\bhaikus?\b/i.test(prompt)) return "haiku";
  if (CODE_WORDS.test(prompt)) return "code";
  if (LIST_WORDS.test(prompt)) return "list";
  return undefined;
}

/** A shipped sample snippet: a language name for the fence, and its code. */
export interface SampleSnippet {
  language: string;
  code: string;
}

/** The sample snippets a code prompt gets: one per language, a general one (TypeScript) by default. */
export const SAMPLE_SNIPPETS: Record<"python" | "javascript" | "typescript", SampleSnippet> = {
  python: {
    language: "python",
    code: [
      "# Sample snippet shipped with the local stand-in: not written for your prompt.",
      "def word_counts(text: str) -> dict[str, int]:",
      "    counts: dict[str, int] = {}",
      "    for word in text.lower().split():",
      "        counts[word] = counts.get(word, 0) + 1",
      "    return counts",
    ].join("\n"),
  },
  javascript: {
    language: "javascript",
    code: [
      "// Sample snippet shipped with the local stand-in: not written for your prompt.",
      "function wordCounts(text) {",
      "  const counts = new Map();",
      "  for (const word of text.toLowerCase().split(/\\s+/).filter(Boolean)) {",
      "    counts.set(word, (counts.get(word) ?? 0) + 1);",
      "  }",
      "  return counts;",
      "}",
    ].join("\n"),
  },
  typescript: {
    language: "typescript",
    code: [
      "// Sample snippet shipped with the local stand-in: not written for your prompt.",
      "export function wordCounts(text: string): Map<string, number> {",
      "  const counts = new Map<string, number>();",
      "  for (const word of text.toLowerCase().split(/\\s+/).filter(Boolean)) {",
      "    counts.set(word, (counts.get(word) ?? 0) + 1);",
      "  }",
      "  return counts;",
      "}",
    ].join("\n"),
  },
};

/** The snippet for the language a code prompt names (TypeScript when it names none of the three). */
export function sampleSnippet(prompt: string): SampleSnippet {
  if (/\bpython\b/i.test(prompt)) return SAMPLE_SNIPPETS.python;
  if (/\b(javascript|js|node)\b/i.test(prompt)) return SAMPLE_SNIPPETS.javascript;
  return SAMPLE_SNIPPETS.typescript;
}

/** Words per line of a haiku-shaped answer (short lines, not a syllable count). */
const HAIKU_WORDS = [3, 5, 3] as const;
const LIST_ITEMS = 4;

interface ShapeSettings {
  maxTokens: number;
  temperature?: number;
  seed?: number;
}

/** Words of corpus text near the prompt's words, no punctuation, lower case after the first. */
function corpusWords(model: LanguageModel, prompt: string, count: number, settings: ShapeSettings): string[] {
  const words: string[] = [];
  const generation = model.generate({
    prompt,
    maxTokens: count * 3 + 8,
    temperature: settings.temperature,
    seed: settings.seed,
  });
  for (const piece of generation) {
    const word = piece.trim();
    if (!/^[A-Za-z][\w'’-]*$/.test(word)) continue;
    // Lower case inside a line, except "I" (and "I'm", "I've"…); the first word keeps its capital.
    words.push(words.length === 0 || /^I(?:['’]|$)/.test(word) ? word : word.toLowerCase());
    if (words.length >= count) break;
  }
  return words;
}

/** One sentence of corpus text near the prompt's words. */
function corpusSentence(
  model: LanguageModel,
  prompt: string,
  seed: number | undefined,
  temperature?: number,
) {
  let text = "";
  for (const piece of model.generate({ prompt, maxTokens: 24, temperature, seed })) {
    text += piece;
    if (/[.!?]$/.test(piece)) break;
  }
  return text.trim();
}

/** The whole shaped answer as text. */
export function shapedText(
  model: LanguageModel,
  prompt: string,
  shape: PromptShape,
  settings: ShapeSettings,
): string {
  if (shape === "code") {
    const snippet = sampleSnippet(prompt);
    return `\`\`\`${snippet.language}\n${snippet.code}\n\`\`\``;
  }
  if (shape === "haiku") {
    const total = HAIKU_WORDS.reduce((sum, n) => sum + n, 0);
    const words = corpusWords(model, prompt, total, settings);
    let at = 0;
    return HAIKU_WORDS.map((n) => {
      const line = words.slice(at, at + n).join(" ");
      at += n;
      return line;
    })
      .filter((line) => line !== "")
      .join("\n");
  }
  const seed = settings.seed ?? Math.floor(Math.random() * 2 ** 32);
  return Array.from(
    { length: LIST_ITEMS },
    (_, i) => `- ${corpusSentence(model, prompt, seed + i, settings.temperature)}`,
  ).join("\n");
}

/**
 * The shaped answer as the pieces a generation yields (a word with its leading space or newline each),
 * cut at `maxTokens` (then the finish reason is `length`).
 */
export function* shapedPieces(
  model: LanguageModel,
  prompt: string,
  shape: PromptShape,
  settings: ShapeSettings,
): Generator<string, FinishReason> {
  const pieces = shapedText(model, prompt, shape, settings).match(/[\n ]*[^\n ]+/g) ?? [];
  const max = Math.max(1, Math.floor(settings.maxTokens));
  for (const [index, piece] of pieces.entries()) {
    if (index >= max) return "length";
    yield piece;
  }
  return "stop";
}
