import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";

/** Classes of {@link Badge}; reuse them to give another element a chip look. */
export const badgeVariants = /* @__PURE__ */ cva(
  [
    "inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden whitespace-nowrap rounded-full border font-medium",
    "outline-none transition-colors focus-visible:ring-2 focus-visible:ring-indigo-500 dark:focus-visible:ring-indigo-400",
    "[&>svg]:pointer-events-none [&>svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        default: "border-transparent bg-indigo-600 text-white dark:bg-indigo-500",
        secondary: "border-transparent bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300",
        outline:
          "border-zinc-300 bg-white text-zinc-700 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300",
        success:
          "border-transparent bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-300",
        warning: "border-transparent bg-amber-50 text-amber-800 dark:bg-amber-950/60 dark:text-amber-300",
        destructive: "border-transparent bg-red-50 text-red-700 dark:bg-red-950/60 dark:text-red-300",
      },
      size: {
        sm: "px-2 py-0.5 text-xs [&>svg]:size-3",
        md: "px-2.5 py-1 text-sm [&>svg]:size-3.5",
      },
    },
    defaultVariants: { variant: "default", size: "sm" },
  },
);

export type BadgeProps = React.ComponentProps<"span"> &
  VariantProps<typeof badgeVariants> & {
    /** Render the single child element (e.g. a `<Link>`) with the badge's look and props. */
    asChild?: boolean;
  };

/** A small label or chip (a tag, a status, a count) in one of six variants and two sizes. */
export function Badge({ className, variant, size, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : "span";
  const resolvedVariant = variant ?? "default";
  const resolvedSize = size ?? "sm";
  return (
    <Comp
      data-slot="badge"
      data-variant={resolvedVariant}
      data-size={resolvedSize}
      className={cn(badgeVariants({ variant: resolvedVariant, size: resolvedSize }), className)}
      {...props}
    />
  );
}
