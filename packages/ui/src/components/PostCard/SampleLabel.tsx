import { cn } from "../../lib/cn";

/** Who made up the sample: the embedded tweets emulator or the embedded hub emulator. */
export type SampleSource = "tweets" | "hub";

const SAMPLE_TITLES: Record<SampleSource, string> = {
  tweets: "Made up by the embedded tweets emulator: not a real post",
  hub: "Made up by the embedded hub emulator: not a real discussion",
};

export type SampleLabelProps = Omit<React.ComponentProps<"span">, "children"> & {
  /** Which emulator made it up (the tooltip says so); `tweets` by default. */
  source?: SampleSource;
};

/** The "Sample" mark on something an embedded emulator made up (the project's rule: labelled wherever seen). */
export function SampleLabel({ source = "tweets", className, ...props }: SampleLabelProps) {
  return (
    <span
      data-slot="sample-label"
      title={SAMPLE_TITLES[source]}
      className={cn(
        "shrink-0 rounded-sm bg-amber-100 px-1.5 font-medium text-amber-900 text-xs uppercase tracking-wide dark:bg-amber-900/40 dark:text-amber-200",
        className,
      )}
      {...props}
    >
      <span className="sr-only">(</span>Sample<span className="sr-only">)</span>
    </span>
  );
}

const NO_PAGE: Record<SampleSource, string> = {
  tweets: "Sample post: not on X",
  hub: "Sample discussion: not on the hub",
};

/**
 * In place of the link to a made-up post's page ("View tweet", "View Discussion"): the sample has none, so
 * nothing opens an invented address.
 */
export function SamplePostNoLink({
  source = "tweets",
  className,
  ...props
}: Omit<React.ComponentProps<"span">, "children"> & { source?: SampleSource }) {
  return (
    <span
      data-slot="sample-post-no-link"
      className={cn("ml-auto shrink-0 text-xs text-zinc-600 dark:text-zinc-400", className)}
      {...props}
    >
      {NO_PAGE[source]}
    </span>
  );
}
