/**
 * The model detail page's data (spec part 2 §2.1, §7 call 1): the record (`GET /api/models/{author}/{name}`)
 * and its signed comments, and where a page of a model lives. The types are the server's
 * (`lib/model-detail.ts`).
 */
import { queryOptions } from "@tanstack/react-query";
import {
  type ModelComments,
  type ModelDetail,
  modelCommentsPath,
  modelDetailPath,
  modelSlug,
} from "../lib/model-detail.ts";
import { statusLine } from "./page-errors.ts";

/** The page of a model: `/models/{slug}`, the slug `model/{author}/{name}` as one path segment. */
export function modelDetailHref(id: string): string {
  return `/models/${encodeURIComponent(modelSlug(id))}`;
}

/** The app server answered with an error status (`{ error, code }`): 404 is the page's "not found". */
export class ModelDetailError extends Error {
  override name = "ModelDetailError";
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { signal });
  } catch (error) {
    if ((error as Error)?.name === "AbortError") throw error;
    throw new ModelDetailError(
      "The server could not be reached. Please check your connection and try again.",
      0,
    );
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    const detail = typeof body?.error === "string" ? body.error : statusLine(response.status);
    throw new ModelDetailError(`Failed to fetch model details: ${detail}`, response.status);
  }
  return (await response.json()) as T;
}

/** Whether the error is the server's "no such model" (the page shows its 404). */
export function isModelNotFound(error: unknown): boolean {
  return error instanceof ModelDetailError && error.status === 404;
}

export function modelDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["model-detail", id],
    queryFn: ({ signal }) => getJson<ModelDetail>(modelDetailPath(id), signal),
    retry: (count, error) => !isModelNotFound(error) && count < 1,
    staleTime: 60_000,
  });
}

export function modelCommentsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["model-detail", id, "comments"],
    queryFn: ({ signal }) => getJson<ModelComments>(modelCommentsPath(id), signal),
    staleTime: 30_000,
  });
}
