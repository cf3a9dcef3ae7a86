import { Bookmark } from "lucide-react";
import { cn } from "../../lib/cn";

export type BookmarkToggleProps = Omit<React.ComponentProps<"button">, "children" | "onClick"> & {
  /** What is saved, for the accessible name ("Bookmark bert-base-uncased"). */
  name: string;
  saved: boolean;
  onSavedChange: (saved: boolean) => void;
};

/**
 * The card's bookmark over its cover (issue 15 item 5): a toggle button, pressed when the model or dataset
 * is saved to the profile's Saved tab. It sits above the card link's click area, so it never opens the card.
 */
export function BookmarkToggle({ name, saved, onSavedChange, className, ...props }: BookmarkToggleProps) {
  return (
    <button
      type="button"
      data-slot="bookmark-toggle"
      aria-pressed={saved}
      aria-label={`Bookmark ${name}`}
      title={saved ? "Saved to your profile" : "Save to your profile"}
      onClick={() => onSavedChange(!saved)}
      className={cn(
        "absolute top-3 left-3 z-10 inline-flex size-9 items-center justify-center rounded-full shadow-md ring-1 transition-colors",
        "outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-offset-zinc-900",
        saved
          ? "bg-indigo-600 text-white ring-indigo-700"
          : "bg-white text-zinc-700 ring-black/10 hover:bg-zinc-50 dark:bg-zinc-900 dark:text-zinc-200 dark:ring-white/15 dark:hover:bg-zinc-800",
        className,
      )}
      {...props}
    >
      <Bookmark aria-hidden="true" className={cn("size-4", saved && "fill-current")} />
    </button>
  );
}
