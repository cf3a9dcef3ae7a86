import { Button } from "../../components/Button/Button";
import { cn } from "../../lib/cn";

export type InlineErrorProps = Omit<React.ComponentProps<"div">, "children"> & {
  message: string;
  /** "Try Again", when given. */
  onRetry?: () => void;
};

/** A section's failure in place (the posts, the discussions): its message and "Try Again". */
export function InlineError({ message, onRetry, className, ...props }: InlineErrorProps) {
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900 text-sm dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200",
        className,
      )}
      {...props}
    >
      <p className="m-0">{message}</p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try Again
        </Button>
      )}
    </div>
  );
}
