import { Check } from "lucide-react";
import { cn } from "../../lib/cn";

/** The compare-mode checkbox over the cover: "Select", or "✓ Selected" (a check icon) when checked. */
export function ModelCardCompareCheckbox({
  name,
  checked,
  onCheckedChange,
}: {
  name: string;
  checked: boolean;
  onCheckedChange: () => void;
}) {
  return (
    // Above the card link's click area, so pressing it never opens the model.
    <label
      data-slot="model-card-select"
      data-state={checked ? "checked" : "unchecked"}
      className={cn(
        "absolute top-3 right-3 z-10 inline-flex cursor-pointer select-none items-center gap-1.5 rounded-full px-3 py-1.5 font-medium text-sm shadow-md ring-1 transition-colors",
        "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500 has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-white dark:has-[:focus-visible]:ring-offset-zinc-900",
        checked
          ? "bg-indigo-600 text-white ring-indigo-700"
          : "bg-white text-zinc-900 ring-black/10 hover:bg-zinc-50 dark:bg-zinc-900 dark:text-zinc-100 dark:ring-white/15 dark:hover:bg-zinc-800",
      )}
    >
      <input type="checkbox" checked={checked} onChange={onCheckedChange} className="peer sr-only" />
      {checked ? (
        <>
          <Check aria-hidden="true" className="size-4" strokeWidth={2.5} />
          Selected
        </>
      ) : (
        "Select"
      )}
      <span className="sr-only"> {name}</span>
    </label>
  );
}
