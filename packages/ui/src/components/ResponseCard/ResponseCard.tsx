import { Check, CircleAlert, Copy, RotateCw } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import {
  formatAttemptFailure,
  type ModelFailures,
  PLAYGROUND_ENDPOINT_LABELS,
  type PlaygroundAttempt,
  summarizeAttempts,
} from "../../lib/playground";
import { playgroundModelName } from "../../lib/playground-models";
import { Button } from "../Button/Button";
import { Skeleton } from "../Skeleton/Skeleton";
import { StandInNotice } from "../StandInNotice/StandInNotice";

/**
 * Where the run stands: `generating` (no token yet; also while a 503 retry waits), `streaming`
 * (tokens arriving), `done` (the full answer), `error` (no model answered).
 */
export type ResponseStatus = "generating" | "streaming" | "done" | "error";

/** How long "Copied!" shows after a copy, in ms. */
export const COPIED_FEEDBACK_MS = 2000;

export type ResponseCardProps = Omit<React.ComponentProps<"section">, "children" | "onCopy"> & {
  status: ResponseStatus;
  /** The answer so far (`streaming`) or in full (`done`). */
  text?: string;
  /** The message of the red "Error" box (`error`). */
  error?: string;
  /** Every call the run made, in order: the card says which model answered and why others were skipped. */
  attempts?: readonly PlaygroundAttempt[];
  /** The model being asked, named while waiting for the first token. */
  model?: string;
  /** A line shown while waiting, e.g. "Model is loading, retrying in 5 s…". */
  notice?: ReactNode;
  /** Copies the text; the browser's clipboard by default. "Copied!" shows once it resolves. */
  onCopy?: (text: string) => Promise<void> | void;
  /** "Try Again" in the error box. */
  onRetry?: () => void;
  /** Extra content under the answer, e.g. the payment receipt of this answer. */
  footer?: ReactNode;
  /** The answer came from the local stand-in (the router emulator) for this model: a notice says so. */
  standInModel?: string;
};

/**
 * Copies with the Clipboard API; where it is missing or refused (no permission, an insecure origin), with
 * the older copy command on a hidden text area, so Copy still works and says "Copied!". Focus stays put.
 */
async function copyToClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Fall back to the copy command below.
  }
  const focused = document.activeElement as HTMLElement | null;
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const copied = document.execCommand("copy");
  area.remove();
  focused?.focus();
  if (!copied) throw new Error("Copy failed");
}

/** "Llama-3.1-8B-Instruct (chat completions 503 model loading ×2, …)". */
function ModelFailureList({ entries }: { entries: ModelFailures[] }) {
  return (
    <>
      {entries.map((entry, index) => (
        <span key={entry.model}>
          {index > 0 && "; "}
          <span className="font-medium text-zinc-800 dark:text-zinc-200" title={entry.model}>
            {playgroundModelName(entry.model)}
          </span>{" "}
          ({entry.failures.map(formatAttemptFailure).join(", ")})
        </span>
      ))}
    </>
  );
}

/** Which model answered through which endpoint, and which models were skipped and why. */
function AttemptsLine({
  attempts,
  status,
}: {
  attempts: readonly PlaygroundAttempt[];
  status: ResponseStatus;
}) {
  const { answer, skipped } = summarizeAttempts(attempts);
  if (!answer && skipped.length === 0) return null;
  return (
    <div
      data-slot="response-card-attempts"
      className="flex flex-col gap-1 text-xs text-zinc-600 dark:text-zinc-400"
    >
      {answer && status !== "error" && (
        <p data-slot="response-card-answered-by">
          Answered by{" "}
          <span className="font-medium text-zinc-800 dark:text-zinc-200" title={answer.model}>
            {playgroundModelName(answer.model)}
          </span>{" "}
          via {PLAYGROUND_ENDPOINT_LABELS[answer.endpoint]}
          {answer.failures.length > 0 && <> after {answer.failures.map(formatAttemptFailure).join(", ")}</>}.
        </p>
      )}
      {skipped.length > 0 && (
        <p data-slot="response-card-skipped">
          {status === "error" || !answer ? "Tried: " : "Skipped: "}
          <ModelFailureList entries={skipped} />.
        </p>
      )}
    </div>
  );
}

