import { Leaderboard } from "@hiber/ui";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";
import { arenaLeaderboardQueryOptions, DEFAULT_ARENA_TASK } from "../queries/arena.ts";
import { ArenaVoteContainer } from "./ArenaVoteContainer.tsx";

/**
 * `/arena?task=`: the leaderboard of a task from the wallet-signed votes. With `?run=<id>` (a side-by-side
 * run the server issued), the vote bar of that run shows above it.
 */
export function ArenaContainer() {
  const [params, setParams] = useSearchParams();
  const task = params.get("task") || DEFAULT_ARENA_TASK;
  const runId = params.get("run");
  const board = useQuery(arenaLeaderboardQueryOptions(task));
  const tasks = board.data?.tasks ?? [];
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="font-semibold text-2xl text-zinc-900 dark:text-zinc-100">Arena leaderboard</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Models ranked from votes between two answers to the same prompt.
        </p>
        {tasks.length > 1 && (
          <nav aria-label="Tasks" className="flex flex-wrap gap-2">
            {tasks.map((name) => (
              <button
                key={name}
                type="button"
                aria-current={name === task ? "page" : undefined}
                onClick={() => setParams({ task: name })}
                className="rounded-full border border-zinc-300 px-3 py-1 text-sm aria-[current=page]:bg-indigo-600 aria-[current=page]:text-white dark:border-zinc-700"
              >
                {name}
              </button>
            ))}
          </nav>
        )}
      </header>
      {runId && <ArenaVoteContainer runId={runId} />}
      <Leaderboard
        status={board.isError ? "error" : board.isSuccess ? "success" : "loading"}
        rows={board.data?.models}
        minVotes={board.data?.minVotes}
        task={task}
        error={board.error?.message}
        onRetry={() => board.refetch()}
      />
    </div>
  );
}
