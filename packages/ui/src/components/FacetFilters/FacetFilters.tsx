import { type Facet, type FacetValues, facetOption } from "@hiber/hub-sdk/tasks";
import { SlidersHorizontal, X } from "lucide-react";
import { lazy, useState } from "react";
import { cn } from "../../lib/cn";
import { Button } from "../Button/Button";
import { DeferredDialog } from "../Dialog/DeferredDialog";
import { FacetSelect } from "./FacetSelect";

/** The phone's sheet of facets: its code (and Radix Dialog's) loads when "Filters" is first pressed. */
const FacetSheet = lazy(() => import("./FacetSheet").then((module) => ({ default: module.FacetSheet })));

/** The facets of a list and their state, as a screen takes them. */
export interface FacetState {
  /** The facets, in order (`MODEL_FACETS`, `DATASET_FACETS` of `@hiber/hub-sdk/tasks`). */
  facets: readonly Facet[];
  /** The chosen value of each facet by key; a missing key is "Any". */
  values: FacetValues;
  /** Called with a facet's key and its new value, or `undefined` for "Any". */
  onValueChange: (key: string, value: string | undefined) => void;
  /** "Clear all": every facet back to "Any". */
  onClearAll: () => void;
}

export type FacetFiltersProps = Omit<React.ComponentProps<"div">, "children"> &
  FacetState & {
    /** The group's name ("Model filters"): the fieldset's legend and the phone sheet's title. */
    label?: string;
    /** The count of matches as the screen words it ("12 models"), on the sheet's close button. */
    summary?: string;
    /** Disables the selects. */
    disabled?: boolean;
  };

/** Whether any facet of `state` is chosen. */
export function hasChosenFacet(state: FacetState | undefined): boolean {
  return state?.facets.some((facet) => facetOption(facet, state.values) !== undefined) ?? false;
}

/**
 * Facets of a hub list (library, licence, size, language; modality, rows, format): one labelled select
 * per facet in a row from `sm` on; on a phone a "Filters" button with the number chosen, which opens the
 * facets in a bottom sheet. Under either, each chosen facet as a removable chip, and "Clear all".
 * Controlled: the values come in and each change goes out (the app keeps them in the URL).
 */
export function FacetFilters({
  facets,
  values,
  onValueChange,
  onClearAll,
  label = "Filters",
  summary,
  disabled = false,
  className,
  ...props
}: FacetFiltersProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const chosen = facets.flatMap((facet) => {
    const option = facetOption(facet, values);
    return option ? [{ facet, option }] : [];
  });

  return (
    <div
      data-slot="facet-filters"
      data-state={chosen.length > 0 ? "filtered" : "default"}
      className={cn("flex min-w-0 flex-col gap-3", className)}
      {...props}
    >
      <fieldset className="m-0 hidden min-w-0 flex-wrap items-end gap-3 border-0 p-0 sm:flex">
        <legend className="sr-only">{label}</legend>
        {facets.map((facet) => (
          <FacetSelect
            key={facet.key}
            facet={facet}
            value={values[facet.key]}
            onValueChange={onValueChange}
            disabled={disabled}
            className="w-44"
          />
        ))}
      </fieldset>

      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          className="sm:hidden"
          aria-haspopup="dialog"
          onClick={() => setSheetOpen(true)}
          disabled={disabled}
          data-slot="facet-filters-open"
        >
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {chosen.length > 0 && ` (${chosen.length})`}
        </Button>
        {chosen.length > 0 && (
          <ul aria-label="Chosen filters" className="flex min-w-0 flex-wrap gap-2">
            {chosen.map(({ facet, option }) => (
              <li key={facet.key} className="min-w-0">
                <button
                  type="button"
                  data-slot="facet-chip"
                  aria-label={`Remove ${facet.label}: ${option.label}`}
                  onClick={() => onValueChange(facet.key, undefined)}
                  className={cn(
                    "inline-flex h-8 max-w-full cursor-pointer items-center gap-1 rounded-full border border-indigo-200 bg-indigo-50 pr-2 pl-3 text-indigo-800 text-sm",
                    "outline-none transition-colors hover:bg-indigo-100 focus-visible:ring-2 focus-visible:ring-indigo-500",
                    "dark:border-indigo-800 dark:bg-indigo-950/60 dark:text-indigo-200 dark:hover:bg-indigo-900/60 dark:focus-visible:ring-indigo-400",
                  )}
                >
                  <span className="min-w-0 truncate">
                    {facet.label}: {option.label}
                  </span>
                  <X aria-hidden="true" className="size-3.5 shrink-0" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {chosen.length > 0 && (
          <Button variant="ghost" size="sm" onClick={onClearAll} data-slot="facet-filters-clear">
            Clear all
          </Button>
        )}
      </div>

      <DeferredDialog open={sheetOpen}>
        <FacetSheet
          open={sheetOpen}
          onOpenChange={setSheetOpen}
          title={label}
          facets={facets}
          values={values}
          onValueChange={onValueChange}
          onClearAll={onClearAll}
          summary={summary}
        />
      </DeferredDialog>
    </div>
  );
}
