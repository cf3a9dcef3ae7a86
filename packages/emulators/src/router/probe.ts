/**
 * The router's "validation probe" (reference: hub-docs `inference-providers/hub-api.md`: `first_token_latency_ms`
 * and `throughput` come "from the latest validation probe"), run by the emulator on itself: it times a short
 * generation of its own language model and adds the model's scripted pacing (`firstByteDelayMs`,
 * `tokenDelayMs`), which is what a client would measure of it. The figures are the stand-in's, not the
 * named model's: a client shows them as the stand-in's speed.
 */
import type { LanguageModel } from "./language-model";
import type { ModelScript } from "./scripts";

/** What one probe measured. */
export interface ProbeResult {
  /** Milliseconds from the request to the first token. */
  firstTokenLatencyMs: number;
  /** Output tokens per second after the first. */
  throughput: number;
}

const PROBE_PROMPT = "Say something about the weather.";
const PROBE_TOKENS = 32;

/** Probes `model` under `script` (one short seeded generation). */
export function probe(model: LanguageModel, script: ModelScript): ProbeResult {
  const started = performance.now();
  let first: number | undefined;
  let tokens = 0;
  for (const _piece of model.generate({ prompt: PROBE_PROMPT, maxTokens: PROBE_TOKENS, seed: 1 })) {
    first ??= performance.now();
    tokens++;
  }
  const ended = performance.now();
  const firstAt = first ?? ended;
  const rest = Math.max(1, tokens - 1);
  const restMs = Math.max(ended - firstAt, 0.001) + rest * (script.tokenDelayMs ?? 0);
  return {
    firstTokenLatencyMs: round(firstAt - started + (script.firstByteDelayMs ?? 0), 1),
    throughput: round((rest * 1000) / restMs, 1),
  };
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** The latest probe of each model, probed again when its script changes. */
export class ProbeBook {
  readonly #results = new Map<string, { key: string; result: ProbeResult }>();

  constructor(readonly model: LanguageModel) {}

  /** The latest probe of `id` under `script`. */
  get(id: string, script: ModelScript): ProbeResult {
    const key = JSON.stringify([script.firstByteDelayMs, script.tokenDelayMs]);
    const cached = this.#results.get(id);
    if (cached?.key === key) return cached.result;
    const result = probe(this.model, script);
    this.#results.set(id, { key, result });
    return result;
  }
}
