import { ArrowUp } from "lucide-react";
import { useScrolledPast } from "../../hooks/useScrolledPast";
import { cn } from "../../lib/cn";
import { Button, type ButtonProps } from "../Button/Button";

/** Scroll distance (px) after which the button appears (spec §9). */
export const SCROLL_TO_TOP_THRESHOLD = 400;

export type ScrollToTopButtonProps = Omit<ButtonProps, "asChild" | "children"> & {
  /** Show the button once the window is scrolled more than this many pixels. */
  threshold?: number;
};

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/**
 * A floating button (bottom right) that appears after scrolling past `threshold` and scrolls the
 * window smoothly back to the top. While hidden it is invisible to pointers, keyboards and screen readers.
 */
export function ScrollToTopButton({
  threshold = SCROLL_TO_TOP_THRESHOLD,
  className,
  onClick,
  variant = "primary",
  size = "icon",
  ...props
}: ScrollToTopButtonProps) {
  const visible = useScrolledPast(threshold);
  return (
    <Button
      data-slot="scroll-to-top"
      data-state={visible ? "visible" : "hidden"}
      aria-label="Scroll to top"
      title="Scroll to top"
      variant={variant}
      size={size}
      className={cn(
        "fixed right-4 bottom-4 z-30 rounded-full shadow-lg sm:right-6 sm:bottom-6",
        "transition-[opacity,transform,visibility] duration-200",
        visible ? "visible translate-y-0 opacity-100" : "invisible translate-y-2 opacity-0",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
      }}
      {...props}
    >
      <ArrowUp aria-hidden="true" />
    </Button>
  );
}
