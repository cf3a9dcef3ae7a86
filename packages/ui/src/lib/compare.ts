/** Compare-mode selection rules (spec §4, §5): pure, so the app's state and the stories share them. */

/** Most models compared at once (spec §9). */
export const COMPARE_MAX = 2;

/**
 * Toggles a model in the compare selection: a selected id is removed; a new one is appended, and when
 * that would exceed {@link COMPARE_MAX}, the oldest selected ids are dropped. Returns a new array, oldest
 * first; the input is not changed.
 */
export function toggleCompareSelection(selected: readonly string[], id: string): string[] {
  if (selected.includes(id)) return selected.filter((selectedId) => selectedId !== id);
  return [...selected, id].slice(-COMPARE_MAX);
}
