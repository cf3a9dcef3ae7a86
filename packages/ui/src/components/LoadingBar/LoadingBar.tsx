import { useEffect, useState } from "react";
import { cn } from "../../lib/cn";

export type LoadingBarProps = React.ComponentProps<"div"> & {
  /** Whether something is loading (a page being navigated to). */
  active: boolean;
  /** What is loading, read by screen readers. */
  label?: string;
  /** The bar shows only once loading has lasted this long, so quick loads show nothing. */
  delayMs?: number;
};

/**
 * A thin bar across the top of the window while a page loads: the previous page stays on screen meanwhile,
 * so this is the sign that the click was taken. Announced as a progress bar with no value (indeterminate).
 */
export function LoadingBar({
  active,
  label = "Loading page",
  delayMs = 150,
  className,
  ...props
}: LoadingBarProps) {
  const [shown, setShown] = useState(active && delayMs === 0);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  if (!shown) return null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      data-slot="loading-bar"
      className={cn(
        "fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-indigo-600/20 dark:bg-indigo-400/20",
        className,
      )}
      {...props}
    >
      <div className="h-full w-2/5 animate-loading-bar bg-indigo-600 motion-reduce:w-full motion-reduce:animate-none dark:bg-indigo-400" />
    </div>
  );
}
