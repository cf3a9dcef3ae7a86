import { cva, type VariantProps } from "class-variance-authority";
import type { LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn";
import { formatDate } from "../../lib/format";
import { Link, type LinkProps } from "../Link/Link";

/** Classes of {@link Card}: the bordered panel that lifts on hover and rings while its title link has focus. */
export const cardVariants = /* @__PURE__ */ cva(
  [
    "group relative flex h-full flex-col rounded-xl border border-zinc-200 bg-white shadow-xs transition-[box-shadow,border-color,transform] duration-200",
    "hover:-translate-y-0.5 hover:border-zinc-300 hover:shadow-md motion-reduce:hover:translate-y-0",
    "has-[[data-card-link]:focus-visible]:ring-2 has-[[data-card-link]:focus-visible]:ring-indigo-500 has-[[data-card-link]:focus-visible]:ring-offset-2 has-[[data-card-link]:focus-visible]:ring-offset-white",
    "dark:border-zinc-800 dark:bg-zinc-900 dark:hover:border-zinc-700 dark:has-[[data-card-link]:focus-visible]:ring-indigo-400 dark:has-[[data-card-link]:focus-visible]:ring-offset-zinc-950",
  ],
  {
    variants: {
      selected: {
        true: "border-indigo-500 ring-2 ring-indigo-500 dark:border-indigo-400 dark:ring-indigo-400",
        false: "",
      },
    },
    defaultVariants: { selected: false },
  },
);

export type CardProps = React.ComponentProps<"article"> & VariantProps<typeof cardVariants>;

/**
 * A card of a grid (a model, a dataset): an `<article>` whose `CardTitleLink` covers the whole card,
 * so a press anywhere opens it; controls inside sit above that link (`CardAction`, `CardFooter`).
 * Parts, top to bottom: `CardCover`, `CardContent` (`CardHeader` with `CardTitle` and `CardSubtitle`,
 * your own rows, `CardStats`), `CardFooter`. `selected` rings the card (`data-state="selected"`).
 */
export function Card({ className, selected, ...props }: CardProps) {
  return (
    <article
      data-slot="card"
      data-state={selected ? "selected" : undefined}
      className={cn(cardVariants({ selected }), className)}
      {...props}
    />
  );
}

/** The cover band at the top (2:1), clipped to the card's corners; put a `CardCoverImage` and badges in it. */
export function CardCover({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-cover"
      className={cn(
        "relative aspect-[2/1] overflow-hidden rounded-t-[calc(var(--radius-xl)-1px)] bg-zinc-100 dark:bg-zinc-800",
        className,
      )}
      {...props}
    />
  );
}

/** The cover's image: decorative by default (`alt=""`), zooming a little while the card is hovered. */
export function CardCoverImage({ className, alt = "", ...props }: React.ComponentProps<"img">) {
  return (
    <img
      data-slot="card-cover-image"
      alt={alt}
      draggable={false}
      className={cn(
        "size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100",
        className,
      )}
      {...props}
    />
  );
}

/** The padded body: a column that fills the card, so `CardStats` (`mt-auto`) sits at the bottom. */
export function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="card-content" className={cn("flex flex-1 flex-col gap-3 p-5", className)} {...props} />
  );
}

/** The title and the line under it. */
export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-header" className={cn("flex min-w-0 flex-col gap-1", className)} {...props} />;
}

export type CardTitleProps = React.ComponentProps<"h3"> & {
  /** Heading level (3 by default: under a page `h1` and a section `h2`). */
  level?: 2 | 3 | 4;
};

/** The card's heading; put a `CardTitleLink` in it. */
export function CardTitle({ className, level = 3, ...props }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return (
    <Heading
      data-slot="card-title"
      className={cn("font-semibold text-base text-zinc-900 leading-snug dark:text-white", className)}
      {...props}
    />
  );
}

/**
 * The card's link (through the app's `Link`): at most two lines, and its click area stretches over
 * the whole card. Focusing it rings the card.
 */
