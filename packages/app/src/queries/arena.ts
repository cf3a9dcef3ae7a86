import { queryOptions } from "@tanstack/react-query";
import type { Leaderboard } from "../../server/arena/routes.ts";

export type { Leaderboard };

/** The task of a run that names none (the server's default, server/arena/routes.ts). */
export const DEFAULT_ARENA_TASK = "text-generation";

/** The leaderboard page of `task`. */
export const arenaLeaderboardHref = (task: string) => `/arena?${new URLSearchParams({ task })}`;

/** Where the app server answers the arena (server/arena/routes.ts). */
export const ARENA_API = "/api/arena";

/** The server's `{ error }` text, or a plain sentence for a failure without one. */
async function failure(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return new Error(
    typeof body?.error === "string" ? body.error : `The server refused the request (${response.status}).`,
  );
}

/** The leaderboard of `task`: a Bradley–Terry fit of the stored, signature-checked votes. */
export function arenaLeaderboardQueryOptions(task: string) {
  return queryOptions({
    queryKey: ["arena", "leaderboard", task],
    queryFn: async ({ signal }): Promise<Leaderboard> => {
      const response = await fetch(`${ARENA_API}/leaderboard?task=${encodeURIComponent(task)}`, { signal });
      if (!response.ok) throw await failure(response);
      return (await response.json()) as Leaderboard;
    },
  });
}

/** Asks the server for a run id when a side-by-side run of `a` and `b` starts (a vote names it). */
export async function startArenaRun(params: {
  a: string;
  b: string;
  task?: string;
  signal?: AbortSignal;
}): Promise<{ runId: string; task: string; a: string; b: string }> {
  const response = await fetch(`${ARENA_API}/runs`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ a: params.a, b: params.b, task: params.task }),
    signal: params.signal,
  });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as { runId: string; task: string; a: string; b: string };
}
