/**
 * Which models Run both (issue 18) may ask: only those the inference router serves for chat (its
 * `/v1/models` list), the task a prompt is answered by. Any other model (speech recognition, embeddings,
 * image classification…) would have its side answered by a fallback model and priced as its own, so the
 * run is refused with the reason instead (issue 29).
 */
import { taskInfo } from "@hiber/hub-sdk/tasks";
import { playgroundModelName } from "@hiber/ui";

/** A model picked for a side: its id and, when known, its hub task (`pipeline_tag`). */
export interface RunBothPick {
  id: string;
  pipelineTag?: string;
}

/**
 * Why these models cannot run both, or `undefined` when each is a chat model the router serves.
 * `served` is the router's list of chat models; `undefined` (the list could not be read) refuses nothing:
 * the server then says what failed.
 */
export function runBothRefusal(
  picks: readonly RunBothPick[],
  served: ReadonlySet<string> | undefined,
): string | undefined {
  if (!served) return undefined;
  const reasons = picks
    .filter((pick, index) => !served.has(pick.id) && picks.findIndex((p) => p.id === pick.id) === index)
    .map((pick) => {
      const name = playgroundModelName(pick.id);
      const task = pick.pipelineTag ? taskInfo(pick.pipelineTag).label : undefined;
      return task && pick.pipelineTag !== "text-generation"
        ? `${name} is a model for ${task}`
        : `${name} is not served for chat`;
    });
  if (reasons.length === 0) return undefined;
  return `${reasons.join("; ")}: the inference router answers prompts only with chat models, so it cannot run here. Pick a chat model.`;
}
