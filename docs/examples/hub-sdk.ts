/**
 * The hub-sdk examples of the docs site (docs/guides/HubSdk.mdx shows this file as it is). Each function takes
 * the service's base URL so that `hub-sdk.test.ts` runs it against the emulators; a consumer leaves it out (the
 * real service's URL is the default) or passes its own proxy's.
 */
import {
  chatCompletion,
  chatCompletionStream,
  generateWithFallback,
  HubApiError,
  listModels,
  listModelsPage,
  modelInfo,
  previewDataset,
} from "@hiber/hub-sdk";

/** The first five text-generation models by downloads: `listModels` pages through the hub for you. */
export async function topTextGenerationModels(hubUrl?: string) {
  const models = [];
  for await (const model of listModels({
    baseUrl: hubUrl,
    pipelineTag: "text-generation",
    sort: "downloads",
    limit: 5,
  })) {
    models.push({ id: model.id, downloads: model.downloads });
  }
  return models;
}

/** One page at a time, e.g. for TanStack Query's `useInfiniteQuery`: pass `nextCursor` back as `cursor`. */
export async function firstTwoPages(hubUrl?: string) {
  const first = await listModelsPage({ baseUrl: hubUrl, pageSize: 6 });
  const second = await listModelsPage({ baseUrl: hubUrl, pageSize: 6, cursor: first.nextCursor });
  return [...first.items, ...second.items].map((model) => model.id);
}

/** One model in detail; a missing repo is a `HubApiError` (branch on the class, never on the text). */
export async function describeModel(name: string, hubUrl?: string) {
  try {
    const info = await modelInfo({ baseUrl: hubUrl, name });
    return `${info.id}: ${info.pipelineTag}, ${info.parameters ?? "?"} parameters, ${info.license ?? "no license"}`;
  } catch (error) {
    if (error instanceof HubApiError) return `${name}: ${error.status} ${error.errorCode ?? ""}`.trim();
    throw error;
  }
}

/** A dataset's first rows and its row count, from the datasets server. */
export async function irisPreview(datasetsServerUrl?: string) {
  const preview = await previewDataset({ baseUrl: datasetsServerUrl, dataset: "scikit-learn/iris" });
  return { columns: preview.columns, firstRow: preview.rows[0], totalRows: preview.totalRows };
}

/**
 * The inference router: one chat answer, then the same question streamed. These calls carry a router token
 * (`accessToken`): run them on a server, never in a browser bundle.
 */
export async function askTheRouter(routerUrl?: string, accessToken?: string) {
  const model = "meta-llama/Llama-3.1-8B-Instruct";
  const messages = [{ role: "user" as const, content: "What is a tokenizer?" }];
  const answer = await chatCompletion({ baseUrl: routerUrl, accessToken, model, messages, max_tokens: 32 });
  let streamed = "";
  for await (const chunk of chatCompletionStream({
    baseUrl: routerUrl,
    accessToken,
    model,
    messages,
    max_tokens: 32,
  })) {
    streamed += chunk.choices[0]?.delta.content ?? "";
  }
  return { answer: answer.choices[0]?.message.content ?? "", streamed };
}

/** The playground's way: the selected model first, the next one when it fails (spec part 2 §4). */
export async function answerWithFallback(prompt: string, routerUrl?: string, accessToken?: string) {
  const { text, model, trace } = await generateWithFallback({
    baseUrl: routerUrl,
    accessToken,
    models: ["meta-llama/Llama-3.1-8B-Instruct", "Qwen/Qwen2.5-7B-Instruct"],
    prompt,
  });
  return { text, answeredBy: model, attempts: trace.length };
}
