import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlert, RotateCw } from "lucide-react";
import { cn } from "../../lib/cn";
import { Button } from "../Button/Button";

/** Classes of {@link ErrorNotice}: its tone (red error, amber warning) and layout. */
export const errorNoticeVariants = /* @__PURE__ */ cva("flex min-w-0 rounded-lg border text-sm", {
  variants: {
    tone: {
      error:
        "border-red-200 bg-red-50 text-red-900 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200",
      warning:
        "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-200",
    },
    layout: {
      /** One row: icon, message, Retry at the end (wraps under the message when narrow). */
      inline: "flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3",
      /** Icon beside a column: the message, then Retry under it. */
      stacked: "gap-2 px-3 py-2.5",
    },
  },
  defaultVariants: { tone: "error", layout: "inline" },
});

export type ErrorNoticeProps = Omit<React.ComponentProps<"div">, "title"> &
  VariantProps<typeof errorNoticeVariants> & {
    /** A bold lead before the message ("Couldn't load datasets."). */
    title?: React.ReactNode;
    /** What went wrong, in plain words. */
    message: React.ReactNode;
    /** Called by the retry button; without it there is no button. */
    onRetry?: () => void;
    /** The button's text: "Retry" by default ("Try Again" where the spec says so). */
    retryLabel?: string;
  };

/**
 * A failed load in place (role="alert"): a red (or amber, when something still shows) note with the
 * message and a Retry button. The screens' lists and panels use it; a whole page's failure is an
 * `ErrorCard`.
 */
export function ErrorNotice({
  title,
  message,
  onRetry,
  retryLabel = "Retry",
  tone,
  layout,
  className,
  children,
  ...props
}: ErrorNoticeProps) {
  const text = (
    <>
      {title && <span className="font-medium">{title}</span>}
      {title && " "}
      {message}
    </>
  );
  const retry = onRetry && (
    <Button variant="outline" size="sm" onClick={onRetry} data-slot="error-notice-retry">
      <RotateCw aria-hidden="true" />
      {retryLabel}
    </Button>
  );
  return (
    <div
      role="alert"
      data-slot="error-notice"
      data-tone={tone ?? "error"}
      className={cn(errorNoticeVariants({ tone, layout }), className)}
      {...props}
    >
      <CircleAlert aria-hidden="true" className={cn("size-4 shrink-0", layout === "stacked" && "mt-0.5")} />
      {layout === "stacked" ? (
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p>{text}</p>
          {children}
          {retry && <div>{retry}</div>}
        </div>
      ) : (
        <>
          <p className="min-w-0 flex-1">{text}</p>
          {children}
          {retry}
        </>
      )}
    </div>
  );
}
