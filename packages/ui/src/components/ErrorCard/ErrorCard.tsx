import { CircleExclamationPoint, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Button } from "../Button/Button";

export type ErrorCardProps = Omit<React.ComponentProps<"div">, "title"> & {
  /** Short headline, e.g. "App Error". */
  title: ReactNode;
  /** What happened and what the user can do. */
  description?: ReactNode;
  /** Text of the action button, e.g. "Reload Page". The button shows only with `onAction`. */
  actionLabel?: string;
  /** Called when the action button is pressed. */
  onAction?: () => void;
  /** Heading level of the title (2 by default; 1 when the card is the whole page). */
  headingLevel?: 1 | 2 | 3;
};

/** A centred card announcing an error (role="alert"), with an optional recovery action. */
export function ErrorCard({
  title,
  description,
  actionLabel = "Try Again",
  onAction,
  headingLevel = 2,
  className,
  children,
  ...props
}: ErrorCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      role="alert"
      data-slot="error-card"
      className={cn(
        "mx-auto my-12 flex w-full max-w-md flex-col items-center gap-4 rounded-xl border border-red-200 bg-white p-6 text-center shadow-sm",
        "dark:border-red-900/60 dark:bg-zinc-900",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600 dark:bg-red-500/15 dark:text-red-400"
      >
        <CircleExclamationPoint className="size-6" />
      </span>
      <div className="flex flex-col gap-1.5">
        <Heading
          data-slot="error-card-title"
          className="font-semibold text-lg text-zinc-900 wrap-anywhere dark:text-white"
        >
          {title}
        </Heading>
        {description && (
          <div data-slot="error-card-description" className="text-sm text-zinc-600 dark:text-zinc-400">
            {description}
          </div>
        )}
      </div>
      {children}
      {onAction && (
        <Button variant="primary" onClick={onAction} data-slot="error-card-action">
          <RotateCw aria-hidden="true" />
          {actionLabel}
        </Button>
      )}
    </div>
  );
}
