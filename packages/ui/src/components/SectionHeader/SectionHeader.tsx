import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";

/** Classes of {@link SectionHeader}: `md` heads a panel or card, `lg` a part of a page. */
export const sectionHeaderVariants = /* @__PURE__ */ cva("flex flex-wrap justify-between", {
  variants: {
    size: {
      md: "items-center gap-3",
      lg: "items-baseline gap-2",
    },
  },
  defaultVariants: { size: "md" },
});

const titleClass = { md: "text-lg", lg: "text-xl" } as const;

export type SectionHeaderProps = Omit<React.ComponentProps<"div">, "title"> &
  VariantProps<typeof sectionHeaderVariants> & {
    /** The section's heading. */
    title: React.ReactNode;
    /** The heading's id, for the section's `aria-labelledby`. */
    titleId?: string;
    /** The heading's level: `h2` by default. */
    level?: 2 | 3;
    /** A count beside the title, e.g. `<Badge>120 nodes</Badge>`. */
    badge?: React.ReactNode;
    /** What goes at the end of the row: buttons, links ("Refresh", "View all") or a status badge. */
    actions?: React.ReactNode;
  };

/**
 * The heading row of a part of a screen: its title with a count badge at the start, actions at the end
 * (they wrap under the title when narrow). Panels, the graph's lists, the insights posts and the swarm
 * run's sections use it.
 */
export function SectionHeader({
  title,
  titleId,
  level = 2,
  badge,
  actions,
  size,
  className,
  ...props
}: SectionHeaderProps) {
  const Heading = `h${level}` as const;
  const heading = (
    <Heading
      id={titleId}
      data-slot="section-header-title"
      className={cn("m-0 font-semibold text-zinc-900 dark:text-white", titleClass[size ?? "md"])}
    >
      {title}
    </Heading>
  );
  return (
    <div
      data-slot="section-header"
      data-size={size ?? "md"}
      className={cn(sectionHeaderVariants({ size }), className)}
      {...props}
    >
      {badge ? (
        <div className="flex min-w-0 items-center gap-2">
          {heading}
          {badge}
        </div>
      ) : (
        heading
      )}
      {actions}
    </div>
  );
}
