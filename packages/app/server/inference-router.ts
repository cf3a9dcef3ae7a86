/**
 * The generation behind `POST /api/inference`: hub-sdk's `generateWithFallback` against the inference
 * router (the real one, or the embedded emulator), with the spec's fallbacks — chat completions, then
 * completions, then the hosted inference endpoint; a 503 retried; the next listed model on a failure.
 */
import { AllModelsFailedError, generateWithFallback } from "@hiber/hub-sdk";
import { type Generate, GenerationError } from "./inference.ts";

/** Options of {@link createRouterGenerate}. */
export interface RouterGenerateOptions {
  /** Base URL of the router (e.g. the emulator's, or `https://router.huggingface.co`). */
  baseUrl: string;
  /** Router token, added here on the server only. */
  accessToken?: string;
  /** The `fetch` to use (tests). */
  fetch?: typeof fetch;
  /** Wait before retrying a 503 "model is loading"; the spec's 5 s by default. */
  retryDelayMs?: number;
}

/** A {@link Generate} that asks the router, falling back as the playground does. */
export function createRouterGenerate(options: RouterGenerateOptions): Generate {
  return async (request, { signal, onToken, onReset }) => {
    // Tokens of an attempt that then fails are void: the consumer is told to start over.
    let reported = 0;
    try {
      const result = await generateWithFallback({
        baseUrl: options.baseUrl,
        accessToken: options.accessToken,
        fetch: options.fetch,
        signal,
        models: request.models,
        selected: request.model,
        prompt: request.prompt,
        maxTokens: request.maxTokens,
        temperature: request.temperature,
        retryDelayMs: options.retryDelayMs,
        stream: onToken !== undefined,
        onToken: (token) => {
          reported += 1;
          onToken?.(token);
        },
        onAttempt: (attempt) => {
          if (attempt.code !== undefined && reported > 0) {
            reported = 0;
            onReset?.();
          }
        },
      });
      return {
        text: result.text,
        model: result.model,
        attempts: result.trace.map(({ body: _body, ...rest }) => rest),
      };
    } catch (error) {
      if (error instanceof AllModelsFailedError) {
        const last = error.trace.at(-1);
        throw new GenerationError(error.message, last?.code ?? "inference_failed");
      }
      throw error;
    }
  };
}
