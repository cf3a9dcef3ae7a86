/** The legacy hf-inference route `POST /models/{id}`: text generation or text classification. */
import type { Context } from "hono";
import { jsonResponse } from "../http/json";
import { classify } from "./classifier";
import type { RouterContext } from "./dispatch";
import { doesNotExist, invalidRequest, RouterHttpError } from "./errors";
import { collect, generate } from "./generation";
import { maxTokensOf, numberField, readBody } from "./request";

const DEFAULT_MAX_NEW_TOKENS = 50;

/** The legacy `POST /models/{id}`: text generation or text classification, by the model's task. */
export function legacyHandler(
  { models, languageModel, gate, route }: RouterContext,
  id: string,
): (c: Context) => Promise<Response> {
  return route("inference", async (c, log) => {
    log.model = id;
    const body = await readBody(c);
    const model = models.get(id);
    if (!model) throw doesNotExist(id);
    const options = (body.options ?? {}) as { wait_for_model?: unknown };
    const waitForModel =
      c.req.query("wait_for_model") === "true" ||
      c.req.header("x-wait-for-model")?.toLowerCase() === "true" ||
      options.wait_for_model === true;
    const parameters = (body.parameters ?? {}) as Record<string, unknown>;
    if (typeof parameters !== "object" || parameters === null)
      throw invalidRequest("parameters must be an object");

    if (model.task === "text-classification") {
      log.endpoint = "classification";
      const inputs = body.inputs;
      const texts =
        typeof inputs === "string"
          ? [inputs]
          : Array.isArray(inputs) && inputs.every((x) => typeof x === "string")
            ? (inputs as string[])
            : undefined;
      if (!texts)
        throw new RouterHttpError(400, {
          error: ["Error in `inputs`: field required (a string or a list of strings)"],
        });
      await gate(id, "inference", true, waitForModel, c.req.raw.signal);
      const topK = numberField(parameters, "top_k");
      return jsonResponse(
        texts.map((text) =>
          classify(text, model.labels ?? []).slice(
            0,
            topK === undefined ? undefined : Math.max(1, Math.floor(topK)),
          ),
        ),
      );
    }

    const inputs = body.inputs;
    if (typeof inputs !== "string")
      throw new RouterHttpError(400, { error: ["Error in `inputs`: field required (a string)"] });
    const script = await gate(id, "inference", true, waitForModel, c.req.raw.signal);
    const maxTokens = maxTokensOf(numberField(parameters, "max_new_tokens"), DEFAULT_MAX_NEW_TOKENS);
    const temperature = parameters.do_sample === false ? 0 : numberField(parameters, "temperature");
    const seed = numberField(parameters, "seed");
    const generated = generate(
      languageModel,
      inputs,
      { maxTokens, temperature, seed },
      script,
      c.req.raw.signal,
    );
    const { text, finish } = await collect(generated);
    if (finish === "failed") {
      throw new RouterHttpError(500, {
        error: "Incomplete generation",
        error_type: "incomplete_generation",
      });
    }
    const fullText = parameters.return_full_text !== false;
    const generatedText = fullText
      ? `${inputs}${inputs === "" || /\s$/.test(inputs) ? "" : " "}${text}`
      : text;
    if (script.legacyShape === "object" || parameters.details === true) {
      return jsonResponse({
        generated_text: generatedText,
        details: {
          finish_reason: finish === "length" ? "length" : "eos_token",
          generated_tokens: generated.count(),
          seed: seed ?? null,
        },
      });
    }
    return jsonResponse([{ generated_text: generatedText }]);
  });
}
