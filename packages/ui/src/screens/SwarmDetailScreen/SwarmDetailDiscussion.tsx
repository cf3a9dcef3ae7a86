import { useId } from "react";
import { cn } from "../../lib/cn";
import { InsightsPosts, type InsightsPostsProps } from "../InsightsScreen/InsightsPosts";

export type SwarmDetailDiscussionProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The models the posts can be about (the run's agents). */
  models: readonly string[];
  /** The model whose posts show. */
  model: string;
  onModelChange?: (model: string) => void;
  /** The posts about `model` (the insights pages' list: filters, sample label, Load More). */
  posts: Omit<InsightsPostsProps, "title">;
};

const field =
  "w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 outline-none focus-visible:border-indigo-500 focus-visible:ring-2 focus-visible:ring-indigo-500/40 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100";

/** The social posts about the run's agents, one agent's model at a time (the same search as its insights page). */
export function SwarmDetailDiscussion({
  models,
  model,
  onModelChange,
  posts,
  className,
  ...props
}: SwarmDetailDiscussionProps) {
  const id = useId();
  return (
    <div data-slot="swarm-detail-discussion" className={cn("flex flex-col gap-4", className)} {...props}>
      <label
        htmlFor={`${id}-model`}
        className="flex max-w-md flex-col gap-1 font-medium text-sm text-zinc-800 dark:text-zinc-200"
      >
        Posts about
        <select
          id={`${id}-model`}
          className={field}
          value={model}
          onChange={(event) => onModelChange?.(event.target.value)}
        >
          {models.map((entry) => (
            <option key={entry} value={entry}>
              {entry}
            </option>
          ))}
        </select>
      </label>
      <InsightsPosts title={`Social Discussions about ${model}`} {...posts} />
    </div>
  );
}
