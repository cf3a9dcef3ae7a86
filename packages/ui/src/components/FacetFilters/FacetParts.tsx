import { type Facet, facetValueLabel } from "@hiber/hub-sdk/tasks";
import { X } from "lucide-react";
import { lazy, use, useEffect, useState } from "react";
import { Button } from "../Button/Button";
import { DeferredDialog } from "../Dialog/DeferredDialog";
import type { FacetState } from "./FacetFilters";

const loadSheet = () => import("./FacetSheet");
const FacetSheet = /* @__PURE__ */ lazy(() => loadSheet().then((module) => ({ default: module.FacetSheet })));

/** The facets of each loader, loaded once (`undefined` when loading failed; a later call tries again). */
const loaded = new WeakMap<FacetState["loadFacets"], Promise<readonly Facet[] | undefined>>();
function facetsOf(load: FacetState["loadFacets"]) {
  let facets = loaded.get(load);
  if (!facets) {
    facets = load().catch(() => {
      loaded.delete(load);
      return undefined;
    });
    loaded.set(load, facets);
  }
  return facets;
}

/**
 * What `FacetFilters` loads on demand: each chosen facet as a removable chip ("License: mit"), in one line
 * that scrolls sideways rather than wrap (so the chips' arrival moves nothing below), and the sheet of
 * selects (its own chunk, fetched as soon as the button is about to be pressed).
 */
export function FacetParts({
  values,
  loadFacets,
  onChange,
  onClearAll,
  open,
  onOpenChange,
  label,
  summary,
  sheetWanted,
}: FacetState & {
  /** "Clear all" in the sheet. */
  onClearAll: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  summary?: string;
  /** The button is about to be pressed: fetch the sheet's code now. */
  sheetWanted: boolean;
}) {
  // "Retry" loads the facets again without suspending: the sheet stays, saying they failed, until they are in.
  const [reloaded, setReloaded] = useState<readonly Facet[]>();
  const facets = reloaded ?? use(facetsOf(loadFacets));
  const retry = () => void facetsOf(loadFacets).then((next) => next && setReloaded(next));
  useEffect(() => {
    if (sheetWanted) void loadSheet();
  }, [sheetWanted]);
  const chosen = (facets ?? []).flatMap(({ key, label }) => {
    const value = values[key];
    return value === undefined ? [] : [{ key, text: `${label}: ${facetValueLabel(key, value)}` }];
  });

  return (
    <>
      {chosen.length > 0 && (
        <ul aria-label="Chosen filters" className="-my-1 -ml-1 flex min-w-0 gap-2 overflow-x-auto p-1">
          {chosen.map(({ key, text }) => (
            <li key={key} className="shrink-0">
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Remove ${text}`}
                onClick={() => onChange({ [key]: undefined })}
                data-slot="facet-chip"
                className="rounded-full"
              >
                {text}
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <DeferredDialog open={open}>
        <FacetSheet
          open={open}
          onOpenChange={onOpenChange}
          title={label}
          facets={facets}
          values={values}
          onChange={onChange}
          onClearAll={onClearAll}
          onRetry={retry}
          summary={summary}
        />
      </DeferredDialog>
    </>
  );
}
