import { CircleAlert, Play, Square } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { playgroundModelName } from "../../lib/playground-models";
import { PRESET_PROMPTS, type PresetPrompt } from "../../lib/presets";
import { Button } from "../Button/Button";
import { Skeleton } from "../Skeleton/Skeleton";
import { StandInNotice } from "../StandInNotice/StandInNotice";
import {
  fallbackLine,
  formatCost,
  formatDuration,
  formatRate,
  type SideBySideSide,
  type SideStatus,
} from "./side-by-side";

export type SideBySideProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** Side A and side B. */
  sides: readonly [SideBySideSide, SideBySideSide];
  /** The prompt both models answer. */
  prompt: string;
  onPromptChange: (prompt: string) => void;
  /** "Run both": both sides are asked at once. */
  onRun: () => void;
  /** "Stop" while a side still runs: what arrived stays. */
  onStop?: () => void;
  /** The preset prompts offered (default: the playground's 12). */
  presets?: readonly PresetPrompt[];
  /** Payments are on: each side's price in USDC (settled only if that side answers). */
  price?: string;
  /** A line over the panels, e.g. a payment problem. */
  notice?: ReactNode;
  /** Nothing can run (e.g. the models are still loading). */
  disabled?: boolean;
  /**
   * The level of each side's heading: 3 under a dialog's title (default), 2 on a page whose `h1` it sits
   * under (`/compare`), so no level is skipped.
   */
  headingLevel?: 2 | 3;
};

const STATUS_LABELS: Record<SideStatus, string> = {
  idle: "Not run",
  waiting: "Waiting for the first token",
  streaming: "Streaming",
  done: "Answered",
  error: "Failed",
};

const running = (status: SideStatus) => status === "waiting" || status === "streaming";

/**
 * Two models answer one prompt at once (issue 18): a prompt box with presets and "Run both", then a panel
 * per side that streams its answer and shows its time to first token, tokens per second, total time and
 * cost, and its fallback trace ("Answered by X after Y failed"). Stacks into one column on narrow screens.
 */
export function SideBySide({
  sides,
  prompt,
  onPromptChange,
  onRun,
  onStop,
  presets = PRESET_PROMPTS,
  price,
  notice,
  disabled = false,
  headingLevel = 3,
  className,
  ...props
}: SideBySideProps) {
  const promptId = useId();
  const presetId = useId();
  const busy = sides.some((side) => running(side.status));
  const canRun = !disabled && !busy && prompt.trim() !== "";
  return (
    <section
      data-slot="side-by-side"
      aria-label="Run both models"
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (canRun) onRun();
        }}
      >
        <div className="flex flex-wrap items-end justify-between gap-2">
          <label htmlFor={promptId} className="font-medium text-sm text-zinc-900 dark:text-white">
            Prompt for both models
          </label>
          <label
            htmlFor={presetId}
            className="flex items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400"
          >
            Preset
            <select
              id={presetId}
              value=""
              disabled={busy}
              onChange={(event) => {
                const preset = presets.find((entry) => entry.id === event.target.value);
                if (preset) onPromptChange(preset.prompt);
              }}
              className="max-w-48 rounded-md border border-zinc-300 bg-white px-2 py-1 text-xs text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-white"
            >
              <option value="">Choose a preset…</option>
              {presets.map((preset) => (
                <option key={preset.id} value={preset.id}>
                  {preset.title}
                </option>
              ))}
            </select>
          </label>
        </div>
        <textarea
          id={promptId}
          value={prompt}
          rows={3}
          onChange={(event) => onPromptChange(event.target.value)}
          placeholder="Ask both models the same thing…"
          className="w-full resize-y rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-white"
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-zinc-600 dark:text-zinc-400">
            {price
              ? `Each side costs ${price} USDC, paid only if that side answers.`
              : "Both models answer at once."}
          </p>
          {busy && onStop ? (
            <Button type="button" variant="outline" onClick={onStop} className="max-sm:h-11">
              <Square aria-hidden="true" className="size-4" />
              Stop
            </Button>
          ) : (
            <Button type="submit" variant="primary" disabled={!canRun} className="max-sm:h-11">
              <Play aria-hidden="true" className="size-4" />
              Run both
            </Button>
          )}
        </div>
      </form>
      {notice && (
        <div
          data-slot="side-by-side-notice"
          role="status"
          className="text-sm text-zinc-700 dark:text-zinc-300"
        >
          {notice}
        </div>
      )}
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <SidePanel side={sides[0]} label="A" headingLevel={headingLevel} />
        <SidePanel side={sides[1]} label="B" headingLevel={headingLevel} />
      </div>
    </section>
  );
}

function SidePanel({
  side,
  label,
  headingLevel,
}: {
  side: SideBySideSide;
  label: "A" | "B";
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const trace = fallbackLine(side.attempts);
  const metrics: [string, string | undefined][] = [
    ["Time to first token", formatDuration(side.firstTokenMs)],
    ["Tokens/s", formatRate(side.tokensPerSecond)],
    ["Total time", formatDuration(side.totalMs)],
    ["Cost", formatCost(side.cost)],
  ];
  return (
    <article
      data-slot="side-by-side-panel"
      data-side={label.toLowerCase()}
      data-status={side.status}
      aria-label={`Side ${label}: ${playgroundModelName(side.model)}`}
      aria-busy={running(side.status)}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-950"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="wrap-anywhere font-semibold text-sm text-zinc-900 dark:text-white">
          <span className="mr-1.5 rounded bg-indigo-50 px-1.5 py-0.5 text-indigo-700 text-xs dark:bg-indigo-500/15 dark:text-indigo-300">
            {label}
          </span>
          {playgroundModelName(side.model)}
        </Heading>
        <span
          data-slot="side-by-side-status"
          className={cn(
            "text-xs",
            side.status === "error" ? "text-red-700 dark:text-red-300" : "text-zinc-600 dark:text-zinc-400",
          )}
        >
          {STATUS_LABELS[side.status]}
        </span>
      </header>
      {side.status === "waiting" && !side.text && (
        <div className="flex flex-col gap-2" aria-hidden="true">
          <Skeleton className="h-3 w-11/12" />
          <Skeleton className="h-3 w-4/5" />
          <Skeleton className="h-3 w-2/3" />
        </div>
      )}
      {side.text !== undefined && side.text !== "" && (
        <p
          data-slot="side-by-side-text"
          className="wrap-anywhere max-h-80 overflow-y-auto whitespace-pre-wrap text-sm text-zinc-800 dark:text-zinc-200"
        >
          {side.text}
        </p>
      )}
      {side.status === "error" && (
        <p
          role="alert"
          data-slot="side-by-side-error"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800 text-sm dark:border-red-900/60 dark:bg-red-500/10 dark:text-red-200"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {side.error ?? "No model answered."}
        </p>
      )}
      {trace && (
        <p data-slot="side-by-side-trace" className="text-amber-800 text-xs dark:text-amber-300">
          {trace}
        </p>
      )}
      {side.standIn && side.text && <StandInNotice model={side.model} />}
      <dl className="mt-auto grid grid-cols-2 gap-x-3 gap-y-1 border-zinc-100 border-t pt-3 text-xs dark:border-zinc-800">
        {metrics.map(([name, value]) => (
          <div key={name} className="flex flex-col">
            <dt className="text-zinc-500 dark:text-zinc-400">{name}</dt>
            <dd
              data-slot="side-by-side-metric"
              data-metric={name}
              className="font-medium text-zinc-900 tabular-nums dark:text-white"
            >
              {value ?? (
                <>
                  <span aria-hidden="true">n/a</span>
                  <span className="sr-only">not available</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
