import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";

/** Classes of {@link ScreenHeader}'s title: `lg` for the catalogue screens, `md` for the graph and a swarm run. */
export const screenHeaderTitleVariants = /* @__PURE__ */ cva("font-bold text-zinc-900 dark:text-white", {
  variants: {
    size: {
      lg: "text-4xl tracking-tight sm:text-5xl",
      md: "text-3xl tracking-tight",
    },
  },
  defaultVariants: { size: "lg" },
});

export type ScreenHeaderProps = Omit<React.ComponentProps<"div">, "title"> &
  VariantProps<typeof screenHeaderTitleVariants> & {
    /** The screen's name, its one `h1`. */
    title: React.ReactNode;
    /** The `h1`'s id, for the screen's `aria-labelledby`. */
    titleId?: string;
    /** The line under the title. */
    description?: React.ReactNode;
    /** Buttons at the end of the row (they wrap under the title when narrow). */
    actions?: React.ReactNode;
  };

/**
 * The top of a screen: its title (`h1`), a line under it and, at the end of the row, its actions. The
 * store, datasets, feed, playground and graph screens open with it.
 */
export function ScreenHeader({
  title,
  titleId,
  description,
  actions,
  size,
  className,
  ...props
}: ScreenHeaderProps) {
  const lg = (size ?? "lg") === "lg";
  const heading = (
    <>
      <h1 id={titleId} data-slot="screen-header-title" className={screenHeaderTitleVariants({ size })}>
        {title}
      </h1>
      {description && (
        <p
          data-slot="screen-header-description"
          className={cn("text-zinc-600 dark:text-zinc-400", lg && "max-w-2xl text-lg")}
        >
          {description}
        </p>
      )}
    </>
  );
  return (
    <div
      data-slot="screen-header"
      data-size={size ?? "lg"}
      className={cn(
        actions
          ? "flex flex-wrap items-center justify-between gap-3"
          : cn("flex flex-col", lg ? "gap-3" : "gap-1"),
        className,
      )}
      {...props}
    >
      {actions ? (
        <div className={cn("flex min-w-0 flex-col", lg ? "gap-3" : "gap-1")}>{heading}</div>
      ) : (
        heading
      )}
      {actions}
    </div>
  );
}
