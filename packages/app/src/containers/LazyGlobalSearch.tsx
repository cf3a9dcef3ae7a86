import { GlobalSearchFallback } from "@hiber/ui";
import { type ComponentType, useEffect, useState } from "react";
import type { GlobalSearchContainerProps } from "./GlobalSearchContainer.tsx";

const loadSearch = () => import("./GlobalSearchContainer.tsx").then((module) => module.GlobalSearchContainer);

/**
 * The global search, whose code (the container, the dialog, cmdk) loads when it is first opened: the shell
 * keeps only the button, the shortcut and this. Meanwhile a scrim with a spinner; a failed load says so, with
 * Retry. Once loaded it stays mounted (its text and cache kept between openings).
 */
export function LazyGlobalSearch({ open, onOpenChange }: GlobalSearchContainerProps) {
  const [Search, setSearch] = useState<ComponentType<GlobalSearchContainerProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what Retry changes
  useEffect(() => {
    if (!open || Search) return;
    let live = true;
    setFailed(false);
    loadSearch().then(
      (component) => live && setSearch(() => component),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, Search, attempt]);

  if (Search) return <Search open={open} onOpenChange={onOpenChange} />;
  if (!open) return null;
  return (
    <GlobalSearchFallback
      state={failed ? "failed" : "loading"}
      onRetry={() => setAttempt((n) => n + 1)}
      onClose={() => onOpenChange(false)}
    />
  );
}
