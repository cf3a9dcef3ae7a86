/** The emulator's control API under `/_emulator`: scripts, the call log and the language model's stats. */
import type { Hono } from "hono";
import { jsonResponse } from "../http/json";
import type { LanguageModel } from "./language-model";
import { parseModelScript, type ScriptBook } from "./scripts";

/** Adds the control routes (no token needed: they are the emulator's own). */
export function registerControlRoutes(app: Hono, scripts: ScriptBook, languageModel: LanguageModel): void {
  app.get("/_emulator/scripts", () => jsonResponse(scripts.snapshot()));
  app.put("/_emulator/scripts", async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return jsonResponse({ error: 'Body must be JSON: { "<model id>": { ...script } }' }, 400);
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      return jsonResponse({ error: "Body must be an object keyed by model id" }, 400);
    }
    try {
      const parsed = Object.entries(body).map(
        ([model, script]) => [model, parseModelScript(script)] as const,
      );
      for (const [model, script] of parsed) scripts.set(model, script);
    } catch (error) {
      return jsonResponse({ error: (error as Error).message }, 400);
    }
    return jsonResponse(scripts.snapshot());
  });
  app.delete("/_emulator/scripts", () => {
    scripts.clear();
    return new Response(null, { status: 204 });
  });
  app.get("/_emulator/calls", () => jsonResponse(scripts.calls));
  app.get("/_emulator/model", () =>
    jsonResponse({ ...languageModel.stats, kind: "word trigram Markov chain" }),
  );
}
