import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRef } from "react";
import { cn } from "../../lib/cn";

/**
 * A modal dialog on Radix Dialog: focus is trapped inside, Escape and a click on the backdrop close it,
 * and focus returns to the trigger. Controlled with `open` / `onOpenChange` or uncontrolled with
 * `defaultOpen`. Every part wraps its Radix part one-to-one.
 */
export function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root {...props} />;
}

/** The element that opens the dialog (use `asChild` to render your own button). */
export function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

/** Renders its children into `document.body`. */
export function DialogPortal(props: React.ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal {...props} />;
}

/** Closes the dialog when pressed (use `asChild` to render your own button). */
export function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

/**
 * The dimmed backdrop; a click on it closes the dialog. A plain translucent scrim, no `backdrop-blur`:
 * blurring the page behind costs ~60 ms a frame without a GPU (a dataset preview scrolled at ~13 fps).
 */
export function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn("fixed inset-0 z-50 bg-zinc-950/70", className)}
      {...props}
    />
  );
}

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Shows an icon button "Close" in the top-right corner (true by default). */
  showCloseButton?: boolean;
  /** Classes of the overlay behind the panel (e.g. a fade). */
  overlayClassName?: string;
};

/**
 * The dialog panel, centred over the overlay, in a portal. Needs a `DialogTitle` inside. On close,
 * focus returns to the element that had it when the dialog opened, also for dialogs opened from state
 * rather than a `DialogTrigger`.
 */
export function DialogContent({
  className,
  children,
  showCloseButton = true,
  overlayClassName,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <DialogPortal>
      <DialogOverlay className={overlayClassName} />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        onOpenAutoFocus={(event) => {
          // Focus has not moved yet: remember where it was.
          const active =
            event.currentTarget instanceof Node ? event.currentTarget.ownerDocument?.activeElement : null;
          returnFocusTo.current = active instanceof HTMLElement ? active : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = returnFocusTo.current;
          if (!event.defaultPrevented && target?.isConnected && target !== target.ownerDocument.body) {
            event.preventDefault();
            target.focus();
          }
        }}
        className={cn(
          "-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg flex-col gap-4 overflow-hidden rounded-2xl border border-zinc-200 bg-white p-5 shadow-2xl outline-none sm:p-6",
          "dark:border-zinc-800 dark:bg-zinc-900",
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            data-slot="dialog-close-icon"
            aria-label="Close dialog"
            className="absolute top-3 right-3 inline-flex size-9 cursor-pointer items-center justify-center rounded-lg text-zinc-600 outline-none transition-colors hover:bg-zinc-100 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-zinc-400 dark:focus-visible:ring-indigo-400 dark:hover:bg-zinc-800 dark:hover:text-white"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

/** Title and description block at the top of the panel. */
export function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="dialog-header" className={cn("flex flex-col gap-1.5 pr-10", className)} {...props} />
  );
}

/** Actions at the bottom of the panel: stacked on phones, in a row from `sm` on. */
export function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

/** The dialog's accessible name (required). */
export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("font-semibold text-lg text-zinc-900 leading-tight dark:text-white", className)}
      {...props}
    />
  );
}

/** The dialog's accessible description. Leave it out and pass `aria-describedby={undefined}` to the content. */
export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-sm text-zinc-600 dark:text-zinc-400", className)}
      {...props}
    />
  );
}
