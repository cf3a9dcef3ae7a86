import type { DatasetEntry } from "@hiber/hub-sdk";
import { taskInfo } from "@hiber/hub-sdk/tasks";
import { Bookmark, Check, Download, ExternalLink, Eye, Heart, Share2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { formatCompact, formatNumber } from "../../lib/format";
import { repoAuthor, repoName } from "../../lib/repo-id";
import { Button } from "../Button/Button";
import {
  Card,
  CardAction,
  CardContent,
  CardFooter,
  CardHeader,
  CardStat,
  CardStats,
  CardSubtitle,
  CardTitle,
  CardTitleLink,
  CardUpdated,
  cardStatsVariants,
} from "../Card/Card";
import { modelCardTaskVariants } from "../ModelCard/ModelCard";
import { Skeleton } from "../Skeleton/Skeleton";

/** Base URL of dataset pages on the hub. */
export const HUB_DATASETS_URL = "https://huggingface.co/datasets";

/**
 * Where a dataset card leads (spec §2): `/dataset/{owner}/{name}/details` when the id has a slash,
 * otherwise `/dataset/{id}/details`. Each segment is URL-encoded.
 */
export function datasetDetailsHref(id: string): string {
  return `/dataset/${id.split("/").map(encodeURIComponent).join("/")}/details`;
}

/** The dataset's page on the hub: `https://huggingface.co/datasets/{id}`. */
export function datasetHubUrl(id: string): string {
  return `${HUB_DATASETS_URL}/${id.split("/").map(encodeURIComponent).join("/")}`;
}

/** Owner of the embedded catalogue's own datasets: ids that exist here only, not on the hub. */
export const LOCAL_DATASET_OWNER = "hiber-local";

/** Whether a dataset id is one of this site's own (`hiber-local/…`): it has no page on the hub. */
export function isLocalDatasetId(id: string): boolean {
  return id.startsWith(`${LOCAL_DATASET_OWNER}/`);
}

/** The repo name of a dataset id: the part after the slash. */
export const datasetName: (id: string) => string = repoName;

/** The owner of a dataset: its `author`, else the part of the id before the slash. */
export const datasetAuthor: (repo: Pick<DatasetEntry, "id" | "author">) => string | undefined = repoAuthor;

/**
 * The card's category (spec §2): the first `task_categories:` tag title-cased ("Text Classification"),
 * or "General" when there is none.
 */
export function datasetCategory(dataset: Pick<DatasetEntry, "taskCategories">): string {
  const first = dataset.taskCategories[0];
  return first === undefined ? "General" : taskInfo(first).label;
}

/**
 * Downloads in thousands with one decimal plus "k downloads" (spec §2): 68,420 → "68.4k downloads",
 * 860 → "0.9k downloads"; "n/a downloads" for a figure that is not known (never a made-up "0.0k").
 */
export function formatDatasetDownloads(downloads: number | undefined, locale?: string): string {
  if (downloads === undefined || !Number.isFinite(downloads)) return "n/a downloads";
  const thousands = downloads / 1000;
  return `${thousands.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}k downloads`;
}

export type DatasetCardProps = Omit<React.ComponentProps<"article">, "children"> & {
  /** The dataset to show. */
  dataset: DatasetEntry;
  /** Where the card leads, e.g. {@link datasetDetailsHref}`(dataset.id)`. */
  href: string;
  /** Whether the dataset is bookmarked (the toggle is `aria-pressed`). */
  bookmarked?: boolean;
  /** Called with the new bookmark state; the bookmark toggle shows only with it. */
  onBookmarkChange?: (bookmarked: boolean) => void;
  /**
   * Called by the share button, which shows only with it. Resolving "copied" (no share sheet, so the link
   * was copied instead) shows "Link copied" for a moment.
   */
  onShare?: () => unknown;
  /** Called by "Preview", which shows only with it. */
  onPreview?: () => void;
  /** Why the dataset has no row preview (e.g. its viewer is disabled), said where "Preview" would be. */
  noPreviewReason?: string;
  /** Locale of the date and numbers; the user's locale when omitted. */
  locale?: string;
  /** Heading level of the dataset name (3 by default, under a page `h1` and a section `h2`). */
  headingLevel?: 2 | 3 | 4;
  /**
   * A dataset of this site only, not on the hub ({@link isLocalDatasetId} of its id by default): no link to
   * the hub (its "Preview" is where it is seen) and no download figure ("n/a": the hub never counted it).
   */
  local?: boolean;
};

/** The share button; "Link copied" beside it for 2 s when the share fell back to copying the link. */
function DatasetCardShare({ name, onShare }: { name: string; onShare: () => unknown }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <>
      <span role="status" className={copied ? "text-xs text-zinc-600 dark:text-zinc-400" : "sr-only"}>
        {copied ? "Link copied" : ""}
      </span>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Share ${name}`}
        onClick={async () => {
          if ((await onShare()) !== "copied") return;
          setCopied(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setCopied(false), 2_000);
        }}
        data-slot="dataset-card-share"
        data-state={copied ? "copied" : "idle"}
        className="size-9"
      >
        {copied ? (
          <Check aria-hidden="true" className="size-4.5" />
        ) : (
          <Share2 aria-hidden="true" className="size-4.5" />
        )}
      </Button>
    </>
  );
}

/**
 * A dataset in the datasets grid: category, name (a link whose click area covers the card), author,
 * description, downloads ("68.4k downloads"), likes and last update, with a bookmark toggle, a share
 * button, "Preview" and "View dataset" (the hub page, in a new tab).
 */
export function DatasetCard({
  dataset,
  href,
  bookmarked = false,
  onBookmarkChange,
  onShare,
  onPreview,
  noPreviewReason,
  locale,
  headingLevel = 3,
  local = isLocalDatasetId(dataset.id),
  ...props
}: DatasetCardProps) {
  const name = datasetName(dataset.id);
  const downloads = local ? undefined : dataset.downloads;
  const author = datasetAuthor(dataset);
  const family = taskInfo(dataset.taskCategories[0]).family;
  const likes = formatNumber(dataset.likes, locale);

  return (
    <Card
      data-slot="dataset-card"
      data-family={family}
      data-state={bookmarked ? "bookmarked" : undefined}
      {...props}
    >
      <CardContent>
        <div className="flex items-start justify-between gap-2">
          <span data-slot="dataset-card-category" className={cn(modelCardTaskVariants({ family }), "mt-1")}>
            <span className="sr-only">Category: </span>
            {datasetCategory(dataset)}
          </span>
          <CardAction className="flex shrink-0 items-center gap-1">
            {onBookmarkChange && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Bookmark ${name}`}
                aria-pressed={bookmarked}
                onClick={() => onBookmarkChange(!bookmarked)}
                data-slot="dataset-card-bookmark"
                className={cn("size-9", bookmarked && "text-indigo-600 dark:text-indigo-400")}
              >
                <Bookmark
                  aria-hidden="true"
                  className="size-4.5"
                  fill={bookmarked ? "currentColor" : "none"}
                />
              </Button>
            )}
            {onShare && <DatasetCardShare name={name} onShare={onShare} />}
          </CardAction>
        </div>

        <CardHeader>
          <CardTitle level={headingLevel}>
            <CardTitleLink href={href} title={dataset.id} data-slot="dataset-card-link">
              {name}
            </CardTitleLink>
          </CardTitle>
          {author && (
            <CardSubtitle data-slot="dataset-card-author" label="Author:">
              {author}
            </CardSubtitle>
          )}
        </CardHeader>

        {/* Two lines reserved, so every card is as tall as its placeholder. */}
        {dataset.description ? (
          <p
            data-slot="dataset-card-description"
            className="line-clamp-2 min-h-[2lh] text-sm text-zinc-700 leading-relaxed dark:text-zinc-300"
          >
            {dataset.description}
          </p>
        ) : (
          <div aria-hidden="true" className="min-h-[2lh] text-sm leading-relaxed" />
        )}

        <CardStats>
          <CardStat
            data-slot="dataset-card-downloads"
            icon={Download}
            value={formatDatasetDownloads(downloads, locale)}
            title={
              downloads === undefined
                ? "Download count not available"
                : `${formatNumber(downloads, locale)} downloads`
            }
          />
          <CardStat
            data-slot="dataset-card-likes"
            icon={Heart}
            value={formatCompact(dataset.likes)}
            label={`${likes} likes`}
          />
          {dataset.lastModified && (
            <CardUpdated data-slot="dataset-card-updated" date={dataset.lastModified} locale={locale} />
          )}
        </CardStats>

        <CardFooter>
          {onPreview ? (
            <Button variant="outline" size="sm" onClick={onPreview} data-slot="dataset-card-preview">
              <Eye aria-hidden="true" />
              Preview<span className="sr-only"> {name}</span>
            </Button>
          ) : (
            noPreviewReason && (
              <span data-slot="dataset-card-no-preview" className="text-xs text-zinc-600 dark:text-zinc-400">
                {noPreviewReason}
              </span>
            )
          )}
          {local ? (
            <span data-slot="dataset-card-local" className="ml-auto text-xs text-zinc-500 dark:text-zinc-400">
              Local dataset, not on Hugging Face
            </span>
          ) : (
            <Button asChild variant="ghost" size="sm" className="ml-auto">
              <a
                href={datasetHubUrl(dataset.id)}
                target="_blank"
                rel="noopener noreferrer"
                data-slot="dataset-card-hub-link"
              >
                View dataset<span className="sr-only"> {name} on Hugging Face (opens in a new tab)</span>
                <ExternalLink aria-hidden="true" />
              </a>
            </Button>
          )}
        </CardFooter>
      </CardContent>
    </Card>
  );
}