export function CardTitleLink({ className, ...props }: LinkProps) {
  return (
    <Link
      data-slot="card-title-link"
      data-card-link=""
      className={cn(
        "line-clamp-2 outline-none wrap-anywhere after:absolute after:inset-0 after:rounded-xl group-hover:text-indigo-700 dark:group-hover:text-indigo-300",
        className,
      )}
      {...props}
    />
  );
}

/** The line under the title, e.g. the author; `label` is read before it by screen readers ("Author: "). */
export function CardSubtitle({
  className,
  label,
  children,
  ...props
}: React.ComponentProps<"p"> & { label?: string }) {
  return (
    <p
      data-slot="card-subtitle"
      className={cn("truncate text-sm text-zinc-600 dark:text-zinc-400", className)}
      {...props}
    >
      {label && <span className="sr-only">{label} </span>}
      {children}
    </p>
  );
}

/** Something interactive inside the card (buttons, a checkbox): lifted above the title link's click area. */
export function CardAction({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-action" className={cn("relative z-10", className)} {...props} />;
}

/** Classes of {@link CardStats}. */
export const cardStatsVariants = /* @__PURE__ */ cva(
  "mt-auto flex min-w-0 items-center gap-x-4 text-sm text-zinc-600 dark:text-zinc-400",
  {
    variants: {
      /** `true` draws a line above the row. */
      divided: { true: "border-zinc-100 border-t pt-3 dark:border-zinc-800", false: "pt-1" },
    },
    defaultVariants: { divided: false },
  },
);

/**
 * The row of numbers at the bottom of the content (likes, downloads, …) and `CardUpdated` at its end: one
 * line (a card's height does not depend on its numbers; a date that does not fit is cut short).
 */
export function CardStats({
  className,
  divided,
  ...props
}: React.ComponentProps<"div"> & VariantProps<typeof cardStatsVariants>) {
  return <div data-slot="card-stats" className={cn(cardStatsVariants({ divided }), className)} {...props} />;
}

export type CardStatProps = Omit<React.ComponentProps<"span">, "children"> & {
  /** The icon before the value. */
  icon: LucideIcon;
  /** The shown value ("1.2M", "68.4k downloads"). */
  value: React.ReactNode;
  /**
   * The full reading ("1,234,567 downloads"): the tooltip and what screen readers read instead of a
   * short `value`. Without it the value is read as shown.
   */
  label?: string;
};

/** One number of `CardStats`: an icon and a value, with the full figure as tooltip and for screen readers. */
export function CardStat({ icon: Icon, value, label, className, ...props }: CardStatProps) {
  return (
    <span
      data-slot="card-stat"
      title={label}
      className={cn("inline-flex shrink-0 items-center gap-1.5", className)}
      {...props}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label === undefined ? (
        <span className="tabular-nums">{value}</span>
      ) : (
        <>
          <span aria-hidden="true" className="tabular-nums">
            {value}
          </span>
          <span className="sr-only">{label}</span>
        </>
      )}
    </span>
  );
}

export type CardUpdatedProps = Omit<React.ComponentProps<"span">, "children"> & {
  /** When the thing last changed. */
  date: Date;
  /** Locale of the date; the user's when omitted. */
  locale?: string;
};

/** "Updated <date>" at the end of `CardStats` (only the date is shown). */
export function CardUpdated({ date, locale, className, ...props }: CardUpdatedProps) {
  return (
    <span data-slot="card-updated" className={cn("ml-auto min-w-0 truncate text-xs", className)} {...props}>
      <span className="sr-only">Updated </span>
      <time dateTime={date.toISOString()}>{formatDate(date, locale)}</time>
    </span>
  );
}

/** The actions at the bottom, under a line, above the title link's click area. */
export function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-footer"
      className={cn(
        "relative z-10 flex items-center gap-2 border-zinc-100 border-t pt-3 dark:border-zinc-800",
        className,
      )}
      {...props}
    />
  );
}
