import * as TabsPrimitive from "@radix-ui/react-tabs";
import { cn } from "../../lib/cn";

/**
 * Tabs on Radix Tabs: a tab list whose tabs show one panel each. Arrow keys move between tabs (Home
 * and End to the ends) and pick them as they go; Tab leaves the list for the panel. Controlled with
 * `value` / `onValueChange` or uncontrolled with `defaultValue`. Every part wraps its Radix part.
 */
export function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn("flex flex-col gap-3 data-[orientation=vertical]:flex-row", className)}
      {...props}
    />
  );
}

/** The row of tabs; give it an `aria-label` when no heading names it. */
export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        "inline-flex w-fit items-center justify-center gap-1 rounded-lg bg-zinc-100 p-1 text-zinc-600",
        "data-[orientation=vertical]:h-fit data-[orientation=vertical]:flex-col data-[orientation=vertical]:items-stretch",
        "dark:bg-zinc-800/80 dark:text-zinc-400",
        className,
      )}
      {...props}
    />
  );
}

/** One tab; `value` ties it to the `TabsContent` of the same value. */
export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        "inline-flex h-8 cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 font-medium text-sm outline-none transition-[color,background-color,box-shadow]",
        "hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-indigo-500 dark:hover:text-white dark:focus-visible:ring-indigo-400",
        "data-[state=active]:bg-white data-[state=active]:text-zinc-900 data-[state=active]:shadow-sm",
        "dark:data-[state=active]:bg-zinc-950 dark:data-[state=active]:text-white",
        "disabled:pointer-events-none disabled:opacity-50 [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0",
        className,
      )}
      {...props}
    />
  );
}

/** The panel of one tab, shown while its tab is active. */
export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        "flex-1 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:focus-visible:ring-indigo-400",
        className,
      )}
      {...props}
    />
  );
}
