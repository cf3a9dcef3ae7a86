import { Link } from "../../components/Link/Link";
import { cn } from "../../lib/cn";
import { formatNumber } from "../../lib/format";
import { formatRating, formatTrend } from "./ModelDetailHeader";
import type { ModelDetail } from "./types";

export type ModelDetailCommunityProps = Omit<React.ComponentProps<"section">, "children"> & {
  model: ModelDetail;
  /** This site's insights page of the model (social posts, lineage). */
  insightsHref?: string;
  locale?: string;
};

/** The community tab (spec §2.1 "Community Features"): the real community figures, and where to read more. */
export function ModelDetailCommunity({
  model,
  insightsHref,
  locale,
  className,
  ...props
}: ModelDetailCommunityProps) {
  const count = (value: number | undefined) => (value === undefined ? "n/a" : formatNumber(value, locale));
  const rows = [
    {
      label: "Rating",
      value: model.rating?.count
        ? `${formatRating(model.rating.mean, locale)} from ${count(model.rating.count)} signed ${model.rating.count === 1 ? "rating" : "ratings"}`
        : "No ratings yet",
    },
    { label: "Discussions", value: count(model.discussions) },
    { label: "Wallets taking part", value: count(model.users) },
    {
      label: "Signed activity this week",
      value: model.trending === undefined ? "n/a" : formatTrend(model.trending, locale),
    },
  ];
  return (
    <section
      data-slot="model-detail-community"
      aria-labelledby="model-detail-community-title"
      className={cn(
        "flex flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900",
        className,
      )}
      {...props}
    >
      <h2
        id="model-detail-community-title"
        className="m-0 font-semibold text-lg text-zinc-900 dark:text-white"
      >
        Community Features
      </h2>
      <dl className="m-0 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(10rem,max-content)_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-medium text-zinc-600 dark:text-zinc-400">{row.label}</dt>
            <dd className="m-0 text-zinc-900 dark:text-zinc-100">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="m-0 text-sm text-zinc-600 dark:text-zinc-400">
        Comments, ratings and likes here are signed by the wallets that made them; the server checks each
        signature before it counts.
      </p>
      {insightsHref && (
        <Link
          href={insightsHref}
          className="self-start text-indigo-700 text-sm hover:underline dark:text-indigo-300"
        >
          Social posts and lineage of this model
        </Link>
      )}
    </section>
  );
}
