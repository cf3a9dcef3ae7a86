import { Check, Plus } from "lucide-react";
import { cn } from "../../lib/cn";
import { playgroundModelName } from "../../lib/playground-models";

export type SwarmAgentChipProps = Omit<React.ComponentProps<"button">, "children" | "onToggle"> & {
  /** The model id, shown by its short name (the id is the tooltip). */
  model: string;
  selected: boolean;
  onToggle: (model: string) => void;
};

/** One of the 12 agent chips: pressed when the model is one of the run's agents. */
export function SwarmAgentChip({ model, selected, onToggle, className, ...props }: SwarmAgentChipProps) {
  return (
    <button
      type="button"
      data-slot="swarm-agent-chip"
      aria-pressed={selected}
      title={model}
      onClick={() => onToggle(model)}
      className={cn(
        "inline-flex max-w-full items-center gap-1 rounded-full border px-3 py-1 text-sm transition-colors",
        "outline-none focus-visible:ring-2 focus-visible:ring-indigo-500",
        selected
          ? "border-indigo-600 bg-indigo-600 text-white dark:border-indigo-500 dark:bg-indigo-500"
          : "border-zinc-300 bg-white text-zinc-700 hover:border-indigo-400 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300",
        className,
      )}
      {...props}
    >
      {selected ? (
        <Check aria-hidden="true" className="size-3.5" />
      ) : (
        <Plus aria-hidden="true" className="size-3.5" />
      )}
      <span className="truncate">{playgroundModelName(model)}</span>
    </button>
  );
}
