import { type Facet, type FacetValues, facetValueLabel } from "@hiber/hub-sdk/tasks";
import { useId } from "react";
import { Button } from "../Button/Button";
import { NativeSelect } from "../DatasetFilters/NativeSelect";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../Dialog/Dialog";

export interface FacetSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The facets with their options; `undefined` when they failed to load ("Retry" shows). */
  facets: readonly Facet[] | undefined;
  values: FacetValues;
  onChange: (changes: FacetValues) => void;
  /** "Clear all": every facet back to "Any". */
  onClearAll: () => void;
  /** Loads the facets again after a failure. */
  onRetry: () => void;
  /** The count of matches shown in the sheet's footer ("12 models"), as the screen words it. */
  summary?: string;
}

/**
 * "Any" plus a facet's options, in a labelled native select (the platform's own picker on phones), in the
 * words of its chip. A chosen value the options do not list (a hand-written URL) is offered too.
 */
function FacetSelect({
  facet,
  value,
  onChange,
}: {
  facet: Facet;
  value?: string;
  onChange: (changes: FacetValues) => void;
}) {
  const id = useId();
  const options =
    value === undefined || facet.options.includes(value) ? facet.options : [value, ...facet.options];
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-sm text-zinc-700 dark:text-zinc-300">
        {facet.label}
      </label>
      <NativeSelect
        id={id}
        value={value ?? ""}
        onChange={(event) => onChange({ [facet.key]: event.target.value || undefined })}
        data-slot="facet-select"
        data-facet={facet.key}
      >
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {facetValueLabel(facet.key, option)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/**
 * The facets' selects in a sheet: from the bottom edge on a phone, centred from `sm` on (Radix Dialog:
 * focus goes to the first select and stays inside, Escape and the backdrop close it, focus returns to
 * "Filters"). Each choice applies as it is made, so the list behind narrows at once; "Clear all", and
 * "Show 12 models" to close.
 */
export function FacetSheet({
  open,
  onOpenChange,
  title,
  facets,
  values,
  onChange,
  onClearAll,
  onRetry,
  summary,
}: FacetSheetProps) {
  const active = Object.values(values).some((value) => value !== undefined);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="facet-sheet"
        className="top-auto bottom-0 left-0 max-h-[85dvh] w-full max-w-none translate-x-0 translate-y-0 rounded-t-2xl rounded-b-none sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Each choice applies at once.</DialogDescription>
        </DialogHeader>
        {facets ? (
          <div className="grid gap-4 overflow-y-auto sm:grid-cols-2">
            {facets.map((facet) => (
              <FacetSelect key={facet.key} facet={facet} value={values[facet.key]} onChange={onChange} />
            ))}
          </div>
        ) : (
          <div role="alert" className="flex items-center gap-3 text-sm text-zinc-700 dark:text-zinc-300">
            The filters could not load.
            <Button variant="outline" size="sm" onClick={onRetry}>
              Retry
            </Button>
          </div>
        )}
        <DialogFooter className="flex-row items-center justify-between gap-3">
          <Button variant="ghost" onClick={onClearAll} disabled={!active}>
            Clear all
          </Button>
          <DialogClose asChild>
            <Button>{summary ? `Show ${summary}` : "Show results"}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
