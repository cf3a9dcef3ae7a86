import { Play, Search } from "lucide-react";
import { useId } from "react";
import { cn } from "../../lib/cn";
import { playgroundModelName } from "../../lib/playground-models";
import { Button } from "../Button/Button";
import { SwarmAgentChip } from "./SwarmAgentChip";
import { SwarmRunOutputs } from "./SwarmRunOutputs";
import type {
  SwarmAgentView,
  SwarmCombinedView,
  SwarmRunStatus,
  SwarmStrategy,
  SwarmTask,
} from "./swarm-types";

export type SwarmPanelProps = Omit<React.ComponentProps<"section">, "children"> & {
  task: SwarmTask;
  onTaskChange: (task: SwarmTask) => void;
  strategy: SwarmStrategy;
  onStrategyChange: (strategy: SwarmStrategy) => void;
  /** The model search's text. */
  query: string;
  onQueryChange: (query: string) => void;
  /** The search's state; `error` shows `searchError`. */
  searchStatus: "idle" | "loading" | "error";
  searchError?: string;
  /** The agent chips offered (at most 12). */
  chips: readonly string[];
  /** The selected agents, in order. */
  selected: readonly string[];
  onToggleAgent: (model: string) => void;
  /** The model that runs when no agent is selected (named on the page). */
  defaultModel: string;
  /** Generation: the model that writes the combined answer; the first agent by default. */
  aggregator?: string;
  onAggregatorChange?: (model: string) => void;
  input: string;
  onInputChange: (input: string) => void;
  /** "Please provide input text". */
  inputError?: string;
  runStatus: SwarmRunStatus;
  onRun: () => void;
  /** Each agent's output panel, in order. */
  agents: readonly SwarmAgentView[];
  combined?: SwarmCombinedView;
  /** A failure of the whole run: "All agents failed. …", "Agent {id} failed: {message}", "Execution failed". */
  runError?: string;
  /** The run's total cost when paid, e.g. "0.30 USDC". */
  totalCost?: string;
  /** A line about payments (e.g. "Each agent is paid separately: 0.10 USDC; one wallet approval."). */
  paymentNote?: string;
  /** Extra actions under the run (e.g. "Open run page"). */
  actions?: React.ReactNode;
};

const field =
  "w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 outline-none focus-visible:border-indigo-500 focus-visible:ring-2 focus-visible:ring-indigo-500/40 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100";

/**
 * The swarm playground (spec part 2 §2.10): task, model search, strategy, the agent chips and the selected
 * agents, the input and Run Swarm; then Agent Outputs (one panel per agent, streamed; a pipeline for a chain)
 * and the Combined Result. Pure: props in, callbacks out.
 */
export function SwarmPanel({
  task,
  onTaskChange,
  strategy,
  onStrategyChange,
  query,
  onQueryChange,
  searchStatus,
  searchError,
  chips,
  selected,
  onToggleAgent,
  defaultModel,
  aggregator,
  onAggregatorChange,
  input,
  onInputChange,
  inputError,
  runStatus,
  onRun,
  agents,
  combined,
  runError,
  totalCost,
  paymentNote,
  actions,
  className,
  ...props
}: SwarmPanelProps) {
  const id = useId();
  const running = runStatus === "running";
  return (
    <section data-slot="swarm-panel" className={cn("flex flex-col gap-6", className)} {...props}>
      <div className="grid gap-4 sm:grid-cols-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-zinc-800 dark:text-zinc-200">
          Task
          <select className={field} value={task} onChange={(e) => onTaskChange(e.target.value as SwarmTask)}>
            <option value="text-generation">text-generation</option>
            <option value="text-classification">text-classification</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-zinc-800 dark:text-zinc-200">
          Strategy
          <select
            className={field}
            value={strategy}
            onChange={(e) => onStrategyChange(e.target.value as SwarmStrategy)}
          >
            <option value="parallel">parallel</option>
            <option value="chain" disabled={task === "text-classification"}>
              chain
            </option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-zinc-800 dark:text-zinc-200">
          Search models
          <span className="relative">
            <Search
              aria-hidden="true"
              className="-translate-y-1/2 absolute top-1/2 left-2.5 size-4 text-zinc-400"
            />
            <input
              type="search"
              className={cn(field, "pl-8")}
              value={query}
              placeholder={`Search ${task} models`}
              onChange={(e) => onQueryChange(e.target.value)}
            />
          </span>
        </label>
      </div>
      <div className="flex flex-col gap-2">
        <h2 id={`${id}-chips`} className="font-medium text-sm text-zinc-800 dark:text-zinc-200">
          Agents{" "}
          {searchStatus === "loading" && <span className="font-normal text-zinc-500">(searching…)</span>}
        </h2>
        {searchStatus === "error" && searchError && (
          <p role="alert" className="text-red-700 text-sm dark:text-red-300">
            {searchError}
          </p>
        )}
        <ul aria-labelledby={`${id}-chips`} className="flex flex-wrap gap-2">
          {chips.map((model) => (
            <li key={model} className="max-w-full">
              <SwarmAgentChip model={model} selected={selected.includes(model)} onToggle={onToggleAgent} />
            </li>
          ))}
        </ul>
        <p data-slot="swarm-selected" className="text-sm text-zinc-600 dark:text-zinc-400">
          {selected.length > 0 ? (
            <>Selected agents: {selected.map(playgroundModelName).join(", ")}</>
          ) : (
            <>No agent selected: the default model {playgroundModelName(defaultModel)} runs.</>
          )}
        </p>
        {task === "text-generation" &&
          strategy === "parallel" &&
          selected.length > 1 &&
          onAggregatorChange && (
            <label className="flex max-w-sm flex-col gap-1 text-sm font-medium text-zinc-800 dark:text-zinc-200">
              Aggregator (writes the combined answer)
              <select
                className={field}
                value={aggregator ?? selected[0]}
                onChange={(e) => onAggregatorChange(e.target.value)}
              >
                {selected.map((model) => (
                  <option key={model} value={model}>
                    {playgroundModelName(model)}
                  </option>
                ))}
              </select>
            </label>
          )}
      </div>
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onRun();
        }}
      >
        <label htmlFor={`${id}-input`} className="font-medium text-sm text-zinc-800 dark:text-zinc-200">
          Input
        </label>
        <textarea
          id={`${id}-input`}
          rows={4}
          className={cn(field, inputError && "border-red-500")}
          value={input}
          aria-invalid={inputError ? true : undefined}
          aria-describedby={inputError ? `${id}-input-error` : undefined}
          onChange={(e) => onInputChange(e.target.value)}
        />
        {inputError && (
          <p id={`${id}-input-error`} role="alert" className="text-red-700 text-sm dark:text-red-300">
            {inputError}
          </p>
        )}
        {paymentNote && <p className="text-xs text-zinc-600 dark:text-zinc-400">{paymentNote}</p>}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={running} className="max-sm:h-11">
            <Play aria-hidden="true" />
            {running ? "Running..." : "Run Swarm"}
          </Button>
          {actions}
        </div>
      </form>
      <SwarmRunOutputs
        strategy={strategy}
        agents={agents}
        combined={combined}
        runError={runError}
        totalCost={totalCost}
      />
    </section>
  );
}
