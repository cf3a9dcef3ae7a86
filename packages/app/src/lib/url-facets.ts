import type { Facet, FacetValues } from "@hiber/hub-sdk/tasks";
import type { FacetState } from "@hiber/ui";

type Update = (changes: Record<string, string | number | undefined>) => void;

/** Every facet of `facets` back to "Any", as `useUrlState`'s changes. */
export function clearedFacets(facets: readonly Facet[]): Record<string, undefined> {
  return Object.fromEntries(facets.map((facet) => [facet.key, undefined]));
}

/**
 * A screen's facets bound to the URL (`useUrlState`'s `update`): each choice sets or removes its key and
 * goes back to page 1, a step of the history (Back undoes it).
 */
export function urlFacetState(facets: readonly Facet[], values: FacetValues, update: Update): FacetState {
  return {
    facets,
    values,
    onValueChange: (key, value) => update({ [key]: value, page: undefined }),
    onClearAll: () => update({ ...clearedFacets(facets), page: undefined }),
  };
}
