import { InvalidResponseError } from "../errors";
import type { RequestOptions } from "../types/public";
import { readJson } from "../utils/read-json";
import { createRouterError, routerFetch } from "./request";
import { inferenceUrl } from "./text-generation";
import type { TextClassificationLabel } from "./types";

/** Parameters of {@link textClassification}. */
export type TextClassificationParams = RequestOptions & {
  /** Model id, e.g. `distilbert/distilbert-base-uncased-finetuned-sst-2-english`. */
  model: string;
  /** The text to classify. */
  inputs: string;
  /** `top_k` (how many labels) and `function_to_apply` (`sigmoid`, `softmax`, `none`). */
  parameters?: { top_k?: number; function_to_apply?: string };
  /** Ask the server to wait for a cold model instead of answering 503. */
  waitForModel?: boolean;
};

function isLabel(value: unknown): value is TextClassificationLabel {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { label?: unknown }).label === "string" &&
    typeof (value as { score?: unknown }).score === "number"
  );
}

/**
 * Text classification through the hosted inference API: `POST {baseUrl}/models/{model}` with `{inputs}`.
 * The wire answer is nested, one list per input (`[[{label, score}]]`); this returns the list of the one
 * input, highest score first as the server sends it. A flat list is accepted too.
 *
 * @throws {InferenceRouterError} "Text classification failed" for a non-2xx answer.
 * @throws {InvalidResponseError} "Invalid response format" when the body is not a list of `{label, score}`.
 */
export async function textClassification(
  params: TextClassificationParams,
): Promise<TextClassificationLabel[]> {
  const { model, inputs, parameters, waitForModel = false, ...request } = params;
  const url = inferenceUrl(request.baseUrl, model, waitForModel);
  const body: Record<string, unknown> = { inputs };
  if (parameters) body.parameters = parameters;
  const res = await routerFetch(
    url,
    { method: "POST", body, headers: waitForModel ? { "x-wait-for-model": "true" } : undefined },
    request,
  );
  if (!res.ok) throw await createRouterError(res, "Text classification failed", url);
  const json = await readJson(res, url);
  const labels = Array.isArray(json) && Array.isArray(json[0]) ? json[0] : json;
  if (!Array.isArray(labels) || !labels.every(isLabel)) {
    throw new InvalidResponseError("Invalid response format", { url, status: res.status, body: json });
  }
  return labels;
}
