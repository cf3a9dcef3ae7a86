import type { ModelEntry } from "@hiber/hub-sdk";
import { taskInfo } from "@hiber/hub-sdk/tasks";
import { Download, Heart } from "lucide-react";
import { cn } from "../../lib/cn";
import { formatCompact, formatNumber } from "../../lib/format";
import { repoAuthor, repoName } from "../../lib/repo-id";
import {
  Card,
  CardContent,
  CardHeader,
  CardStat,
  CardStats,
  CardSubtitle,
  CardTitle,
  CardTitleLink,
} from "../Card/Card";
import { modelCardCoverVariants, modelCardTaskVariants, taskIcon } from "../ModelCard/model-card-variants";
import { Skeleton } from "../Skeleton/Skeleton";

/** Every featured card (and its placeholder) is this tall, so a slide's height does not depend on its models. */
const cardHeight = "h-48";

export type FeaturedModelCardProps = Omit<React.ComponentProps<"article">, "children"> & {
  model: ModelEntry;
  /** Where the card leads: `/model/{author}/{name}`. */
  href: string;
  /** Locale of the full figures (tooltips, screen readers); the user's by default. */
  locale?: string;
  /** Heading level of the name (3 by default). */
  headingLevel?: 2 | 3 | 4;
};

/**
 * A model of the Featured AI Models section (spec part 2 §2.4): the task's icon and label, the name (a link
 * covering the card), the author, downloads, likes and "View Details →". Real figures only: no rating,
 * discussion count or trend (the spec's are random).
 */
export function FeaturedModelCard({
  model,
  href,
  locale,
  headingLevel = 3,
  className,
  ...props
}: FeaturedModelCardProps) {
  const task = taskInfo(model.pipelineTag);
  const Icon = taskIcon(model.pipelineTag, task.family);
  const author = repoAuthor(model);
  return (
    <Card
      data-slot="featured-model-card"
      data-family={task.family}
      className={cn(cardHeight, className)}
      {...props}
    >
      <CardContent className="gap-2.5 p-4">
        <div className="flex min-w-0 items-center gap-2">
          <span
            aria-hidden="true"
            className={cn(modelCardCoverVariants({ family: task.family }), "static size-9")}
          >
            <Icon className="size-4.5" strokeWidth={1.75} />
          </span>
          <span
            data-slot="featured-model-card-task"
            className={modelCardTaskVariants({ family: task.family })}
          >
            <span className="sr-only">Task: </span>
            {model.pipelineTag ? task.label : "General"}
          </span>
        </div>
        <CardHeader>
          <CardTitle level={headingLevel}>
            <CardTitleLink
              href={href}
              title={model.id}
              className="line-clamp-1"
              data-slot="featured-model-card-link"
            >
              {repoName(model.id)}
            </CardTitleLink>
          </CardTitle>
          {author && <CardSubtitle label="Author:">{author}</CardSubtitle>}
        </CardHeader>
        <CardStats divided>
          <CardStat
            data-slot="featured-model-card-downloads"
            icon={Download}
            value={formatCompact(model.downloads)}
            label={`${formatNumber(model.downloads, locale)} downloads`}
          />
          <CardStat
            data-slot="featured-model-card-likes"
            icon={Heart}
            value={formatCompact(model.likes)}
            label={`${formatNumber(model.likes, locale)} likes`}
          />
          <span
            aria-hidden="true"
            className="ml-auto shrink-0 font-medium text-indigo-700 text-xs dark:text-indigo-300"
          >
            View Details →
          </span>
        </CardStats>
      </CardContent>
    </Card>
  );
}

/** The placeholder of a {@link FeaturedModelCard}, as tall as the card. Decorative. */
export function FeaturedModelCardSkeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      aria-hidden="true"
      data-slot="featured-model-card-skeleton"
      className={cn(
        cardHeight,
        "flex flex-col gap-2.5 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs dark:border-zinc-800 dark:bg-zinc-900",
        className,
      )}
      {...props}
    >
      <div className="flex items-center gap-2">
        <Skeleton className="size-9 rounded-xl" />
        <Skeleton className="h-5 w-24" />
      </div>
      <Skeleton className="h-5.5 w-2/3" />
      <Skeleton className="h-5 w-1/3" />
      <div className={cn("mt-auto flex gap-4 border-zinc-100 border-t pt-3 dark:border-zinc-800")}>
        <Skeleton className="h-5 w-12" />
        <Skeleton className="h-5 w-12" />
      </div>
    </div>
  );
}
