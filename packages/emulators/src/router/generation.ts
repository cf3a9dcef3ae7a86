/** Running the language model with a script's pacing and break, and the process-wide default model. */
import { DEFAULT_CORPUS_FROM_YEAR, loadCorpus } from "./corpus";
import { type FinishReason, type LanguageModel, trainLanguageModel } from "./language-model";
import type { ModelScript } from "./scripts";
import { promptShape, shapedPieces } from "./shapes";

let sharedModel: LanguageModel | undefined;

/**
 * The language model trained on the shipped corpus, trained on first use and then shared by every router
 * app of the process.
 */
export function defaultLanguageModel(): LanguageModel {
  sharedModel ??= trainLanguageModel(loadCorpus(DEFAULT_CORPUS_FROM_YEAR));
  return sharedModel;
}

/** Resolves after `ms`, or at once when `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0 || signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}

/** What a generation produced, piece by piece. */
export interface Generated {
  /** The pieces of text, as they are generated. */
  pieces: AsyncGenerator<string>;
  /** Number of pieces produced so far. */
  count(): number;
  /** Why the generation ended (`"failed"`: broken off by the script); undefined while it runs. */
  finish(): FinishReason | "failed" | undefined;
}

/**
 * Runs the language model (in the shape the prompt asks for, see shapes.ts) with the script's pacing (`tokenDelayMs`) and break (`failAfterTokens`).
 * Stops early when `signal` aborts.
 */
export function generate(
  model: LanguageModel,
  prompt: string,
  settings: { maxTokens: number; temperature?: number; seed?: number },
  script: ModelScript,
  signal: AbortSignal,
): Generated {
  let produced = 0;
  let finish: FinishReason | "failed" | undefined;
  async function* pieces(): AsyncGenerator<string> {
    // A haiku, code or list prompt gets its answer in that shape (shapes.ts); anything else prose.
    const shape = promptShape(prompt);
    const generation = shape
      ? shapedPieces(model, prompt, shape, settings)
      : model.generate({ prompt, ...settings });
    while (finish === undefined) {
      if (script.failAfterTokens !== undefined && produced >= script.failAfterTokens) {
        finish = "failed";
        return;
      }
      const paced = script.pacedTokens === undefined || produced < script.pacedTokens;
      if (produced > 0 && paced) await sleep(script.tokenDelayMs ?? 0, signal);
      const next = signal.aborted ? ({ done: true, value: "stop" } as const) : generation.next();
      if (next.done) {
        finish = next.value;
        return;
      }
      produced++;
      yield next.value;
    }
  }
  return { pieces: pieces(), count: () => produced, finish: () => finish };
}

export async function collect(
  generated: Generated,
): Promise<{ text: string; finish: FinishReason | "failed" }> {
  let text = "";
  for await (const piece of generated.pieces) text += piece;
  return { text, finish: generated.finish() ?? "stop" };
}
