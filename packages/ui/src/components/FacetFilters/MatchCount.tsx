import { cn } from "../../lib/cn";
import { formatNumber } from "../../lib/format";

/** How many items match, as the list knows it: exactly, or at least this many (more follow). */
export interface Matches {
  count: number;
  /** More than `count` match (the service gave no total): "6+ models". */
  more?: boolean;
}

/** "1,234 models", "1 model", "12+ datasets": the count of matches in words, never more than is known. */
export function formatMatches(matches: Matches, noun: readonly [string, string], locale?: string): string {
  const word = matches.count === 1 && !matches.more ? noun[0] : noun[1];
  return `${formatNumber(matches.count, locale)}${matches.more ? "+" : ""} ${word}`;
}

/** The count of matches above a grid, announced politely as it changes; empty while unknown. */
export function MatchCount({
  matches,
  noun,
  locale,
  className,
  ...props
}: Omit<React.ComponentProps<"p">, "children"> & {
  matches?: Matches;
  /** Singular and plural: `["model", "models"]`. */
  noun: readonly [string, string];
  locale?: string;
}) {
  return (
    <p aria-live="polite" className={cn("text-sm text-zinc-600 dark:text-zinc-400", className)} {...props}>
      {matches && formatMatches(matches, noun, locale)}
    </p>
  );
}
