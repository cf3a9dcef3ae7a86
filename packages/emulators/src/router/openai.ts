/** The OpenAI-compatible routes: `/v1/chat/completions` and `/v1/completions`, plain or streamed. */
import type { Context } from "hono";
import { jsonResponse } from "../http/json";
import type { RouterContext } from "./dispatch";
import { incompleteGeneration, invalidRequest, notSupported } from "./errors";
import { collect, generate } from "./generation";
import type { FinishReason } from "./language-model";
import { lastUserText, maxTokensOf, numberField, readBody } from "./request";
import { completionId, SYSTEM_FINGERPRINT, sseResponse, usage } from "./wire";

const DEFAULT_CHAT_MAX_TOKENS = 512;

/** `POST /v1/chat/completions` (also under `/models/{id}/v1/chat/completions`). */
export function chatHandler({
  languageModel,
  resolveModel,
  gate,
  route,
}: RouterContext): (c: Context) => Promise<Response> {
  return route("chat", async (c, log) => {
    const body = await readBody(c);
    const { id, model } = resolveModel(body.model);
    log.model = id;
    log.stream = body.stream === true;
    const prompt = lastUserText(body.messages);
    const maxTokens = maxTokensOf(
      numberField(body, "max_tokens") ?? numberField(body, "max_completion_tokens"),
      DEFAULT_CHAT_MAX_TOKENS,
    );
    const temperature = numberField(body, "temperature");
    const seed = numberField(body, "seed");
    if (!model) throw notSupported(id);
    const script = await gate(id, "chat", model.chat, false, c.req.raw.signal);
    const generated = generate(
      languageModel,
      prompt,
      { maxTokens, temperature, seed },
      script,
      c.req.raw.signal,
    );
    const base = {
      id: completionId("chatcmpl"),
      created: Math.floor(Date.now() / 1000),
      model: id,
      system_fingerprint: SYSTEM_FINGERPRINT,
    };
    const promptTokens = languageModel.countTokens(prompt);

    if (body.stream === true) {
      const includeUsage =
        (body.stream_options as { include_usage?: unknown } | undefined)?.include_usage === true;
      return sseResponse(
        (async function* () {
          const chunk = (delta: Record<string, unknown>, finish: FinishReason | null) => ({
            ...base,
            object: "chat.completion.chunk",
            choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
          });
          yield chunk({ role: "assistant", content: "" }, null);
          for await (const piece of generated.pieces) yield chunk({ content: piece }, null);
          const finish = generated.finish() ?? "stop";
          if (finish === "failed") {
            yield {
              error: {
                message: `Incomplete generation: the model stopped after ${generated.count()} tokens`,
                type: "incomplete_generation",
              },
            };
            return script.failMode === "disconnect" ? "failed-disconnect" : "failed-event";
          }
          yield chunk({}, finish);
          if (includeUsage)
            yield {
              ...base,
              object: "chat.completion.chunk",
              choices: [],
              usage: usage(promptTokens, generated.count()),
            };
          return "done";
        })(),
      );
    }

    const { text, finish } = await collect(generated);
    if (finish === "failed") throw incompleteGeneration(generated.count());
    return jsonResponse({
      ...base,
      object: "chat.completion",
      choices: [
        { index: 0, message: { role: "assistant", content: text }, logprobs: null, finish_reason: finish },
      ],
      usage: usage(promptTokens, generated.count()),
    });
  });
}

/** `/v1/completions` and the hf-inference-scoped `/models/{id}/v1/completions`. */
export function completionsHandler(
  { languageModel, resolveModel, gate, route }: RouterContext,
  pathModel?: string,
): (c: Context) => Promise<Response> {
  return route("completions", async (c, log) => {
    const body = await readBody(c);
    const { id, model } = resolveModel(pathModel ?? body.model);
    log.model = id;
    log.stream = body.stream === true;
    const prompt = Array.isArray(body.prompt) ? body.prompt.join("\n") : body.prompt;
    if (typeof prompt !== "string") throw invalidRequest("prompt must be a string");
    const maxTokens = maxTokensOf(numberField(body, "max_tokens"), 16);
    const temperature = numberField(body, "temperature");
    const seed = numberField(body, "seed");
    if (!model) throw notSupported(id);
    const script = await gate(id, "completions", model.task === "text-generation", false, c.req.raw.signal);
    const generated = generate(
      languageModel,
      prompt,
      { maxTokens, temperature, seed },
      script,
      c.req.raw.signal,
    );
    const base = {
      id: completionId("cmpl"),
      object: "text_completion",
      created: Math.floor(Date.now() / 1000),
      model: id,
      system_fingerprint: SYSTEM_FINGERPRINT,
    };
    const promptTokens = languageModel.countTokens(prompt);
    // A completion continues the prompt, so its first piece gets a leading space.
    const continuation = (piece: string, index: number) => (index === 0 ? ` ${piece}` : piece);

    if (body.stream === true) {
      return sseResponse(
        (async function* () {
          const chunk = (text: string, finish: FinishReason | null) => ({
            ...base,
            choices: [{ index: 0, text, logprobs: null, finish_reason: finish }],
          });
          let index = 0;
          for await (const piece of generated.pieces) yield chunk(continuation(piece, index++), null);
          const finish = generated.finish() ?? "stop";
          if (finish === "failed") {
            yield {
              error: {
                message: `Incomplete generation: the model stopped after ${generated.count()} tokens`,
                type: "incomplete_generation",
              },
            };
            return script.failMode === "disconnect" ? "failed-disconnect" : "failed-event";
          }
          yield chunk("", finish);
          return "done";
        })(),
      );
    }

    const { text, finish } = await collect(generated);
    if (finish === "failed") throw incompleteGeneration(generated.count());
    return jsonResponse({
      ...base,
      choices: [{ index: 0, text: text === "" ? "" : ` ${text}`, logprobs: null, finish_reason: finish }],
      usage: usage(promptTokens, generated.count()),
    });
  });
}
