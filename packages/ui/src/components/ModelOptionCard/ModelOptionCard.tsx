import { cva } from "class-variance-authority";
import { CircleCheck, CircleSlash, Cpu, Download, Heart } from "lucide-react";
import { useId } from "react";
import { cn } from "../../lib/cn";
import { formatCompact, formatDate, formatNumber, formatParameters } from "../../lib/format";
import {
  type PlaygroundModel,
  type PlaygroundModelCategory,
  playgroundModelCategory,
  playgroundModelName,
  playgroundModelTags,
} from "../../lib/playground-models";

/** Tags shown on an option before "+N" (spec §2.11). */
export const MODEL_OPTION_MAX_TAGS = 3;

/** Colours of the category badge of a model option. */
export const modelOptionCategoryVariants = /* @__PURE__ */ cva(
  "inline-flex shrink-0 items-center rounded-md px-1.5 py-0.5 font-medium text-xs ring-1 ring-inset",
  {
    variants: {
      category: {
        llm: "bg-indigo-50 text-indigo-700 ring-indigo-600/20 dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-400/25",
        code: "bg-sky-50 text-sky-800 ring-sky-600/20 dark:bg-sky-500/10 dark:text-sky-300 dark:ring-sky-400/25",
        text: "bg-teal-50 text-teal-800 ring-teal-600/20 dark:bg-teal-500/10 dark:text-teal-300 dark:ring-teal-400/25",
        instruction:
          "bg-violet-50 text-violet-700 ring-violet-600/20 dark:bg-violet-500/10 dark:text-violet-300 dark:ring-violet-400/25",
        qa: "bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/25",
        multilingual:
          "bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/25",
        creative:
          "bg-rose-50 text-rose-700 ring-rose-600/20 dark:bg-rose-500/10 dark:text-rose-300 dark:ring-rose-400/25",
        unknown:
          "bg-zinc-100 text-zinc-700 ring-zinc-500/20 dark:bg-zinc-800 dark:text-zinc-300 dark:ring-zinc-600/40",
      } satisfies Record<PlaygroundModelCategory | "unknown", string>,
    },
    defaultVariants: { category: "unknown" },
  },
);

export type ModelOptionCardProps = Omit<React.ComponentProps<"label">, "children" | "onSelect"> & {
  /** The model to show. */
  model: PlaygroundModel;
  /** The `name` of the radio group the option belongs to. */
  name: string;
  /** Whether this model is the selected one. */
  checked: boolean;
  /** Called with the model id when the option is chosen (click, Space, or arrow keys in the group). */
  onSelect: (id: string) => void;
  /** Locale of the numbers and dates; the user's by default. */
  locale?: string;
  /** Disables the radio (e.g. while a prompt runs). */
  disabled?: boolean;
};

/** A number with its icon: compact on screen, exact for assistive technology; "n/a" when unknown. */
function Stat({
  icon: Icon,
  value,
  noun,
  locale,
  slot,
}: {
  icon: typeof Download;
  value: number | undefined;
  noun: string;
  locale?: string;
  slot: string;
}) {
  const exact = value === undefined ? undefined : formatNumber(value, locale);
  return (
    <span
      data-slot={slot}
      data-state={value === undefined ? "unknown" : undefined}
      title={exact === undefined ? `${noun}: not available` : `${exact} ${noun}`}
      className="inline-flex items-center gap-1"
    >
      <Icon aria-hidden="true" className="size-3.5" />
      <span aria-hidden="true" className="tabular-nums">
        {value === undefined ? "n/a" : formatCompact(value)}
      </span>
      <span className="sr-only">{exact === undefined ? `${noun}: not available` : `${exact} ${noun}`}</span>
    </span>
  );
}

/**
 * A model in the playground's "Select Model" grid: a radio option showing the name, owner, category,
 * downloads, likes, size, last update, up to 3 tags plus "+N", and "Available" (or "Unavailable") when
 * the router's status is known. Unknown values read "n/a". The selected option is highlighted. The
 * native radio keeps the group keyboard accessible (Tab into the group, arrows to move).
 */