/**
 * The "Model Response" card (spec §2.11): the answer with a Copy button, or the red "Error" box.
 * Tokens stream in with a caret; the text is a polite live region (busy while streaming, so screen
 * readers read the answer once it is complete). A line names the model that answered and the models
 * skipped, from the run's attempt trace.
 */
export function ResponseCard({
  status,
  text = "",
  error,
  attempts = [],
  model,
  notice,
  onCopy = copyToClipboard,
  onRetry,
  footer,
  standInModel,
  className,
  ...props
}: ResponseCardProps) {
  const titleId = useId();
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handleCopy = async () => {
    clearTimeout(timer.current);
    try {
      await onCopy(text);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
    timer.current = setTimeout(() => setCopy("idle"), COPIED_FEEDBACK_MS);
  };

  const waiting = status === "generating" && text === "";
  const streaming = status === "streaming" || (status === "generating" && text !== "");

  return (
    <section
      data-slot="response-card"
      data-state={status}
      aria-labelledby={titleId}
      className={cn(
        "flex min-w-0 flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs dark:border-zinc-800 dark:bg-zinc-900",
        className,
      )}
      {...props}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="font-semibold text-lg text-zinc-900 dark:text-white">
          Model Response
        </h2>
        {status !== "error" && (
          <Button
            variant="outline"
            size="sm"
            onClick={handleCopy}
            disabled={text === ""}
            data-slot="response-card-copy"
            data-state={copy}
          >
            {copy === "copied" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copy === "copied" ? "Copied!" : copy === "failed" ? "Copy failed" : "Copy"}
          </Button>
        )}
      </div>

      {status === "error" ? (
        <div
          role="alert"
          data-slot="response-card-error"
          className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-100"
        >
          <p className="flex items-center gap-2 font-semibold text-sm">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            Error
          </p>
          <p data-slot="response-card-error-message" className="text-sm wrap-anywhere">
            {error ?? "All model attempts failed. Try another model or retry in a moment."}
          </p>
          {onRetry && (
            <Button variant="outline" size="sm" onClick={onRetry} className="self-start">
              <RotateCw aria-hidden="true" />
              Try Again
            </Button>
          )}
        </div>
      ) : (
        <>
          {waiting && (
            <div data-slot="response-card-waiting" className="flex flex-col gap-2">
              <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
                {notice ?? (model ? `Waiting for ${playgroundModelName(model)}…` : "Generating…")}
              </p>
              <Skeleton className="h-4 w-11/12" />
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          )}
          {standInModel !== undefined && <StandInNotice model={standInModel} />}
          <div
            data-slot="response-card-text"
            aria-live="polite"
            aria-busy={streaming || waiting}
            className={cn(
              "whitespace-pre-wrap rounded-lg bg-zinc-50 p-3 font-mono sm:p-4 text-sm text-zinc-900 leading-relaxed wrap-anywhere dark:bg-zinc-950 dark:text-zinc-100",
              waiting && "sr-only",
            )}
          >
            {text}
            {streaming && (
              <span
                aria-hidden="true"
                data-slot="response-card-caret"
                className="ml-0.5 inline-block h-4 w-2 translate-y-0.5 animate-pulse bg-indigo-500 motion-reduce:animate-none dark:bg-indigo-400"
              />
            )}
          </div>
          {streaming && notice && <p className="text-sm text-zinc-600 dark:text-zinc-400">{notice}</p>}
        </>
      )}

      <AttemptsLine attempts={attempts} status={status} />
      {footer}
    </section>
  );
}
