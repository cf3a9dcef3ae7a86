import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { cn } from "../../lib/cn";

const nativeSelectClass = /* @__PURE__ */ cn(
  "h-10 w-full cursor-pointer appearance-none rounded-lg border border-zinc-300 bg-white pr-9 pl-3 text-sm text-zinc-900 shadow-xs",
  "outline-none transition-[border-color,box-shadow] focus-visible:border-indigo-500 focus-visible:ring-2 focus-visible:ring-indigo-500/40",
  "disabled:cursor-not-allowed disabled:opacity-50",
  "dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:focus-visible:border-indigo-400 dark:focus-visible:ring-indigo-400/40",
);

/**
 * A native `<select>` in the filters' look, with its chevron: the platform's own picker on phones (the
 * datasets filters, the store's sort). `className` goes on the wrapper.
 */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <div className={cn("relative", className)}>
      <select className={nativeSelectClass} {...props} />
      <ChevronDown
        aria-hidden="true"
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-3 size-4 text-zinc-500 dark:text-zinc-400"
      />
    </div>
  );
}

export type SortSelectProps<T extends string> = {
  /** The selected order. */
  value: T;
  /** The orders, in the order listed, with their labels. */
  options: readonly { value: T; label: string }[];
  /** Called with the picked order. */
  onValueChange: (value: T) => void;
  /** The select's `data-slot`. */
  slot?: string;
  /** The visible label; "Sort by" by default. */
  label?: string;
};

/** "Sort by" and a {@link NativeSelect} of orders (the store's, the featured models'). */
export function SortSelect<T extends string>({
  value,
  options,
  onValueChange,
  slot,
  label = "Sort by",
}: SortSelectProps<T>) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="font-medium text-sm text-zinc-700 dark:text-zinc-300">
        {label}
      </label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value as T)}
        data-slot={slot}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
