import { cn } from "../../lib/cn";

export type CompareToggleProps = Omit<React.ComponentProps<"button">, "children" | "onClick" | "role"> & {
  /** Whether compare mode is on. */
  checked: boolean;
  /** Called with the new state when the switch is pressed. */
  onCheckedChange: (checked: boolean) => void;
  /** The visible label; "Compare Models" by default. */
  label?: string;
};

/** The "Compare Models" switch (`role="switch"`, `aria-checked`) that turns compare mode on and off. */
export function CompareToggle({
  checked,
  onCheckedChange,
  label = "Compare Models",
  className,
  ...props
}: CompareToggleProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-slot="compare-toggle"
      data-state={checked ? "checked" : "unchecked"}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        "group inline-flex h-10 shrink-0 cursor-pointer items-center gap-2.5 rounded-lg px-1 font-medium text-sm text-zinc-800 outline-none dark:text-zinc-200",
        "focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-indigo-400 dark:focus-visible:ring-offset-zinc-950",
        "disabled:pointer-events-none disabled:opacity-50",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        data-slot="compare-toggle-track"
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors",
          checked
            ? "bg-indigo-600"
            : "bg-zinc-300 group-hover:bg-zinc-400 dark:bg-zinc-700 dark:group-hover:bg-zinc-600",
        )}
      >
        <span
          className={cn(
            "size-5 rounded-full bg-white shadow-sm ring-1 ring-black/5 transition-transform motion-reduce:transition-none",
            checked ? "translate-x-5" : "translate-x-0",
          )}
        />
      </span>
      {label}
    </button>
  );
}
