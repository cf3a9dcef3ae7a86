import { Search } from "lucide-react";
import { cn } from "../../lib/cn";
import { Button } from "../Button/Button";

export type GlobalSearchButtonProps = Omit<React.ComponentProps<"button">, "children"> & {
  /** The shortcut shown in the button: "⌘K" on Apple devices, "Ctrl K" elsewhere (see `searchShortcutLabel`). */
  shortcut?: string;
};

/**
 * The navbar's search button: "Search" and its shortcut from `sm` on, a magnifier alone on a phone. Opens the
 * global search (the app's; the dialog's code loads on demand, this button is in the first download).
 */
export function GlobalSearchButton({ shortcut = "Ctrl K", className, ...props }: GlobalSearchButtonProps) {
  return (
    <Button
      variant="outline"
      size="icon"
      aria-keyshortcuts="Meta+K Control+K"
      data-slot="global-search-button"
      className={cn(
        "text-sm text-zinc-600 sm:w-auto sm:justify-start sm:gap-2 sm:px-3 lg:w-52 dark:text-zinc-300",
        className,
      )}
      {...props}
    >
      <Search aria-hidden="true" className="size-4" />
      <span className="sr-only sm:not-sr-only">Search</span>
      <span
        aria-hidden="true"
        className="ml-auto hidden rounded border border-zinc-200 bg-zinc-50 px-1.5 font-sans text-[11px] text-zinc-600 sm:inline dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-400"
      >
        {shortcut}
      </span>
    </Button>
  );
}
