/**
 * The swarm's text classification behind `POST /api/inference` with `task: "text-classification"` (spec part 2
 * §7 call 10): hub-sdk's `textClassification` on the hosted inference endpoint
 * (`{router}/hf-inference/models/{model}`, waiting for a cold model), one model, no fallback (the swarm
 * replaces a 404 model itself). Same permission as a generation: paid with x402, or the free limits.
 */
import { InferenceRouterError, isAbortError, textClassification } from "@hiber/hub-sdk";
import { type Generation, GenerationError, type InferenceRequest, STAND_IN_HEADER } from "./inference.ts";

/** What {@link classifyWithRouter} is given. */
export interface ClassifyOptions {
  baseUrl: string;
  accessToken?: string;
  /** The guarded router fetch of the generation. */
  fetch: typeof fetch;
  signal: AbortSignal;
  onAttempt?: (attempt: unknown) => void;
}

/** Classifies `request.prompt` with `request.model`; the attempt is reported as the generation's are. */
export async function classifyWithRouter(
  request: InferenceRequest,
  options: ClassifyOptions,
): Promise<Generation> {
  let standIn = false;
  const markedFetch: typeof fetch = async (input, init) => {
    const response = await options.fetch(input, init);
    if (response.ok && response.headers.has(STAND_IN_HEADER)) standIn = true;
    return response;
  };
  const started = performance.now();
  const attempt = { model: request.model, endpoint: "inference" as const };
  try {
    const labels = await textClassification({
      baseUrl: `${options.baseUrl.replace(/\/+$/, "")}/hf-inference`,
      accessToken: options.accessToken,
      fetch: markedFetch,
      signal: options.signal,
      model: request.model,
      inputs: request.prompt,
      waitForModel: true,
    });
    const done = { ...attempt, status: 200, ms: Math.round(performance.now() - started) };
    options.onAttempt?.(done);
    return {
      text: "",
      model: request.model,
      attempts: [done],
      labels: labels.map(({ label, score }) => ({ label, score })),
      ...(standIn ? { standIn } : {}),
    };
  } catch (error) {
    if (isAbortError(error)) throw error;
    const status = error instanceof InferenceRouterError ? error.status : undefined;
    const failed = {
      ...attempt,
      ...(status === undefined ? {} : { status }),
      code: "inference_failed",
      ms: Math.round(performance.now() - started),
    };
    options.onAttempt?.(failed);
    throw new GenerationError("Text classification failed.", "inference_failed", 502, [failed]);
  }
}
