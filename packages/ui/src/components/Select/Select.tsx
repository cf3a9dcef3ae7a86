import * as SelectPrimitive from "@radix-ui/react-select";
import { cva, type VariantProps } from "class-variance-authority";
import { Check, ChevronDown, ChevronUp } from "lucide-react";
import { cn } from "../../lib/cn";

/**
 * A select on Radix Select: the trigger opens a listbox, arrows and typeahead move through the
 * options, Enter or Space picks one and Escape closes it, giving focus back to the trigger.
 * Controlled with `value` / `onValueChange` or uncontrolled with `defaultValue`. Every part wraps
 * its Radix part one-to-one. Radix has no empty value: model "all" or "none" as an option of its own.
 */
export function Select(props: React.ComponentProps<typeof SelectPrimitive.Root>) {
  return <SelectPrimitive.Root data-slot="select" {...props} />;
}

/** Options under one `SelectLabel`. */
export function SelectGroup(props: React.ComponentProps<typeof SelectPrimitive.Group>) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />;
}

/** The chosen option's text inside the trigger, or `placeholder` when none is chosen. */
export function SelectValue(props: React.ComponentProps<typeof SelectPrimitive.Value>) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />;
}

/** Classes of {@link SelectTrigger}. */
export const selectTriggerVariants = /* @__PURE__ */ cva(
  [
    "flex w-full min-w-0 cursor-pointer items-center justify-between gap-2 whitespace-nowrap rounded-lg border border-zinc-300 bg-white text-sm text-zinc-900 shadow-xs",
    "outline-none transition-[border-color,box-shadow] focus-visible:border-indigo-500 focus-visible:ring-2 focus-visible:ring-indigo-500/40",
    "disabled:cursor-not-allowed disabled:opacity-50 data-[placeholder]:text-zinc-500",
    "dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:data-[placeholder]:text-zinc-400 dark:focus-visible:border-indigo-400 dark:focus-visible:ring-indigo-400/40",
    "*:data-[slot=select-value]:truncate [&_svg]:pointer-events-none [&_svg]:shrink-0",
  ],
  {
    variants: {
      size: {
        sm: "h-8 pr-2 pl-2.5 [&_svg:not([class*='size-'])]:size-4",
        md: "h-10 pr-3 pl-3 [&_svg:not([class*='size-'])]:size-4",
      },
    },
    defaultVariants: { size: "md" },
  },
);

export type SelectTriggerProps = React.ComponentProps<typeof SelectPrimitive.Trigger> &
  VariantProps<typeof selectTriggerVariants>;

/** The button showing the value; give it an accessible name (a `<label htmlFor>` or `aria-label`). */
export function SelectTrigger({ className, size, children, ...props }: SelectTriggerProps) {
  const resolvedSize = size ?? "md";
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      data-size={resolvedSize}
      className={cn(selectTriggerVariants({ size: resolvedSize }), className)}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="text-zinc-500 dark:text-zinc-400" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

/**
 * The list of options, in a portal. `position="popper"` (the default here) opens it below the
 * trigger at least as wide; `"item-aligned"` lays the chosen option over the trigger, as macOS does.
 */
export function SelectContent({
  className,
  children,
  position = "popper",
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        className={cn(
          "relative z-50 max-h-(--radix-select-content-available-height) min-w-32 origin-(--radix-select-content-transform-origin) overflow-y-auto overflow-x-hidden rounded-lg border border-zinc-200 bg-white text-zinc-900 shadow-lg",
          "dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100",
          position === "popper" &&
            "data-[side=bottom]:translate-y-1 data-[side=left]:-translate-x-1 data-[side=right]:translate-x-1 data-[side=top]:-translate-y-1",
          className,
        )}
        {...props}
      >
        <SelectScrollUpButton />
        <SelectPrimitive.Viewport
          className={cn(
            "p-1",
            position === "popper" &&
              "h-(--radix-select-trigger-height) w-full min-w-(--radix-select-trigger-width) scroll-my-1",
          )}
        >
          {children}
        </SelectPrimitive.Viewport>
        <SelectScrollDownButton />
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

/** A group's heading (not selectable). */
export function SelectLabel({ className, ...props }: React.ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn("px-2 py-1.5 font-semibold text-xs text-zinc-500 dark:text-zinc-400", className)}
      {...props}
    />
  );
}

/** One option; `value` must not be the empty string. A check marks the chosen one. */
export function SelectItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        "relative flex w-full cursor-default select-none items-center gap-2 rounded-md py-1.5 pr-8 pl-2 text-sm outline-none",
        "data-[highlighted]:bg-zinc-100 data-[highlighted]:text-zinc-900 dark:data-[highlighted]:bg-zinc-800 dark:data-[highlighted]:text-white",
        "data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0",
        className,
      )}
      {...props}
    >
      <span className="absolute right-2 flex size-3.5 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

/** A line between groups. */
export function SelectSeparator({
  className,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Separator>) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn("-mx-1 pointer-events-none my-1 h-px bg-zinc-200 dark:bg-zinc-800", className)}
      {...props}
    />
  );
}

/** Scrolls a long list up while hovered; shown only when there is more above. */
export function SelectScrollUpButton({
  className,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.ScrollUpButton>) {
  return (
    <SelectPrimitive.ScrollUpButton
      data-slot="select-scroll-up-button"
      className={cn("flex cursor-default items-center justify-center py-1", className)}
      {...props}
    >
      <ChevronUp aria-hidden="true" className="size-4" />
    </SelectPrimitive.ScrollUpButton>
  );
}

/** Scrolls a long list down while hovered; shown only when there is more below. */
export function SelectScrollDownButton({
  className,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.ScrollDownButton>) {
  return (
    <SelectPrimitive.ScrollDownButton
      data-slot="select-scroll-down-button"
      className={cn("flex cursor-default items-center justify-center py-1", className)}
      {...props}
    >
      <ChevronDown aria-hidden="true" className="size-4" />
    </SelectPrimitive.ScrollDownButton>
  );
}
