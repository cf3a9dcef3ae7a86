import { cva } from "class-variance-authority";
import { Code, FileText, Languages, type LucideIcon, PenLine } from "lucide-react";
import { cn } from "../../lib/cn";
import type { PresetCategory, PresetPrompt } from "../../lib/presets";

/** Colours of a preset's category badge and icon (AA contrast in both themes). */
export const presetCategoryVariants = /* @__PURE__ */ cva(
  "inline-flex items-center rounded-md px-2 py-0.5 font-medium text-xs ring-1 ring-inset",
  {
    variants: {
      category: {
        coding:
          "bg-indigo-50 text-indigo-700 ring-indigo-600/20 dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-400/25",
        poetry:
          "bg-rose-50 text-rose-700 ring-rose-600/20 dark:bg-rose-500/10 dark:text-rose-300 dark:ring-rose-400/25",
        summarization:
          "bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/25",
        translation:
          "bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/25",
      } satisfies Record<PresetCategory, string>,
    },
    defaultVariants: { category: "coding" },
  },
);

/** The icon of each preset category (spec §3: a preset has an icon and a colour). */
export const PRESET_CATEGORY_ICONS: Record<PresetCategory, LucideIcon> = {
  coding: Code,
  poetry: PenLine,
  summarization: FileText,
  translation: Languages,
};

export type PresetCardProps = Omit<React.ComponentProps<"button">, "children" | "onSelect"> & {
  /** The preset to show. */
  preset: PresetPrompt;
  /** Whether its prompt is the one in the prompt box (rings the card, `aria-pressed`). */
  selected?: boolean;
  /** Called with the preset when the card is chosen. */
  onSelect: (preset: PresetPrompt) => void;
};

/**
 * A preset prompt (spec §2.11): a button with the category icon, title, description and category
 * badge. Choosing it calls `onSelect`; the screen's container fills the prompt and clears the result.
 */
export function PresetCard({
  preset,
  selected = false,
  onSelect,
  className,
  onClick,
  ...props
}: PresetCardProps) {
  const Icon = PRESET_CATEGORY_ICONS[preset.category];
  return (
    <button
      type="button"
      data-slot="preset-card"
      data-category={preset.category}
      data-state={selected ? "selected" : undefined}
      aria-pressed={selected}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onSelect(preset);
      }}
      className={cn(
        "group relative flex h-full w-full cursor-pointer flex-col items-start gap-2 rounded-lg border border-zinc-200 bg-white p-3 text-left outline-none transition-[border-color,box-shadow,background-color]",
        "hover:border-zinc-300 hover:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:ring-offset-white",
        "dark:border-zinc-800 dark:bg-zinc-900 dark:focus-visible:ring-indigo-400 dark:focus-visible:ring-offset-zinc-950 dark:hover:border-zinc-700 dark:hover:bg-zinc-800/60",
        selected &&
          "border-indigo-500 bg-indigo-50/60 ring-1 ring-indigo-500 hover:border-indigo-500 hover:bg-indigo-50/60 dark:border-indigo-400 dark:bg-indigo-500/10 dark:ring-indigo-400 dark:hover:border-indigo-400 dark:hover:bg-indigo-500/10",
        className,
      )}
      {...props}
    >
      <span className="flex w-full min-w-0 items-start gap-2">
        <span
          aria-hidden="true"
          className={cn(presetCategoryVariants({ category: preset.category }), "shrink-0 p-1.5")}
        >
          <Icon className="size-4" />
        </span>
        <span className="min-w-0 flex-1">
          <span
            data-slot="preset-card-title"
            className="block font-semibold text-sm text-zinc-900 leading-snug dark:text-white"
          >
            {preset.title}
          </span>
          <span
            data-slot="preset-card-description"
            className="mt-0.5 block text-xs text-zinc-600 leading-snug dark:text-zinc-400"
          >
            {preset.description}
          </span>
        </span>
      </span>
      <span
        data-slot="preset-card-category"
        className={presetCategoryVariants({ category: preset.category })}
      >
        <span className="sr-only">Category: </span>
        {preset.category}
      </span>
    </button>
  );
}
