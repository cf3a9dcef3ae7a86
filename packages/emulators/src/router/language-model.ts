/**
 * A small word-level language model: a trigram Markov chain with bigram back-off, trained in memory at
 * start-up on a public-domain corpus (see `corpus.ts`). It is a stand-in for the router's large models so
 * the product works offline: it writes fluent-looking text in the style of its corpus, nudged toward the
 * prompt's words, and knows nothing else. Sampling is seeded, so a given seed reproduces an answer.
 */

import { createRandom } from "../random";

/** Why a generation ended, in the OpenAI vocabulary. */
export type FinishReason = "stop" | "length";

/** Options of {@link LanguageModel.generate}. */
export interface GenerateOptions {
  /** The text the answer should be about; its content words steer the start and the word choice. */
  prompt: string;
  /** Maximum number of tokens (words and punctuation marks) to produce; at least 1. */
  maxTokens: number;
  /** Sampling temperature: 0 is greedy, 1 samples by corpus counts, higher flattens. Clamped to [0, 2]. */
  temperature?: number;
  /** Seed of the pseudo-random generator; the same seed and prompt give the same answer. */
  seed?: number;
}

/** What a trained model reports about itself. */
export interface LanguageModelStats {
  /** Characters of training text. */
  characters: number;
  /** Tokens of training text. */
  tokens: number;
  /** Distinct tokens (case-sensitive). */
  vocabulary: number;
  /** Distinct two-token contexts with at least one continuation. */
  contexts: number;
  /** Milliseconds spent tokenising and counting. */
  trainingMs: number;
}

