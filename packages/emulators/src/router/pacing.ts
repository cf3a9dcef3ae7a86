/**
 * How fast the stand-in router answers when no script says otherwise: per model, a time to first token
 * and a token rate in the range providers publish for a model of that size (sources in the package
 * README, "Pacing"), so a streamed answer arrives token by token as it would from a provider instead of
 * in one burst. A script's `firstByteDelayMs` / `tokenDelayMs` (the control API) override them.
 */
import type { ModelScript } from "./scripts";

/** A model's default pace. */
export interface Pacing {
  /** Milliseconds from the request to the first token. */
  firstTokenMs: number;
  /** Output tokens per second after the first. */
  tokensPerSecond: number;
}

/** The size classes, smallest first: up to `maxParameters` total parameters, this pace. */
export const PACING_CLASSES: readonly { maxParameters: number; label: string; pacing: Pacing }[] = [
  { maxParameters: 4.5e9, label: "≤ 4.5B", pacing: { firstTokenMs: 300, tokensPerSecond: 140 } },
  { maxParameters: 10e9, label: "4.5B–10B", pacing: { firstTokenMs: 350, tokensPerSecond: 110 } },
  { maxParameters: 35e9, label: "10B–35B", pacing: { firstTokenMs: 450, tokensPerSecond: 65 } },
  { maxParameters: 100e9, label: "35B–100B", pacing: { firstTokenMs: 600, tokensPerSecond: 40 } },
  {
    maxParameters: Number.POSITIVE_INFINITY,
    label: "> 100B",
    pacing: { firstTokenMs: 900, tokensPerSecond: 25 },
  },
];

/** The pace of a model with `parameters` total parameters; an unknown size gets the 4.5B–10B class's. */
export function defaultPacing(parameters: number | undefined): Pacing {
  const size = parameters ?? 7e9;
  const found = PACING_CLASSES.find((entry) => size <= entry.maxParameters);
  return (found ?? PACING_CLASSES[PACING_CLASSES.length - 1])!.pacing;
}

/**
 * How many tokens of an answer the default token rate paces; the rest of an occasional long stand-in answer
 * (the trigram model can run to a few hundred tokens) comes at full speed, so the default keeps tests quick.
 * A scripted `tokenDelayMs` paces every token.
 */
export const DEFAULT_PACED_TOKENS = 96;

/** `script` with the model's default pace filled in where the script sets none. */
export function pacedScript(script: ModelScript, pacing: Pacing | undefined): ModelScript {
  if (!pacing) return script;
  return {
    ...script,
    firstByteDelayMs: script.firstByteDelayMs ?? pacing.firstTokenMs,
    ...(script.tokenDelayMs === undefined
      ? {
          tokenDelayMs: Math.round((1000 / pacing.tokensPerSecond) * 10) / 10,
          pacedTokens: script.pacedTokens ?? DEFAULT_PACED_TOKENS,
        }
      : {}),
  };
}
