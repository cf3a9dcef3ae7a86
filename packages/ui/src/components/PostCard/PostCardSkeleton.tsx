import { cn } from "../../lib/cn";
import { Skeleton } from "../Skeleton/Skeleton";

/** A placeholder of a {@link PostCard} while the feed loads (decorative; announce loading elsewhere). */
export function PostCardSkeleton({
  lines = 4,
  className,
  ...props
}: React.ComponentProps<"div"> & { lines?: number }) {
  return (
    <div
      aria-hidden="true"
      data-slot="post-card-skeleton"
      className={cn(
        "flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 sm:p-5 dark:border-zinc-800 dark:bg-zinc-900",
        className,
      )}
      {...props}
    >
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="flex flex-1 flex-col gap-1.5">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-3 w-24" />
        </div>
      </div>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className={cn("h-3.5", index === lines - 1 ? "w-2/3" : "w-full")} />
      ))}
      <div className="flex gap-1.5">
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
      <Skeleton className="h-4 w-full" />
    </div>
  );
}
