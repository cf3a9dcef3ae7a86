import { cva, type VariantProps } from "class-variance-authority";
import { LoaderCircle } from "lucide-react";
import { cn } from "../../lib/cn";

/** Classes of {@link Spinner}. */
export const spinnerVariants = /* @__PURE__ */ cva(
  "inline-flex items-center justify-center text-indigo-600 dark:text-indigo-400",
  {
    variants: {
      size: {
        sm: "[&_svg]:size-4",
        md: "[&_svg]:size-6",
        lg: "[&_svg]:size-10",
      },
    },
    defaultVariants: { size: "md" },
  },
);

export type SpinnerProps = React.ComponentProps<"span"> &
  VariantProps<typeof spinnerVariants> & {
    /** What is loading, read by screen readers. */
    label?: string;
  };

/** An animated loading indicator, announced as a status with a visually hidden label. */
export function Spinner({ className, size, label = "Loading", ...props }: SpinnerProps) {
  const resolvedSize = size ?? "md";
  return (
    <span
      role="status"
      data-slot="spinner"
      data-size={resolvedSize}
      className={cn(spinnerVariants({ size: resolvedSize }), className)}
      {...props}
    >
      <LoaderCircle
        aria-hidden="true"
        className="animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
