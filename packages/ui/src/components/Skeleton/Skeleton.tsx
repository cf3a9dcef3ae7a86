import { cn } from "../../lib/cn";

export type SkeletonProps = React.ComponentProps<"div">;

/**
 * A pulsing placeholder block; size it with classes (`h-4 w-32`). Decorative: hidden from
 * assistive technology, so announce loading elsewhere (e.g. `aria-busy` on the region).
 */
export function Skeleton({ className, ...props }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton"
      className={cn(
        "animate-pulse rounded-md bg-zinc-200 motion-reduce:animate-none dark:bg-zinc-800",
        className,
      )}
      {...props}
    />
  );
}
