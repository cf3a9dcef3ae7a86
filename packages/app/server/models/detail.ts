/**
 * The model detail record (`ModelDetail`, src/lib/model-detail.ts) from its sources: the hub's model info,
 * card and discussions through hub-sdk (against the configured hub, the embedded emulator by default, with
 * the server's token), usage examples for its task and library, and the signed community data.
 */
import {
  type DiscussionEntry,
  type EvalResult,
  HttpError,
  listDiscussionsPage,
  type ModelInfo,
  modelCard,
  modelInfo,
  type Page,
} from "@hiber/hub-sdk";
import { codeExample, taskInfo } from "@hiber/hub-sdk/tasks";
import {
  type HubDiscussion,
  type ModelDetail,
  type ModelExample,
  modelSlug,
} from "../../src/lib/model-detail.ts";
import type { CommunityStats } from "./community.ts";

const DAY_MS = 86_400_000;
/** Tasks whose models take a prompt (`POST /api/inference`). */
const PROMPT_TASKS = new Set(["text-generation", "conversational", "image-text-to-text"]);
/** The hub's discussions listed in the record. */
const HUB_DISCUSSIONS_SHOWN = 20;

export interface HubAccess {
  baseUrl: string;
  accessToken?: string;
  fetch?: typeof fetch;
  timeoutMs: number;
}

/** Whether a hub error means "no such model" (a 404, or the hub's 401 `RepoNotFound` without a token). */
export function isModelNotFound(error: unknown): boolean {
  return (
    error instanceof HttpError &&
    (error.status === 404 || (error.status === 401 && error.errorCode === "RepoNotFound"))
  );
}

/** `"{metric} ({dataset})": value` for each published result; the first of a repeated key wins. */
export function metricsOf(results: readonly EvalResult[] = []): Record<string, number> {
  const metrics: Record<string, number> = {};
  for (const result of results) {
    const metric = result.metricName ?? result.metricType;
    const dataset = [result.datasetName ?? result.datasetType, result.datasetConfig]
      .filter(Boolean)
      .join(", ");
    const key = dataset ? `${metric} (${dataset})` : metric;
    if (!(key in metrics)) metrics[key] = result.metricValue;
  }
  return metrics;
}

/** The Python library an example of `codeExample` uses, for its title. */
function pythonLibrary(code: string): string {
  const match = /^from (\w+) import/.exec(code);
  return match?.[1]?.replaceAll("_", "-") ?? "python";
}

/**
 * Usage examples, each runnable as written: hub-sdk against this server's hub proxy, the task's Python
 * library, and curl against this server (the model's record from the hub proxy; for text generation a
 * prompt to `POST /api/inference`, which answers 402 with the x402 price when payments are on).
 */
export function usageExamples(model: ModelInfo, origin: string, paymentsEnabled: boolean): ModelExample[] {
  const id = JSON.stringify(model.id);
  const python = codeExample({ modelId: model.id, pipelineTag: model.pipelineTag });
  const examples: ModelExample[] = [
    {
      title: "hub-sdk (TypeScript)",
      language: "typescript",
      code: [
        'import { modelInfo } from "@hiber/hub-sdk";',
        "",
        `const model = await modelInfo({ name: ${id}, baseUrl: ${JSON.stringify(`${origin}/api/hub`)} });`,
        "console.log(model.pipelineTag, model.downloads, model.likes);",
      ].join("\n"),
    },
    { title: `Python (${pythonLibrary(python)})`, language: "python", code: python },
    {
      title: "curl (the model's record through this server)",
      language: "bash",
      code: `curl ${origin}/api/hub/api/models/${model.id}`,
    },
  ];
  if (PROMPT_TASKS.has(model.pipelineTag ?? ""))
    examples.push({
      title: paymentsEnabled
        ? "curl (a prompt through this server's router; answers 402 with the x402 price)"
        : "curl (a prompt through this server's router)",
      language: "bash",
      code: [
        `curl ${origin}/api/inference \\`,
        "  -H 'content-type: application/json' \\",
        `  -d '${JSON.stringify({ prompt: "Who are you?", model: model.id, maxTokens: 64 })}'`,
      ].join("\n"),
    });
  return examples;
}

