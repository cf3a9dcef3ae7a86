import type { Facet, FacetValues } from "@hiber/hub-sdk/tasks";
import { Button } from "../Button/Button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../Dialog/Dialog";
import { FacetSelect } from "./FacetSelect";

export interface FacetSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  facets: readonly Facet[];
  values: FacetValues;
  onValueChange: (key: string, value: string | undefined) => void;
  onClearAll: () => void;
  /** The count of matches shown in the sheet's footer ("12 models"), as the screen words it. */
  summary?: string;
}

/**
 * The facets on a phone: a sheet from the bottom edge (Radix Dialog: focus kept inside, Escape and the
 * backdrop close it, focus returns to "Filters"), each choice applied as it is made so the grid behind
 * narrows at once. Its code loads when it first opens (`FacetFilters` holds it in a `DeferredDialog`).
 */
export function FacetSheet({
  open,
  onOpenChange,
  title,
  facets,
  values,
  onValueChange,
  onClearAll,
  summary,
}: FacetSheetProps) {
  const active = facets.some((facet) => values[facet.key] !== undefined);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="facet-sheet"
        className="top-auto bottom-0 left-0 max-h-[85dvh] w-full max-w-none translate-x-0 translate-y-0 rounded-t-2xl rounded-b-none"
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Each choice applies at once.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4 overflow-y-auto">
          {facets.map((facet) => (
            <FacetSelect
              key={facet.key}
              facet={facet}
              value={values[facet.key]}
              onValueChange={onValueChange}
            />
          ))}
        </div>
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
