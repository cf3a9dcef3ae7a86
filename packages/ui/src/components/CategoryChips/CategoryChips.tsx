import { STORE_CATEGORIES } from "@hiber/hub-sdk/tasks";
import { useEffect, useRef } from "react";
import { cn } from "../../lib/cn";

export type CategoryChipsProps = Omit<React.ComponentProps<"fieldset">, "children" | "onChange"> & {
  /** The selected category (a pipeline tag); undefined selects "All". */
  value?: string;
  /** Called with the picked category, or `undefined` for "All". Not called for the chip already selected. */
  onValueChange: (category?: string) => void;
  /** The chips after "All"; the spec's eight tasks by default (`STORE_CATEGORIES` of `@hiber/hub-sdk/tasks`). */
  categories?: readonly string[];
  /** Accessible name of the group (a visually hidden legend); "Model categories" by default. */
  label?: string;
  /** Text of the first chip, which selects no category; "All" by default. */
  allLabel?: string;
};

/**
 * "All" plus one toggle button per category (spec §9), exactly one pressed (`aria-pressed`). The row
 * scrolls sideways on narrow screens and wraps from `sm` on.
 */
export function CategoryChips({
  value,
  onValueChange,
  categories = STORE_CATEGORIES,
  className,
  label = "Model categories",
  allLabel = "All",
  ...props
}: CategoryChipsProps) {
  const rowRef = useRef<HTMLFieldSetElement>(null);
  // Where the row scrolls sideways, keep the pressed chip in view (without scrolling the page): centred
  // when it was out of view, and centred again when the chips change size (the web font arriving), so the
  // row does not stay placed by the fallback font's widths.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the pressed chip changes
  useEffect(() => {
    const row = rowRef.current;
    const chip = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !chip) return;
    let centred = false;
    const reveal = () => {
      if (row.scrollWidth <= row.clientWidth) return;
      const left = chip.offsetLeft - row.offsetLeft;
      if (centred || left < row.scrollLeft || left + chip.offsetWidth > row.scrollLeft + row.clientWidth) {
        row.scrollLeft = left - (row.clientWidth - chip.offsetWidth) / 2;
        centred = true;
      }
    };
    reveal();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(reveal);
    observer.observe(chip);
    return () => observer.disconnect();
  }, [value]);

  const chips: { label: string; category: string | undefined }[] = [
    { label: allLabel, category: undefined },
    ...categories.map((category) => ({ label: category, category })),
  ];
  return (
    <fieldset
      ref={rowRef}
      data-slot="category-chips"
      className={cn(
        "m-0 flex min-w-0 gap-2 overflow-x-auto border-0 px-0 py-1 [scrollbar-width:thin] sm:flex-wrap sm:overflow-visible",
        className,
      )}
      {...props}
    >
      <legend className="sr-only">{label}</legend>
      {chips.map(({ label, category }) => {
        const pressed = category === value;
        return (
          <button
            key={label}
            type="button"
            aria-pressed={pressed}
            data-state={pressed ? "on" : "off"}
            data-slot="category-chip"
            onClick={() => {
              if (!pressed) onValueChange(category);
            }}
            className={cn(
              "shrink-0 cursor-pointer whitespace-nowrap rounded-full border px-3.5 py-1.5 font-medium text-sm outline-none transition-colors",
              "focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-indigo-400 dark:focus-visible:ring-offset-zinc-950",
              pressed
                ? "border-indigo-600 bg-indigo-600 text-white shadow-sm"
                : "border-zinc-300 bg-white text-zinc-700 hover:border-zinc-400 hover:bg-zinc-50 hover:text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300 dark:hover:border-zinc-600 dark:hover:bg-zinc-800 dark:hover:text-white",
            )}
          >
            {label}
          </button>
        );
      })}
    </fieldset>
  );
}
