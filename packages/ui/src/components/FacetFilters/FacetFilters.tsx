import type { Facet, FacetValues } from "@hiber/hub-sdk/tasks";
import { lazy, Suspense, useState } from "react";
import { cn } from "../../lib/cn";
import { Button } from "../Button/Button";
import { DialogLoading } from "../Dialog/DeferredDialog";

/** The chips and the sheet of selects, with the facets' labels and options: loaded on demand. */
const loadParts = () => import("./FacetParts");
const FacetParts = /* @__PURE__ */ lazy(() => loadParts().then((module) => ({ default: module.FacetParts })));

/** The facets of a list and their state, as a screen takes them. */
export interface FacetState {
  /** The chosen value of each facet by key, as the URL holds them; a missing key is "Any". */
  values: FacetValues;
  /**
   * Loads the facets' labels and options (`MODEL_FACETS`, `DATASET_FACETS` of `@hiber/hub-sdk/tasks`), when
   * the filters are about to open or a chosen facet's chip is shown. A stable function (loaded once).
   */
  loadFacets: () => Promise<readonly Facet[]>;
  /** Called with the facets that change and their new values (`undefined`: back to "Any"). */
  onChange: (changes: FacetValues) => void;
}

export type FacetFiltersProps = Omit<React.ComponentProps<"div">, "children" | "onChange"> &
  FacetState & {
    /** The group's name ("Model filters"): the sheet's title. */
    label?: string;
    /** The count of matches as the screen words it ("12 models"), on the sheet's close button. */
    summary?: string;
  };

/** How many facets `values` chooses. */
export function chosenFacetCount(values: FacetValues | undefined): number {
  return Object.values(values ?? {}).filter((value) => value !== undefined).length;
}

/** `changes` that set every chosen facet of `values` back to "Any". */
export function clearedFacets(values: FacetValues): FacetValues {
  return Object.fromEntries(Object.keys(values).map((key) => [key, undefined]));
}

/**
 * Facets of a hub list (library, licence, size, language; modality, rows, format): a "Filters" button with
 * the number chosen, and each chosen facet as a removable chip on the same line. All but the button load
 * on demand: the chips (with the facets' labels) when a facet is chosen, the sheet of selects from the
 * first pointer down or focus on the button; a press before they are in shows the sheet's scrim and a
 * spinner. Controlled: the values come in and each change goes out (the app keeps them in the URL).
 */
export function FacetFilters({
  values,
  loadFacets,
  onChange,
  label = "Filters",
  summary,
  className,
  ...props
}: FacetFiltersProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const count = chosenFacetCount(values);
  const want = () => setWanted(true);

  return (
    <div
      data-slot="facet-filters"
      data-state={count > 0 ? "filtered" : "default"}
      className={cn("flex min-w-0 items-center gap-2", className)}
      {...props}
    >
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        onPointerDown={want}
        onFocus={want}
        onClick={() => {
          want();
          setOpen(true);
        }}
        data-slot="facet-filters-open"
      >
        Filters{count > 0 && ` (${count})`}
      </Button>
      {(wanted || count > 0) && (
        <Suspense fallback={open && <DialogLoading />}>
          <FacetParts
            values={values}
            loadFacets={loadFacets}
            onChange={onChange}
            onClearAll={() => onChange(clearedFacets(values))}
            open={open}
            onOpenChange={setOpen}
            label={label}
            summary={summary}
            sheetWanted={wanted}
          />
        </Suspense>
      )}
    </div>
  );
}