function hubDiscussion(entry: DiscussionEntry, modelId: string): HubDiscussion {
  return {
    source: "hub",
    num: entry.num,
    title: entry.title,
    author: entry.author.name,
    createdAt: entry.createdAt.toISOString(),
    numComments: entry.numComments,
    isPullRequest: entry.isPullRequest,
    url: `https://huggingface.co/${modelId}/discussions/${entry.num}`,
  };
}

/** The record of model `id`, or null when the hub has no such model. Other hub failures are thrown. */
export async function buildModelDetail(params: {
  id: string;
  hub: HubAccess;
  community: (id: string) => Promise<CommunityStats>;
  origin: string;
  paymentsEnabled: boolean;
  now?: number;
}): Promise<ModelDetail | null> {
  const { id, hub } = params;
  const options = {
    baseUrl: hub.baseUrl,
    accessToken: hub.accessToken,
    fetch: hub.fetch,
    signal: AbortSignal.timeout(hub.timeoutMs),
  };
  let model: ModelInfo;
  try {
    model = await modelInfo({ ...options, name: id });
  } catch (error) {
    if (isModelNotFound(error)) return null;
    throw error;
  }
  // The card and the discussions are optional parts: a model without them still has a record.
  const [card, discussions, community] = await Promise.all([
    modelCard({ ...options, name: model.id }).catch(() => undefined),
    listDiscussionsPage({ ...options, repo: model.id }).catch(
      (): Page<DiscussionEntry> | undefined => undefined,
    ),
    params.community(model.id),
  ]);
  const task = taskInfo(model.pipelineTag ?? "");
  const now = params.now ?? Date.now();
  const recent = (date: Date | null | undefined) =>
    date !== null && date !== undefined && now - date.getTime() <= 30 * DAY_MS;
  const cardDescription = model.cardData?.description;
  const name = model.id.split("/").pop() ?? model.id;
  const discussionCount =
    discussions?.total ?? (discussions && !discussions.nextCursor ? discussions.items.length : null);
  return {
    id: model.id,
    slug: modelSlug(model.id),
    name,
    author: model.author ?? (model.id.includes("/") ? (model.id.split("/")[0] ?? null) : null),
    description: card?.summary ?? (typeof cardDescription === "string" ? cardDescription : null),
    category: model.pipelineTag ? task.label : "General",
    task: model.pipelineTag ?? null,
    library: model.libraryName ?? null,
    active: recent(model.lastModified) || recent(community.lastActivity),
    hubUrl: `https://huggingface.co/${model.id}`,
    filesUrl: `https://huggingface.co/${model.id}/tree/main`,
    stats: { rating: community.rating, discussions: discussionCount, trending: community.trending },
    details: {
      downloads: model.downloads,
      likes: model.likes,
      license: model.license ?? null,
      parameters: model.parameters ?? model.safetensors?.total ?? null,
      createdAt: model.createdAt?.toISOString() ?? null,
      lastModified: model.lastModified?.toISOString() ?? null,
      tags: model.tags,
      metrics: metricsOf(model.evalResults),
      examples: usageExamples(model, params.origin, params.paymentsEnabled),
    },
    community: {
      comments: community.comments,
      ratings: community.ratings,
      likes: community.likes,
      wallets: community.wallets,
    },
    hubDiscussions: (discussions?.items ?? [])
      .slice(0, HUB_DISCUSSIONS_SHOWN)
      .map((entry) => hubDiscussion(entry, model.id)),
  };
}

/** Whether the hub has the model (a comment is stored only for a model that exists). */
export async function modelExists(hub: HubAccess, id: string): Promise<boolean> {
  try {
    await modelInfo({
      name: id,
      baseUrl: hub.baseUrl,
      accessToken: hub.accessToken,
      fetch: hub.fetch,
      signal: AbortSignal.timeout(hub.timeoutMs),
    });
    return true;
  } catch (error) {
    if (isModelNotFound(error)) return false;
    throw error;
  }
}
