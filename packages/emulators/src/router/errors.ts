/** The router's HTTP error answers, in the wire shapes the real router gives. */
import type { ModelScript, RouterEndpoint, ScriptedFailure } from "./scripts";

/** Seconds a loading model says it still needs, unless its script says otherwise. */
export const DEFAULT_ESTIMATED_TIME = 20;

/** An HTTP error answer the handlers throw. */
export class RouterHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(
      typeof body === "object" && body !== null && "error" in body ? String(body.error) : `HTTP ${status}`,
    );
  }
}

export function notSupported(model: string): RouterHttpError {
  return new RouterHttpError(400, {
    error: {
      message: `The requested model '${model}' is not supported by any provider you have enabled.`,
      type: "invalid_request_error",
      param: "model",
      code: "model_not_supported",
    },
  });
}

export function invalidRequest(message: string): RouterHttpError {
  return new RouterHttpError(400, {
    error: { message, type: "invalid_request_error", param: null, code: null },
  });
}

export function doesNotExist(model: string): RouterHttpError {
  return new RouterHttpError(404, { error: `Model ${model} does not exist` });
}

export function loading(model: string, estimatedTime: number): RouterHttpError {
  return new RouterHttpError(503, {
    error: `Model ${model} is currently loading`,
    estimated_time: estimatedTime,
  });
}

/** The answer of a scripted failure. */
export function scriptedFailure(
  failure: ScriptedFailure,
  model: string,
  endpoint: RouterEndpoint,
  script: ModelScript,
): RouterHttpError {
  switch (failure) {
    case "not-supported":
      return endpoint === "inference"
        ? new RouterHttpError(400, { error: `Model ${model} is not supported by hf-inference` })
        : notSupported(model);
    case 400:
      return invalidRequest(`Invalid request for model ${model}`);
    case 401:
      return new RouterHttpError(401, { error: "Invalid credentials in Authorization header" });
    case 402:
      return new RouterHttpError(402, {
        error:
          "You have exceeded your monthly included credits for Inference Providers. Subscribe to PRO to get 20x more monthly included credits.",
      });
    case 404:
      return doesNotExist(model);
    case 429:
      return new RouterHttpError(
        429,
        { error: `Rate limit reached for ${model}. Please retry later.` },
        { "Retry-After": "1" },
      );
    case 500:
      return new RouterHttpError(500, { error: "Internal Server Error" });
    case 502:
      return new RouterHttpError(502, { error: "Bad Gateway" });
    case 503:
      return loading(model, script.estimatedTime ?? DEFAULT_ESTIMATED_TIME);
  }
}

export function incompleteGeneration(tokens: number): RouterHttpError {
  return new RouterHttpError(500, {
    error: {
      message: `Incomplete generation: the model stopped after ${tokens} tokens`,
      type: "incomplete_generation",
    },
  });
}
