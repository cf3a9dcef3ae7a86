import { cn } from "../../lib/cn";
import { CardContent, CardCover, CardHeader, cardStatsVariants } from "../Card/Card";
import { Skeleton } from "../Skeleton/Skeleton";
import { ModelCardCommentArea } from "./ModelCardComments";

/**
 * The placeholder of a `ModelCard` while a page of models loads: the card's frame and rows at their
 * heights (cover, one-line name, author, task, tags, the reserved comment area, the stats), so the grid
 * that replaces a grid of these moves nothing. Decorative: announce the loading elsewhere.
 */
export function ModelCardSkeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      aria-hidden="true"
      data-slot="model-card-skeleton"
      className={cn(
        "flex h-full flex-col rounded-xl border border-zinc-200 bg-white shadow-xs dark:border-zinc-800 dark:bg-zinc-900",
        className,
      )}
      {...props}
    >
      <CardCover />
      <CardContent>
        <CardHeader>
          {/* The name (text-base, leading-snug) and the author (text-sm). */}
          <Skeleton className="h-5.5 w-2/3" />
          <Skeleton className="h-5 w-1/3" />
        </CardHeader>
        <Skeleton className="h-5 w-24" />
        <div className="flex gap-1.5">
          <Skeleton className="h-5 w-16" />
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-5 w-12" />
        </div>
        <ModelCardCommentArea comments={undefined} status="loading" />
        <div className={cardStatsVariants({ divided: true })}>
          <Skeleton className="h-5 w-12" />
          <Skeleton className="h-5 w-12" />
          <Skeleton className="h-5 w-10" />
          <Skeleton className="h-5 w-24" />
        </div>
      </CardContent>
    </div>
  );
}
