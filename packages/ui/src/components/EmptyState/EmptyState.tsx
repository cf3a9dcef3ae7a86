import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";

/** Classes of {@link EmptyState}: `lg` fills a grid's place (a screen's list), `sm` sits inside a panel. */
export const emptyStateVariants = /* @__PURE__ */ cva(
  "flex flex-col items-center gap-3 border border-zinc-300 border-dashed text-center dark:border-zinc-700",
  {
    variants: {
      size: {
        lg: [
          "min-h-80 justify-center rounded-xl p-8",
          "[&>svg]:size-10 [&>svg]:text-zinc-400 dark:[&>svg]:text-zinc-500",
        ],
        sm: "rounded-lg p-6 [&>svg]:size-8 [&>svg]:text-zinc-400 dark:[&>svg]:text-zinc-500",
      },
    },
    defaultVariants: { size: "lg" },
  },
);

export type EmptyStateProps = Omit<React.ComponentProps<"div">, "title"> &
  VariantProps<typeof emptyStateVariants> & {
    /** An icon over the title (decorative: give it `aria-hidden`). */
    icon?: React.ReactNode;
    /** The headline ("No models found"). */
    title: React.ReactNode;
    /**
     * The title's element: an `h2` by default (the empty state stands for a screen's list); `p` where it
     * sits under a panel's own heading and is no heading of its own.
     */
    titleAs?: "h2" | "h3" | "p";
    /** What to try next. */
    description?: React.ReactNode;
    /** A way out, e.g. a "Clear search" or "Reset Filters" button. */
    action?: React.ReactNode;
  };

/**
 * "Nothing here": a dashed box with an icon, a title, a line and an action. The screens' lists (store,
 * datasets, feed, posts) and the playground's model list show it when a load found nothing.
 */
export function EmptyState({
  icon,
  title,
  titleAs,
  description,
  action,
  size,
  className,
  ...props
}: EmptyStateProps) {
  const Title = titleAs ?? (size === "sm" ? "p" : "h2");
  return (
    <div
      data-slot="empty-state"
      data-size={size ?? "lg"}
      className={cn(emptyStateVariants({ size }), className)}
      {...props}
    >
      {icon}
      <Title
        data-slot="empty-state-title"
        className={
          Title === "p"
            ? "text-sm text-zinc-700 dark:text-zinc-300"
            : "font-semibold text-lg text-zinc-900 dark:text-white"
        }
      >
        {title}
      </Title>
      {description && <p className="max-w-sm text-sm text-zinc-600 dark:text-zinc-400">{description}</p>}
      {action}
    </div>
  );
}