/** Words, numbers (`1,000`, `3.5`) and sentence punctuation; quotes and brackets are dropped. */
const TOKEN_PATTERN = /\d+(?:[.,]\d+)*%?|[A-Za-z]+(?:['’-][A-Za-z]+)*|[.!?;:,]/g;
const SENTENCE_END = new Set([".", "!", "?"]);
const NO_SPACE_BEFORE = new Set([".", "!", "?", ";", ":", ","]);
/** Chance that an answer ends at a sentence end, once it has at least {@link MIN_SENTENCES} sentences. */
const STOP_PROBABILITY = 0.3;
const MIN_SENTENCES = 2;
/** Weight multiplier for continuations that repeat one of the prompt's content words. */
const TOPIC_BOOST = 3;
/** How far back from a prompt word the answer may start (to begin at its sentence's start). */
const MAX_PREFIX = 14;

const STOPWORDS = new Set(
  (
    "a about above after again against all am an and any are as at be because been before being below between both but by " +
    "can could did do does doing down during each few for from further had has have having he her here hers herself him " +
    "himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other " +
    "our ours ourselves out over own please same she should so some such than that the their theirs them themselves then " +
    "there these they this those through to too under until up very was we were what when where which while who whom why " +
    "will with would you your yours yourself yourselves write tell explain give make describe short simple using use " +
    "following one two three say something anything thing things about tell talk let lets want need know think"
  ).split(" "),
);

/** Splits text into the model's tokens. */
export function tokenize(text: string): string[] {
  return text.match(TOKEN_PATTERN) ?? [];
}

/** Joins tokens back into text: no space before punctuation. */
export function detokenize(tokens: readonly string[]): string {
  return tokens.map((token, index) => (index === 0 ? token : spaced(token))).join("");
}

/** A token as it follows another in running text (with its leading space, if any). */
function spaced(token: string): string {
  return NO_SPACE_BEFORE.has(token) ? token : ` ${token}`;
}

/** Continuations of one context: a slice of a {@link NgramTable}'s `next` and `count` arrays. */
interface Successors {
  next: Int32Array;
  count: Int32Array;
}

/**
 * N-gram counts in compressed sparse rows: the sorted distinct contexts, and for each the range of its
 * continuations in `next` / `count`. Built by sorting the n-gram keys (`context * vocabulary + next`),
 * which is much faster than counting in hash maps.
 */
class NgramTable {
  readonly size: number;
  readonly #contexts: Float64Array;
  readonly #offsets: Int32Array;
  readonly #next: Int32Array;
  readonly #count: Int32Array;

  constructor(keys: Float64Array, vocabulary: number) {
    keys.sort();
    const contexts: number[] = [];
    const offsets: number[] = [];
    const next = new Int32Array(keys.length);
    const count = new Int32Array(keys.length);
    let distinct = -1;
    let previousKey = -1;
    let previousContext = -1;
    for (const key of keys) {
      if (key === previousKey) {
        count[distinct] = (count[distinct] ?? 0) + 1;
        continue;
      }
      distinct++;
      previousKey = key;
      const context = Math.floor(key / vocabulary);
      next[distinct] = key - context * vocabulary;
      count[distinct] = 1;
      if (context !== previousContext) {
        contexts.push(context);
        offsets.push(distinct);
        previousContext = context;
      }
    }
    offsets.push(distinct + 1);
    this.size = contexts.length;
    this.#contexts = Float64Array.from(contexts);
    this.#offsets = Int32Array.from(offsets);
    this.#next = next.subarray(0, distinct + 1);
    this.#count = count.subarray(0, distinct + 1);
  }

  /** The continuations of `context`, or undefined when it was never seen (binary search). */
  get(context: number): Successors | undefined {
    let low = 0;
    let high = this.#contexts.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const value = this.#contexts[middle] ?? 0;
      if (value < context) low = middle + 1;
      else if (value > context) high = middle - 1;
      else {
        const from = this.#offsets[middle] ?? 0;
        const to = this.#offsets[middle + 1] ?? from;
        return { next: this.#next.subarray(from, to), count: this.#count.subarray(from, to) };
      }
    }
    return undefined;
  }
}

/** A trained trigram model. Create with {@link trainLanguageModel}. */
export class LanguageModel {
  readonly stats: LanguageModelStats;
  readonly #words: string[];
  /** Lower-cased form of each token id (to match prompt words case-insensitively). */
  readonly #lower: string[];
  /** Positions in the corpus of each lower-cased word, indexed on first use. */
  readonly #positions = new Map<string, Int32Array>();
  /** Corpus frequency of each lower-cased word. */
  readonly #lowerFrequency = new Map<string, number>();
  readonly #sequence: Int32Array;
  readonly #trigrams: NgramTable;
  readonly #bigrams: NgramTable;

  constructor(init: {
    stats: LanguageModelStats;
    words: string[];
    frequency: Int32Array;
    sequence: Int32Array;
    trigrams: NgramTable;
    bigrams: NgramTable;
  }) {
    this.stats = init.stats;
    this.#words = init.words;
    this.#lower = init.words.map((word) => word.toLowerCase());
    for (let id = 0; id < this.#lower.length; id++) {
      const lower = this.#lower[id] ?? "";
      this.#lowerFrequency.set(lower, (this.#lowerFrequency.get(lower) ?? 0) + (init.frequency[id] ?? 0));
    }
    this.#sequence = init.sequence;
    this.#trigrams = init.trigrams;
    this.#bigrams = init.bigrams;
  }

  /** Number of tokens `text` has for this model (used for `usage.prompt_tokens`). */
  countTokens(text: string): number {
    return tokenize(text).length;
  }

  /**
   * Generates an answer token by token. Each yielded string is the next piece of text, with its leading
   * space (the first piece has none and starts with a capital). Returns why it stopped.
   */
  *generate(options: GenerateOptions): Generator<string, FinishReason> {
    const random = createRandom(options.seed ?? Math.floor(Math.random() * 2 ** 32));
    const temperature = Math.min(2, Math.max(0, options.temperature ?? 1));
    const maxTokens = Math.max(1, Math.floor(options.maxTokens));
    const topic = this.#topicWords(options.prompt);

    const start = this.#startPosition(topic, random);
    const emitted: number[] = [];
    let sentences = 0;

    // Begin with the corpus's own words up to the chosen prompt word (or one word, with no prompt word known).
    for (let i = start.from; i <= start.to && emitted.length < maxTokens; i++) {
      const id = this.#sequence[i] ?? 0;
      emitted.push(id);
      yield this.#surface(id, emitted.length === 1);
      if (SENTENCE_END.has(this.#words[id] ?? "")) sentences++;
    }

    while (emitted.length < maxTokens) {
      const a = emitted.at(-2);
      const b = emitted.at(-1) ?? 0;
      const successors =
        (a === undefined ? undefined : this.#trigrams.get(a * this.#words.length + b)) ??
        this.#bigrams.get(b);
      if (!successors) return "stop";
      const id = this.#sample(successors, temperature, topic, random);
      emitted.push(id);
      yield this.#surface(id, false);
      if (SENTENCE_END.has(this.#words[id] ?? "")) {
        sentences++;
        if (sentences >= MIN_SENTENCES && random() < STOP_PROBABILITY) return "stop";
      }
    }
    return "length";
  }

  /** The text of a token as emitted: capitalised when it opens the answer, else with its leading space. */
  #surface(id: number, first: boolean): string {
    const word = this.#words[id] ?? "";
    return first ? word.charAt(0).toUpperCase() + word.slice(1) : spaced(word);
  }

  /** The prompt's content words that the corpus knows, as lower-case forms. */
  #topicWords(prompt: string): Set<string> {
    const words = new Set<string>();
    for (const token of tokenize(prompt)) {
      const lower = token.toLowerCase();
      if (lower.length < 3 || STOPWORDS.has(lower) || !this.#lowerFrequency.has(lower)) continue;
      words.add(lower);
    }
    return words;
  }

  /**
   * Where the answer starts in the corpus: an occurrence of one of the rarer prompt words, from the start
   * of its sentence (at most {@link MAX_PREFIX} tokens back); without prompt words, a random sentence start.
   */
  #startPosition(topic: Set<string>, random: () => number): { from: number; to: number } {
    const sequence = this.#sequence;
    if (topic.size > 0) {
      const frequencyOf = (lower: string) => this.#lowerFrequency.get(lower) ?? 0;
      // The rarest prompt word seen at least twice (else the rarest): the most specific anchor.
      const ranked = [...topic].sort((x, y) => frequencyOf(x) - frequencyOf(y));
      const chosen = ranked.find((word) => frequencyOf(word) >= 2) ?? ranked[0] ?? "";
      const positions = this.#positionsOf(chosen);
      const at = positions[Math.floor(random() * positions.length)];
      if (at !== undefined) {
        let from = at;
        while (
          from > 0 &&
          at - from < MAX_PREFIX &&
          !SENTENCE_END.has(this.#words[sequence[from - 1] ?? 0] ?? "")
        ) {
          from--;
        }
        // Never open on punctuation (when the prefix starts mid-sentence).
        while (from < at && NO_SPACE_BEFORE.has(this.#words[sequence[from] ?? 0] ?? "")) from++;
        return { from, to: at };
      }
    }
    // A random sentence start: the token after a sentence end.
    for (let tries = 0; tries < 1000; tries++) {
      const i = 1 + Math.floor(random() * (sequence.length - 2));
      if (
        SENTENCE_END.has(this.#words[sequence[i - 1] ?? 0] ?? "") &&
        /^[A-Z]/.test(this.#words[sequence[i] ?? 0] ?? "")
      ) {
        return { from: i, to: i };
      }
    }
    return { from: 0, to: 0 };
  }

  /** Where `lower` occurs in the corpus (not at its very ends), cached. */
  #positionsOf(lower: string): Int32Array {
    let positions = this.#positions.get(lower);
    if (!positions) {
      const found: number[] = [];
      const sequence = this.#sequence;
      for (let i = 1; i < sequence.length - 1; i++) {
        if (this.#lower[sequence[i] ?? 0] === lower) found.push(i);
      }
      positions = Int32Array.from(found);
      this.#positions.set(lower, positions);
    }
    return positions;
  }

  /** Samples a continuation: weights are counts^(1/T) (greedy at T = 0), boosted for prompt words. */
  #sample(successors: Successors, temperature: number, topic: Set<string>, random: () => number): number {
    const { next, count } = successors;
    const boost = (id: number) => (topic.has(this.#lower[id] ?? "") ? TOPIC_BOOST : 1);
    if (temperature === 0) {
      let best = 0;
      let bestWeight = -1;
      for (let i = 0; i < next.length; i++) {
        const weight = (count[i] ?? 0) * boost(next[i] ?? 0);
        if (weight > bestWeight) {
          best = i;
          bestWeight = weight;
        }
      }
      return next[best] ?? 0;
    }
    const weights = Array.from(next, (id, i) => (count[i] ?? 0) ** (1 / temperature) * boost(id));
    let total = 0;
    for (const weight of weights) total += weight;
    let pick = random() * total;
    for (let i = 0; i < weights.length; i++) {
      pick -= weights[i] ?? 0;
      if (pick < 0) return next[i] ?? 0;
    }
    return next[next.length - 1] ?? 0;
  }
}

/** Trains a {@link LanguageModel} on `text`: tokenises it and counts every bigram and trigram. */
export function trainLanguageModel(text: string): LanguageModel {
  const started = performance.now();
  const tokens = tokenize(text);
  const ids = new Map<string, number>();
  const words: string[] = [];
  const sequence = new Int32Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? "";
    let id = ids.get(token);
    if (id === undefined) {
      id = words.length;
      ids.set(token, id);
      words.push(token);
    }
    sequence[i] = id;
  }
  const vocabulary = words.length;
  const frequency = new Int32Array(vocabulary);
  const bigramKeys = new Float64Array(Math.max(0, sequence.length - 1));
  const trigramKeys = new Float64Array(Math.max(0, sequence.length - 2));
  for (let i = 0; i < sequence.length; i++) {
    const c = sequence[i] ?? 0;
    frequency[c] = (frequency[c] ?? 0) + 1;
    if (i < 1) continue;
    const b = sequence[i - 1] ?? 0;
    bigramKeys[i - 1] = b * vocabulary + c;
    // (a·V + b)·V + c stays an exact double for any vocabulary under ~200,000 tokens.
    if (i >= 2) trigramKeys[i - 2] = ((sequence[i - 2] ?? 0) * vocabulary + b) * vocabulary + c;
  }
  const bigrams = new NgramTable(bigramKeys, vocabulary);
  const trigrams = new NgramTable(trigramKeys, vocabulary);
  return new LanguageModel({
    stats: {
      characters: text.length,
      tokens: tokens.length,
      vocabulary,
      contexts: trigrams.size,
      trainingMs: performance.now() - started,
    },
    words,
    frequency,
    sequence,
    trigrams,
    bigrams,
  });
}
