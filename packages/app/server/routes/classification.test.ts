/**
 * `POST /api/inference` with `task: "text-classification"` (the swarm's classification, spec part 2 §7 call
 * 10) on the router emulator: the labels come back; a model that is not served answers with its 404 attempt.
 */
import { createRouterApp } from "@hiber/emulators";
import type { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createInferenceRoutes, createRouterGenerate } from "./inference.ts";

const CLASSIFIER = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";

function routes() {
  const router = createRouterApp();
  const generate = createRouterGenerate({
    baseUrl: "http://router.test",
    fetch: (input, init) => Promise.resolve(router.fetch(new Request(input, init))),
  });
  return createInferenceRoutes({ generate }) as unknown as Hono<never>;
}

const post = (app: Hono<never>, body: unknown) =>
  app.request("/", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("POST /api/inference, task text-classification", () => {
  it("answers the model's labels and scores", async () => {
    const response = await post(routes(), {
      prompt: "What a great, excellent film",
      model: CLASSIFIER,
      task: "text-classification",
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { model: string; labels: { label: string; score: number }[] };
    expect(body.model).toBe(CLASSIFIER);
    expect(body.labels.map((entry) => entry.label).sort()).toEqual(["NEGATIVE", "POSITIVE"]);
    expect(body.labels[0]?.label).toBe("POSITIVE");
  });

  it("fails with the router's 404 in its attempts for a model that is not served", async () => {
    const response = await post(routes(), {
      prompt: "hello",
      model: "nobody/not-a-model",
      task: "text-classification",
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      code: "inference_failed",
      attempts: [{ model: "nobody/not-a-model", status: 404 }],
    });
  });

  it("refuses an unknown task before anything runs", async () => {
    const response = await post(routes(), { prompt: "hello", model: CLASSIFIER, task: "summarization" });
    expect(response.status).toBe(400);
  });
});

describe("a failed generation's attempts", () => {
  it("are in the error answer, so a 404 model can be told apart", async () => {
    const response = await post(routes(), { prompt: "hello", model: "nobody/not-a-model" });
    expect(response.status).toBe(502);
    const body = (await response.json()) as { attempts: { status?: number }[] };
    // The router refuses an unknown model on chat and completions (400), the inference endpoint says 404.
    expect(body.attempts.map((attempt) => attempt.status)).toEqual([400, 400, 404]);
  });
});
