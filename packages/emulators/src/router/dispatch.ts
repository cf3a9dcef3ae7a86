/** What every generation route shares: model resolution, the gate (loading, scripted failures) and the call log. */
import type { Context } from "hono";
import { jsonResponse } from "../http/json";
import {
  DEFAULT_ESTIMATED_TIME,
  invalidRequest,
  loading,
  notSupported,
  RouterHttpError,
  scriptedFailure,
} from "./errors";
import { sleep } from "./generation";
import type { LanguageModel } from "./language-model";
import type { RouterModel } from "./models";
import { pacedScript } from "./pacing";
import type { ModelScript, RouterEndpoint, ScriptBook } from "./scripts";

/** The provider name the emulator reports in `/v1/models` and accepts as a `model:provider` suffix. */
export const EMULATOR_PROVIDER = "hiber-emulator";
/** Routing policies the router accepts as a `model:policy` suffix. */
const POLICIES = new Set(["fastest", "cheapest", "preferred", EMULATOR_PROVIDER]);

/** What a handler records of its call in the call log. */
export interface CallLog {
  model: string;
  stream: boolean;
  endpoint: RouterEndpoint | "classification";
}

/** The state and helpers the route handlers share. */
export interface RouterContext {
  scripts: ScriptBook;
  models: Map<string, RouterModel>;
  languageModel: LanguageModel;
  resolveModel(raw: unknown): { id: string; model?: RouterModel };
  gate(
    id: string,
    endpoint: RouterEndpoint,
    capable: boolean,
    waitForModel: boolean,
    signal: AbortSignal,
  ): Promise<ModelScript>;
  route(
    endpoint: RouterEndpoint,
    handler: (c: Context, log: CallLog) => Promise<Response>,
  ): (c: Context) => Promise<Response>;
}

/** The shared state and helpers of one router app. */
export function createRouterContext(
  scripts: ScriptBook,
  models: Map<string, RouterModel>,
  languageModel: LanguageModel,
): RouterContext {
  /** Splits `model:policy`; a suffix naming another provider is refused as the router does. */
  function resolveModel(raw: unknown): { id: string; model?: RouterModel } {
    if (typeof raw !== "string" || raw.trim() === "")
      throw invalidRequest("model must be a non-empty string");
    const colon = raw.lastIndexOf(":");
    const id = colon === -1 ? raw : raw.slice(0, colon);
    if (colon !== -1) {
      const suffix = raw.slice(colon + 1);
      if (!POLICIES.has(suffix))
        throw new RouterHttpError(400, { error: `Model not supported by provider ${suffix}` });
    }
    return { id, model: models.get(id) };
  }

  /** The common gate of every generation call: loading, scripted failure, then the capability check. */
  async function gate(
    id: string,
    endpoint: RouterEndpoint,
    capable: boolean,
    waitForModel: boolean,
    signal: AbortSignal,
  ): Promise<ModelScript> {
    // The script over the model's default pace (pacing.ts): a provider's first-token delay and token rate.
    const script = pacedScript(scripts.get(id), models.get(id)?.pacing);
    const estimatedTime = script.estimatedTime ?? DEFAULT_ESTIMATED_TIME;
    if (scripts.takeLoading(id)) {
      if (!waitForModel) throw loading(id, estimatedTime);
      await sleep(estimatedTime * 1000, signal);
      scripts.finishLoading(id);
    }
    const failure = scripts.failure(id, endpoint);
    if (failure !== undefined) throw scriptedFailure(failure, id, endpoint, script);
    if (!capable) {
      throw endpoint === "inference"
        ? new RouterHttpError(400, { error: `Model ${id} is not supported by hf-inference for this task` })
        : notSupported(id);
    }
    await sleep(script.firstByteDelayMs ?? 0, signal);
    return script;
  }

  /** Runs a handler, turning thrown {@link RouterHttpError}s into answers and logging the call. */
  function route(
    endpoint: RouterEndpoint,
    handler: (
      c: Context,
      log: { model: string; stream: boolean; endpoint: RouterEndpoint | "classification" },
    ) => Promise<Response>,
  ) {
    return async (c: Context) => {
      const log = { model: "", stream: false, endpoint: endpoint as RouterEndpoint | "classification" };
      let response: Response;
      try {
        response = await handler(c, log);
      } catch (error) {
        if (!(error instanceof RouterHttpError)) throw error;
        response = jsonResponse(error.body, error.status, error.headers);
      }
      scripts.calls.push({
        model: log.model,
        endpoint: log.endpoint,
        status: response.status,
        stream: log.stream,
      });
      return response;
    };
  }

  return { scripts, models, languageModel, resolveModel, gate, route };
}
