import { Button } from "../../components/Button/Button";
import { ErrorCard } from "../../components/ErrorCard/ErrorCard";

/** The two sources of the feed (spec §4): the primary search API and its backup on another host. */
export type FeedSource = "primary" | "backup";

/** The label of each source. */
export const FEED_SOURCE_LABELS: Record<FeedSource, string> = {
  primary: "Primary API",
  backup: "Backup API",
};

export type FeedErrorProps = {
  /** The message (spec §8, e.g. "Unable to connect to the Twitter API"). */
  message: string;
  /** Possible causes, listed under the message (the network failure's). */
  causes?: readonly string[];
  /** What to do, under the causes (the network failure's: retry, or contact support). */
  advice?: string;
  /** "Try Again" with the active source. */
  onRetry?: () => void;
  /** The source in use. */
  source: FeedSource;
  /** "Try Primary API" / "Try Backup API": switch to that source and load again. */
  onSourceChange?: (source: FeedSource) => void;
  className?: string;
};

/** The feed's error state (spec §2.6): the message, Try Again, and the two source buttons, the active one marked. */
export function FeedError({
  message,
  causes,
  advice,
  onRetry,
  source,
  onSourceChange,
  className,
}: FeedErrorProps) {
  return (
    <ErrorCard
      data-slot="feed-error"
      title={message}
      description={
        <div className="flex flex-col gap-2">
          {causes && causes.length > 0 && (
            <>
              <p>Possible causes:</p>
              <ul className="list-inside list-disc text-left">
                {causes.map((cause) => (
                  <li key={cause}>{cause}</li>
                ))}
              </ul>
            </>
          )}
          {advice && <p>{advice}</p>}
          <p data-slot="feed-error-source">
            Source:{" "}
            <span className="font-medium text-zinc-900 dark:text-white">{FEED_SOURCE_LABELS[source]}</span>
          </p>
        </div>
      }
      actionLabel="Try Again"
      onAction={onRetry}
      className={className}
    >
      {onSourceChange && (
        <div className="flex flex-wrap justify-center gap-2">
          {(["primary", "backup"] as const).map((value) => (
            <Button
              key={value}
              variant="outline"
              size="sm"
              aria-pressed={source === value}
              data-state={source === value ? "active" : undefined}
              onClick={() => onSourceChange(value)}
              className="aria-pressed:border-indigo-500 aria-pressed:text-indigo-700 dark:aria-pressed:border-indigo-400 dark:aria-pressed:text-indigo-300"
            >
              Try {FEED_SOURCE_LABELS[value]}
            </Button>
          ))}
        </div>
      )}
    </ErrorCard>
  );
}