export function ModelOptionCard({
  model,
  name,
  checked,
  onSelect,
  locale,
  disabled = false,
  className,
  ...props
}: ModelOptionCardProps) {
  const id = useId();
  const category = playgroundModelCategory(model);
  const tags = playgroundModelTags(model);
  const shown = tags.slice(0, MODEL_OPTION_MAX_TAGS);
  const hidden = tags.length - shown.length;
  const owner = model.id.includes("/") ? model.id.slice(0, model.id.indexOf("/")) : undefined;
  const updated = model.lastModified ?? model.createdAt;

  return (
    <label
      data-slot="model-option-card"
      data-state={checked ? "checked" : "unchecked"}
      data-disabled={disabled || undefined}
      className={cn(
        "relative flex h-full cursor-pointer flex-col gap-2 rounded-lg border border-zinc-200 bg-white p-3 transition-[border-color,box-shadow,background-color]",
        "hover:border-zinc-300 hover:bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900 dark:hover:border-zinc-700 dark:hover:bg-zinc-800/60",
        "has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-indigo-500 has-[input:focus-visible]:ring-offset-2 has-[input:focus-visible]:ring-offset-white dark:has-[input:focus-visible]:ring-indigo-400 dark:has-[input:focus-visible]:ring-offset-zinc-950",
        checked &&
          "border-indigo-500 bg-indigo-50/60 ring-1 ring-indigo-500 hover:border-indigo-500 hover:bg-indigo-50/60 dark:border-indigo-400 dark:bg-indigo-500/10 dark:ring-indigo-400 dark:hover:border-indigo-400 dark:hover:bg-indigo-500/10",
        disabled && "cursor-not-allowed opacity-60",
        className,
      )}
      {...props}
    >
      <input
        type="radio"
        name={name}
        value={model.id}
        checked={checked}
        disabled={disabled}
        onChange={() => onSelect(model.id)}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-details`}
        className="sr-only"
      />
      <span className="flex min-w-0 items-start gap-2">
        <span
          aria-hidden="true"
          className={cn(
            "mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border border-zinc-400 dark:border-zinc-500",
            checked && "border-indigo-600 dark:border-indigo-400",
          )}
        >
          {checked && <span className="size-2 rounded-full bg-indigo-600 dark:bg-indigo-400" />}
        </span>
        <span className="min-w-0 flex-1">
          <span
            id={`${id}-name`}
            title={model.id}
            data-slot="model-option-name"
            className="block font-semibold text-sm text-zinc-900 leading-snug wrap-anywhere dark:text-white"
          >
            {playgroundModelName(model.id)}
          </span>
          {owner && <span className="block truncate text-xs text-zinc-600 dark:text-zinc-400">{owner}</span>}
        </span>
        <span
          data-slot="model-option-category"
          className={modelOptionCategoryVariants({ category: category ?? "unknown" })}
        >
          <span className="sr-only">Category: </span>
          {category ?? "n/a"}
        </span>
      </span>

      <span id={`${id}-details`} className="flex flex-col gap-2">
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400">
          <Stat
            icon={Download}
            value={model.downloads}
            noun="downloads"
            locale={locale}
            slot="model-option-downloads"
          />
          <Stat icon={Heart} value={model.likes} noun="likes" locale={locale} slot="model-option-likes" />
          <span data-slot="model-option-size" className="inline-flex items-center gap-1" title="Parameters">
            <Cpu aria-hidden="true" className="size-3.5" />
            <span className="sr-only">Size: </span>
            {model.parameters === undefined ? "n/a" : formatParameters(model.parameters)}
          </span>
          {updated && (
            <span data-slot="model-option-updated">
              <span className="sr-only">Updated </span>
              <time dateTime={updated.toISOString()}>{formatDate(updated, locale)}</time>
            </span>
          )}
        </span>

        <span className="flex flex-wrap items-center gap-1">
          <span className="sr-only">Tags: </span>
          {shown.length === 0 && <span className="text-xs text-zinc-500 dark:text-zinc-400">No tags</span>}
          {shown.map((tag) => (
            <span
              key={tag}
              data-slot="model-option-tag"
              className="max-w-32 truncate rounded bg-zinc-100 px-1.5 py-0.5 text-xs text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300"
            >
              {tag}
            </span>
          ))}
          {hidden > 0 && (
            <span
              data-slot="model-option-more-tags"
              className="px-0.5 text-xs text-zinc-600 dark:text-zinc-400"
            >
              +{hidden}
              <span className="sr-only"> more tags</span>
            </span>
          )}
          {model.available !== undefined && (
            <span
              data-slot="model-option-availability"
              data-state={model.available ? "available" : "unavailable"}
              className={cn(
                "ml-auto inline-flex items-center gap-1 font-medium text-xs",
                model.available
                  ? "text-emerald-700 dark:text-emerald-400"
                  : "text-zinc-600 dark:text-zinc-400",
              )}
            >
              {model.available ? (
                <CircleCheck aria-hidden="true" className="size-3.5" />
              ) : (
                <CircleSlash aria-hidden="true" className="size-3.5" />
              )}
              {model.available ? "Available" : "Unavailable"}
            </span>
          )}
        </span>
      </span>
    </label>
  );
}
