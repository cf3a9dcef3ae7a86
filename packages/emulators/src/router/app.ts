import { Hono } from "hono";
import { openCors } from "../http/cors";
import { jsonResponse } from "../http/json";
import { requestId } from "../http/request-id";
import { standIn } from "../http/stand-in";
import type { HubCatalogue } from "../hub/catalogue";
import { registerControlRoutes } from "./control";
import { createRouterContext, EMULATOR_PROVIDER } from "./dispatch";
import { defaultLanguageModel } from "./generation";
import type { LanguageModel } from "./language-model";
import { legacyHandler } from "./legacy";
import { type RouterModel, routerModels } from "./models";
import { chatHandler, completionsHandler } from "./openai";
import { pacedScript } from "./pacing";
import { ProbeBook } from "./probe";
import { type ModelScript, ScriptBook } from "./scripts";
import { STAND_IN_HEADER, STAND_IN_VALUE } from "./wire";

/** Options of {@link createRouterApp}. */
export interface RouterAppOptions {
  /**
   * The only bearer token accepted (`Authorization: Bearer <token>`); other or missing tokens get 401.
   * Without it, any token (or none) is accepted.
   */
  token?: string;
  /** Per-model behaviour at start, or a {@link ScriptBook} the caller keeps to change it in process. */
  scripts?: Record<string, ModelScript> | ScriptBook;
  /** A trained model to share between apps; defaults to one trained (once per process) on the shipped corpus. */
  languageModel?: LanguageModel;
  /** The hub catalogue the served models come from; defaults to the shipped snapshot. */
  catalogue?: HubCatalogue;
}

/**
 * The router emulator as a Hono app: OpenAI-compatible `/v1/chat/completions` (also streamed),
 * `/v1/completions`, the legacy `/models/{id}` (text generation and classification), `/v1/models`, and
 * the control API under `/_emulator`. See the package README for the behaviour in full.
 */
export function createRouterApp(options: RouterAppOptions = {}): Hono {
  const scripts = options.scripts instanceof ScriptBook ? options.scripts : new ScriptBook(options.scripts);
  const models = routerModels(options.catalogue);
  const languageModel = options.languageModel ?? defaultLanguageModel();
  const app = new Hono();

  app.use("*", requestId());
  app.use(
    "*",
    openCors({
      exposeHeaders: ["X-Request-Id", "Retry-After", STAND_IN_HEADER],
      allowMethods: ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"],
      allowHeaders: [
        "Authorization",
        "Content-Type",
        "Accept",
        "X-Wait-For-Model",
        "X-Use-Cache",
        "X-HF-Bill-To",
      ],
    }),
  );

  // Every answer says it comes from a stand-in, so a client can label the text even when its own
  // configuration names this emulator as the real router (ROUTER_URL pointing here).
  app.use("*", standIn(STAND_IN_VALUE));

  registerControlRoutes(app, scripts, languageModel);

  // Bearer token check for the router's own routes.
  app.use("*", async (c, next) => {
    if (options.token === undefined || c.req.method === "OPTIONS") return next();
    if (c.req.header("Authorization") !== `Bearer ${options.token}`) {
      return jsonResponse({ error: "Invalid credentials in Authorization header" }, 401);
    }
    return next();
  });

  const probes = new ProbeBook(languageModel);
  const modelEntry = (model: RouterModel) => {
    const probed = probes.get(model.id, pacedScript(scripts.get(model.id), model.pacing));
    return {
      id: model.id,
      object: "model",
      created: Math.floor(Date.parse(model.createdAt) / 1000),
      owned_by: model.author,
      architecture: { input_modalities: ["text"], output_modalities: ["text"] },
      providers: [
        {
          provider: EMULATOR_PROVIDER,
          status: scripts.failure(model.id, "chat") === undefined ? "live" : "error",
          pricing: { input: 0, output: 0 },
          supports_tools: false,
          supports_structured_output: false,
          // The stand-in's own speed (probe.ts) at the model's pace (pacing.ts: its size class's
          // published range, or the scripted one).
          first_token_latency_ms: probed.firstTokenLatencyMs,
          throughput: probed.throughput,
          is_model_author: false,
          is_free: true,
        },
      ],
    };
  };
  const chatModels = () => [...models.values()].filter((model) => model.chat);

  app.get("/v1/models", () => jsonResponse({ object: "list", data: chatModels().map(modelEntry) }));
  app.get("/v1/models/*", (c) => {
    const id = decodeURIComponent(c.req.path.slice("/v1/models/".length));
    const model = models.get(id);
    if (!model?.chat) return jsonResponse({ error: `Model ${id} not found` }, 404);
    return jsonResponse(modelEntry(model));
  });

  const context = createRouterContext(scripts, models, languageModel);
  const chat = chatHandler(context);
  app.post("/v1/chat/completions", chat);
  app.post("/v1/completions", completionsHandler(context));
  // `/models/{id}`, `/hf-inference/models/{id}` and their `/v1/completions`, `/v1/chat/completions` forms.
  app.post("*", async (c, next) => {
    const match = /^\/(?:hf-inference\/)?models\/(.+?)(\/v1\/completions|\/v1\/chat\/completions)?\/?$/.exec(
      c.req.path,
    );
    if (!match?.[1]) return next();
    const id = decodeURIComponent(match[1]);
    if (match[2] === "/v1/completions") return completionsHandler(context, id)(c);
    if (match[2] === "/v1/chat/completions") return chat(c);
    return legacyHandler(context, id)(c);
  });
  app.notFound(() => jsonResponse({ error: "Not Found" }, 404));
  return app;
}
