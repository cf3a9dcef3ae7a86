import { useEffect, useRef } from "react";

/** Whether a key press is the global search's shortcut: ⌘K or Ctrl+K (no Shift, no Alt). */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, "key" | "metaKey" | "ctrlKey" | "altKey" | "shiftKey">,
) {
  return (
    (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k"
  );
}

/** The shortcut as the search button shows it: "⌘K" on Apple devices, "Ctrl K" elsewhere. */
export function searchShortcutLabel(platform = typeof navigator === "undefined" ? "" : navigator.platform) {
  return /Mac|iPhone|iPad|iPod/.test(platform) ? "⌘K" : "Ctrl K";
}

/**
 * Calls `onShortcut` when ⌘K or Ctrl+K is pressed anywhere on the page (the browser's own use of the keys is
 * prevented), from any focused element, inputs included.
 */
export function useSearchShortcut(onShortcut: () => void): void {
  const latest = useRef(onShortcut);
  latest.current = onShortcut;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || event.defaultPrevented) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
