import type { GraphNode } from "./types";

/** How many of the most downloaded nodes carry their name at every zoom (the rest on hover or up close). */
export const ALWAYS_LABELLED = 12;

/**
 * The ids of the `count` nodes whose labels show at every zoom: the most downloaded, then the largest (a
 * contributor has no downloads, only its size). With a few hundred discs on screen the graph would otherwise
 * be circles without names until hovered one by one; a dozen names keep it readable.
 */
export function labelledAtEveryZoom(nodes: readonly GraphNode[], count = ALWAYS_LABELLED): Set<string> {
  const ranked = [...nodes].sort(
    (a, b) => (b.downloads ?? -1) - (a.downloads ?? -1) || b.size - a.size || a.id.localeCompare(b.id),
  );
  return new Set(ranked.slice(0, count).map((node) => node.id));
}
