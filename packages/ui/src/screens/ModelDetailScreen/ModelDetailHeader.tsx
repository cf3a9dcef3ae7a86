import { taskInfo } from "@hiber/hub-sdk/tasks";
import { Download, Share2, Star, TrendingDown, TrendingUp, Users } from "lucide-react";
import { useState } from "react";
import { Button, buttonVariants } from "../../components/Button/Button";
import { modelCardTaskVariants, taskIcon } from "../../components/ModelCard/model-card-variants";
import { SampleLabel } from "../../components/PostCard/SampleLabel";
import { cn } from "../../lib/cn";
import { formatNumber } from "../../lib/format";
import type { ModelDetail } from "./types";

/** What sharing did (the app's `shareLink`): the share sheet opened, the link was copied, or neither. */
export type ModelShareOutcome = "shared" | "copied" | "failed";

/** "4.3" (one decimal), for a mean rating. */
export function formatRating(mean: number, locale?: string): string {
  return mean.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** "+12%" / "-5%" / "0%", for the weekly trend. */
export function formatTrend(percent: number, locale?: string): string {
  const rounded = Math.round(percent);
  return `${rounded > 0 ? "+" : ""}${rounded.toLocaleString(locale)}%`;
}

export type ModelDetailHeaderProps = Omit<React.ComponentProps<"header">, "children"> & {
  model: ModelDetail;
  titleId?: string;
  locale?: string;
  /** Shares the page (the browser's share sheet, else a copied link). */
  onShare?: () => Promise<ModelShareOutcome>;
  /** The 3D view of the model, shown beside the title (loaded by the app where WebGL is there). */
  visualization?: React.ReactNode;
};

const SHARE_MESSAGES: Record<Exclude<ModelShareOutcome, "shared">, string> = {
  copied: "Link copied",
  failed: "Could not share or copy the link",
};

/**
 * The top of the model detail page (spec §2.1): icon, category, the Active marker, name, description, the
 * rating with its count, users and the weekly trend (each "n/a" or "No ratings yet" when there is no real
 * figure), "Download Model" and Share, and a slot for the 3D view.
 */
export function ModelDetailHeader({
  model,
  titleId,
  locale,
  onShare,
  visualization,
  className,
  ...props
}: ModelDetailHeaderProps) {
  const [shareOutcome, setShareOutcome] = useState<ModelShareOutcome>();
  const info = taskInfo(model.task);
  const Icon = taskIcon(model.task, info.family);
  const share = async () => {
    if (!onShare) return;
    setShareOutcome(undefined);
    setShareOutcome(await onShare());
  };
  const TrendIcon = (model.trending ?? 0) < 0 ? TrendingDown : TrendingUp;

  return (
    <header
      data-slot="model-detail-header"
      className={cn("grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]", className)}
      {...props}
    >
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex min-w-0 items-start gap-4">
          <span
            aria-hidden="true"
            data-slot="model-detail-icon"
            className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-indigo-600 text-white dark:bg-indigo-500"
          >
            <Icon className="size-7" />
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span
                data-slot="model-detail-category"
                className={modelCardTaskVariants({ family: info.family })}
              >
                <span className="sr-only">Category: </span>
                {model.category}
              </span>
              {model.active && (
                <span
                  data-slot="model-detail-active"
                  title="Activity on the hub or here in the last 30 days"
                  className="inline-flex items-center gap-1.5 rounded-md bg-emerald-50 px-2 py-0.5 font-medium text-emerald-800 text-xs ring-1 ring-emerald-600/20 ring-inset dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/25"
                >
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-500" />
                  Active
                </span>
              )}
            </div>
            <h1
              id={titleId}
              className="font-bold text-2xl text-zinc-900 tracking-tight wrap-anywhere sm:text-3xl dark:text-white"
            >
              {model.name}
            </h1>
            {model.author && (
              <p className="m-0 text-sm text-zinc-600 dark:text-zinc-400">
                by <span className="font-medium text-zinc-800 dark:text-zinc-200">{model.author}</span>
              </p>
            )}
          </div>
        </div>

        <p
          data-slot="model-detail-description"
          className="m-0 whitespace-pre-line text-sm text-zinc-700 leading-relaxed wrap-anywhere dark:text-zinc-300"
        >
          {model.descriptionSample && model.description && <SampleLabel source="hub" className="mr-2" />}
          {model.description?.trim() || "No description available."}
        </p>

        <dl data-slot="model-detail-stats" className="m-0 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <div className="flex items-center gap-1.5" data-slot="model-detail-rating">
            <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
            <dt className="sr-only">Rating</dt>
            <dd className="m-0 text-zinc-700 dark:text-zinc-300">
              {model.rating && model.rating.count > 0 ? (
                <>
                  <span className="font-semibold text-zinc-900 dark:text-white">
                    {formatRating(model.rating.mean, locale)}
                  </span>{" "}
                  ({formatNumber(model.rating.count, locale)}{" "}
                  {model.rating.count === 1 ? "rating" : "ratings"})
                </>
              ) : (
                "No ratings yet"
              )}
            </dd>
          </div>
          <div className="flex items-center gap-1.5" data-slot="model-detail-users">
            <Users aria-hidden="true" className="size-4 text-zinc-500" />
            <dt className="sr-only">Users</dt>
            <dd
              className="m-0 text-zinc-700 dark:text-zinc-300"
              title="Distinct wallets that commented, rated or liked"
            >
              {model.users === undefined ? "n/a" : formatNumber(model.users, locale)} users
            </dd>
          </div>
          <div className="flex items-center gap-1.5" data-slot="model-detail-trend">
            <TrendIcon aria-hidden="true" className="size-4 text-zinc-500" />
            <dt className="sr-only">Weekly trend</dt>
            <dd
              className="m-0 text-zinc-700 dark:text-zinc-300"
              title="Signed activity in the last 7 days against the 7 before"
            >
              {model.trending === undefined ? "n/a" : formatTrend(model.trending, locale)} this week
            </dd>
          </div>
        </dl>

        <div className="flex flex-wrap items-center gap-2">
          <a
            href={model.filesUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "primary" })}
          >
            <Download aria-hidden="true" />
            Download Model
            <span className="sr-only">(opens the files on Hugging Face in a new tab)</span>
          </a>
          {onShare && (
            <Button variant="outline" onClick={() => void share()}>
              <Share2 aria-hidden="true" />
              Share
            </Button>
          )}
          <span
            role="status"
            data-slot="model-detail-share-status"
            className="text-sm text-zinc-600 dark:text-zinc-400"
          >
            {shareOutcome && shareOutcome !== "shared" ? SHARE_MESSAGES[shareOutcome] : ""}
          </span>
        </div>
      </div>
      {visualization && (
        <div
          data-slot="model-detail-visualization"
          // Below lg the box is 12rem high: the square view takes that height (centred), not the full width.
          className="h-48 min-w-0 max-lg:*:mx-auto max-lg:*:h-full max-lg:*:w-auto lg:h-full"
        >
          {visualization}
        </div>
      )}
    </header>
  );
}
