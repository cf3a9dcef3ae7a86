import { cn } from "../../lib/cn";

/**
 * A white card holding one part of a screen: a heading row (`PanelHeader` with a `PanelTitle` and
 * actions) over its content. Renders a `<section>`; name it with `aria-labelledby` pointing at the title.
 */
export function Panel({ className, ...props }: React.ComponentProps<"section">) {
  return (
    <section
      data-slot="panel"
      className={cn(
        "flex min-w-0 flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs dark:border-zinc-800 dark:bg-zinc-900",
        className,
      )}
      {...props}
    />
  );
}

/** The heading row of a {@link Panel}: the title at the start, actions (buttons) at the end. */
export function PanelHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="panel-header"
      className={cn("flex flex-wrap items-center justify-between gap-3", className)}
      {...props}
    />
  );
}

/** The panel's heading (an `<h2>`); give it an `id` for the panel's `aria-labelledby`. */
export function PanelTitle({ className, ...props }: React.ComponentProps<"h2">) {
  return (
    <h2
      data-slot="panel-title"
      className={cn("font-semibold text-lg text-zinc-900 dark:text-white", className)}
      {...props}
    />
  );
}