/**
 * A placeholder with a dataset card's shape and rows at their heights (category and actions, name,
 * author, two lines of description, the numbers, the footer's buttons), shown while a page loads, so the
 * cards that replace it move nothing. Decorative (hidden from AT).
 */
export function DatasetCardSkeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      aria-hidden="true"
      data-slot="dataset-card-skeleton"
      className={cn(
        "flex h-full flex-col rounded-xl border border-zinc-200 bg-white shadow-xs dark:border-zinc-800 dark:bg-zinc-900",
        className,
      )}
      {...props}
    >
      <CardContent>
        <div className="flex items-start justify-between gap-2">
          <Skeleton className="mt-1 h-5 w-32" />
          <Skeleton className="size-9 rounded-lg" />
        </div>
        <CardHeader>
          <Skeleton className="h-5.5 w-3/4" />
          <Skeleton className="h-5 w-1/3" />
        </CardHeader>
        <div className="flex min-h-[2lh] flex-col justify-center gap-1.5 text-sm leading-relaxed">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
        <div className={cardStatsVariants()}>
          <Skeleton className="h-5 w-28" />
          <Skeleton className="h-5 w-12" />
        </div>
        <CardFooter>
          <Skeleton className="h-8 w-24 rounded-lg" />
          <Skeleton className="ml-auto h-8 w-28 rounded-lg" />
        </CardFooter>
      </CardContent>
    </div>
  );
}
