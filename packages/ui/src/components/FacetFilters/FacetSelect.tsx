import type { Facet } from "@hiber/hub-sdk/tasks";
import { useId } from "react";
import { cn } from "../../lib/cn";
import { NativeSelect } from "../DatasetFilters/NativeSelect";

/** "Any" plus a facet's choices, in a labelled native select (the platform's own picker on phones). */
export function FacetSelect({
  facet,
  value,
  onValueChange,
  disabled,
  className,
}: {
  facet: Facet;
  value?: string;
  onValueChange: (key: string, value: string | undefined) => void;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  const known = value === undefined || facet.options.some((option) => option.value === value);
  return (
    <div className={cn("flex min-w-0 flex-col gap-1.5", className)}>
      <label htmlFor={id} className="font-medium text-xs text-zinc-700 dark:text-zinc-300">
        {facet.label}
      </label>
      <NativeSelect
        id={id}
        value={known ? (value ?? "") : ""}
        disabled={disabled}
        onChange={(event) =>
          onValueChange(facet.key, event.target.value === "" ? undefined : event.target.value)
        }
        data-slot="facet-select"
        data-facet={facet.key}
      >
        <option value="">Any</option>
        {facet.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
