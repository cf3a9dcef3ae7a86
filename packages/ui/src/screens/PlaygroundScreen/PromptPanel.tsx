import { Play, Square, WalletCards } from "lucide-react";
import { useId } from "react";
import { Button } from "../../components/Button/Button";
import { Panel, PanelHeader, PanelTitle } from "../../components/Panel/Panel";
import { cn } from "../../lib/cn";
import { formatUsdcAmount } from "../../lib/playground";
import { playgroundModelName } from "../../lib/playground-models";

export type PromptPanelProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The prompt box's text. */
  prompt: string;
  onPromptChange: (prompt: string) => void;
  /** "Run Prompt" (also Ctrl/⌘ + Enter in the box). Not called while disabled. */
  onRun: () => void;
  /** A run is waiting for or streaming its answer: "Generating...", and Stop when `onCancelRun` is given. */
  generating?: boolean;
  /** A payment is being made: "Processing Payment...", Run and Test Payment disabled. */
  paying?: boolean;
  /** "Stop" while generating. Hidden when not given. */
  onCancelRun?: () => void;
  /** "Test Payment". Hidden when not given. */
  onTestPayment?: () => void;
  /** The selected model's id, named under the box ("No model selected" without it). */
  selectedModelId?: string;
  /** The price of a prompt in USDC (a decimal string) when payments are on, named under the box. */
  price?: string;
  /** Locale of the character count; the user's by default. */
  locale?: string;
};

/**
 * The character count: below 1,000 (no grouping) written without Intl, whose first use in a page sets up
 * ICU's number formatting (tens of milliseconds on a phone, in the first render of "/"); from 1,000 on, with
 * the locale's grouping ("1,234" in en-US).
 */
function countText(count: number, locale: string | undefined): string {
  return count < 1000 ? String(count) : count.toLocaleString(locale);
}

/**
 * "Your Prompt" (spec §2.11): the prompt box with its character count, the model and price, and Run
 * Prompt (Ctrl/⌘ + Enter), Stop and Test Payment.
 */
export function PromptPanel({
  prompt,
  onPromptChange,
  onRun,
  generating = false,
  paying = false,
  onCancelRun,
  onTestPayment,
  selectedModelId,
  price,
  locale,
  ...props
}: PromptPanelProps) {
  const id = useId();
  const canRun = prompt.trim() !== "" && !generating && !paying;
  const runLabel = paying ? "Processing Payment..." : generating ? "Generating..." : "Run Prompt";
  return (
    <Panel data-slot="playground-prompt" aria-labelledby={`${id}-title`} {...props}>
      <PanelHeader>
        <PanelTitle id={`${id}-title`}>Your Prompt</PanelTitle>
      </PanelHeader>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (canRun) onRun();
        }}
      >
        <textarea
          id={`${id}-prompt`}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-count ${id}-hint`}
          value={prompt}
          onChange={(event) => onPromptChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              if (canRun) onRun();
            }
          }}
          rows={6}
          placeholder="Ask anything, or choose a preset above…"
          data-slot="playground-prompt-input"
          className={cn(
            "min-h-36 w-full resize-y rounded-lg border border-zinc-300 bg-white px-3 py-2.5 text-sm text-zinc-900 leading-relaxed shadow-xs outline-none placeholder:text-zinc-500",
            "focus-visible:border-indigo-500 focus-visible:ring-2 focus-visible:ring-indigo-500/40",
            "dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100 dark:placeholder:text-zinc-500 dark:focus-visible:border-indigo-400 dark:focus-visible:ring-indigo-400/40",
          )}
        />
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400">
          <span id={`${id}-count`} data-slot="playground-prompt-count" className="tabular-nums">
            {countText(prompt.length, locale)} {prompt.length === 1 ? "character" : "characters"}
          </span>
          <span id={`${id}-hint`}>
            {selectedModelId ? (
              <>
                Model:{" "}
                <span className="font-medium text-zinc-800 dark:text-zinc-200" title={selectedModelId}>
                  {playgroundModelName(selectedModelId)}
                </span>
              </>
            ) : (
              "No model selected"
            )}
            {price !== undefined && ` · ${formatUsdcAmount(price)} USDC per prompt`}
            <span className="hidden sm:inline"> · Ctrl/⌘ + Enter to run</span>
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={!canRun} loading={generating || paying} data-slot="playground-run">
            {!(generating || paying) && <Play aria-hidden="true" />}
            {runLabel}
          </Button>
          {generating && onCancelRun && (
            <Button variant="outline" onClick={onCancelRun} data-slot="playground-stop">
              <Square aria-hidden="true" />
              Stop
            </Button>
          )}
          {onTestPayment && (
            <Button
              variant="outline"
              onClick={onTestPayment}
              disabled={paying}
              data-slot="playground-test-payment"
            >
              <WalletCards aria-hidden="true" />
              Test Payment
            </Button>
          )}
        </div>
      </form>
    </Panel>
  );
}
