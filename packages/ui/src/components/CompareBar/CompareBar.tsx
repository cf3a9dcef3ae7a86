import { GitCompareArrows, X } from "lucide-react";
import { cn } from "../../lib/cn";
import { Button } from "../Button/Button";

/** A model in the compare selection. */
export interface CompareBarItem {
  id: string;
  /** Shown in the bar, e.g. the repo name. */
  name: string;
}

export type CompareBarProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The selected models, oldest first (0 to `max`). */
  selected: readonly CompareBarItem[];
  /**
   * How many models are compared at once (`COMPARE_MAX`); a prop so that this bar, loaded with compare
   * mode, shares no module with the store's first download.
   */
  max: number;
  /** Called with the id of a model whose remove button was pressed. */
  onRemove: (id: string) => void;
  /** Called by "Compare Now" (enabled only with exactly two models). */
  onCompare: () => void;
  /** When given, a "Clear" button empties the selection. */
  onClear?: () => void;
};

/**
 * The floating bar of compare mode (spec §2, §4), fixed at the bottom centre: the selected models with
 * remove buttons, and "Compare Now", enabled only when exactly two are selected; otherwise the button
 * reads "Select 2 Models" and is disabled.
 */
export function CompareBar({
  selected,
  max,
  onRemove,
  onCompare,
  onClear,
  className,
  ...props
}: CompareBarProps) {
  const ready = selected.length === max;
  return (
    <section
      aria-label="Model comparison"
      data-slot="compare-bar"
      data-state={ready ? "ready" : "selecting"}
      className={cn(
        "pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4 pb-[env(safe-area-inset-bottom)]",
        className,
      )}
      {...props}
    >
      <div className="pointer-events-auto flex w-full max-w-3xl flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-zinc-200 bg-white/95 p-3 shadow-xl ring-1 ring-black/5 backdrop-blur sm:w-auto sm:flex-nowrap dark:border-zinc-700 dark:bg-zinc-900/95 dark:ring-white/5">
        <p
          aria-live="polite"
          data-slot="compare-bar-count"
          className="flex shrink-0 items-center gap-2 font-medium text-sm text-zinc-700 dark:text-zinc-300"
        >
          <GitCompareArrows aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />
          {selected.length} of {max} selected
        </p>
        {selected.length > 0 ? (
          <ul aria-label="Selected models" className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
            {selected.map((item) => (
              <li
                key={item.id}
                title={item.id}
                className="flex min-w-0 max-w-56 items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-0.5 pl-3 text-indigo-900 text-sm ring-1 ring-indigo-600/20 ring-inset dark:bg-indigo-500/15 dark:text-indigo-100 dark:ring-indigo-400/30"
              >
                <span className="truncate">{item.name}</span>
                <button
                  type="button"
                  aria-label={`Remove ${item.name}`}
                  onClick={() => onRemove(item.id)}
                  className="inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-full text-indigo-700 outline-none hover:bg-indigo-100 focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-indigo-200 dark:hover:bg-indigo-500/25"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="min-w-0 flex-1 text-sm text-zinc-600 dark:text-zinc-400">
            Pick two models to compare.
          </p>
        )}
        <div className="flex w-full shrink-0 items-center justify-end gap-2 sm:w-auto">
          {onClear && selected.length > 0 && (
            <Button variant="ghost" onClick={onClear} data-slot="compare-bar-clear">
              Clear
            </Button>
          )}
          <Button
            variant="primary"
            disabled={!ready}
            onClick={onCompare}
            data-slot="compare-bar-compare"
            className="max-sm:flex-1"
          >
            {ready ? "Compare Now" : `Select ${max} Models`}
          </Button>
        </div>
      </div>
    </section>
  );
}
