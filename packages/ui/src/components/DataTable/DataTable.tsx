import { cva, type VariantProps } from "class-variance-authority";
import { Fragment } from "react";
import { cn } from "../../lib/cn";

/** A table of figures: full width, small text, left-aligned (numbers go right with `align="end"`). */
export function DataTable({ className, ...props }: React.ComponentProps<"table">) {
  return <table data-slot="data-table" className={cn("w-full text-left text-sm", className)} {...props} />;
}

/** The table's caption, at its top left. */
export function DataTableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return (
    <caption
      data-slot="data-table-caption"
      className={cn("pb-1 text-left font-medium text-xs text-zinc-700 dark:text-zinc-300", className)}
      {...props}
    />
  );
}

/** One row: a hairline over it (the rows of a body read as a ruled list). */
export function DataTableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return (
    <tr
      data-slot="data-table-row"
      className={cn("border-zinc-200 border-t dark:border-zinc-800", className)}
      {...props}
    />
  );
}

/** Classes of the cells: `compact` rows (inside a card) or `default` ones; `end` for figures. */
export const dataTableCellVariants = /* @__PURE__ */ cva("", {
  variants: {
    density: { compact: "py-1", default: "py-2" },
    align: { start: "", end: "text-right tabular-nums" },
  },
  defaultVariants: { density: "default", align: "start" },
});

type CellVariants = VariantProps<typeof dataTableCellVariants>;

/** A header cell: a column's name (`scope="col"`, the default) or a row's (`scope="row"`). */
export function DataTableHeaderCell({
  className,
  density,
  align,
  scope = "col",
  ...props
}: Omit<React.ComponentProps<"th">, "align"> & CellVariants) {
  return (
    <th
      scope={scope}
      data-slot="data-table-header-cell"
      className={cn("font-medium", dataTableCellVariants({ density, align }), className)}
      {...props}
    />
  );
}

/** A data cell. */
export function DataTableCell({
  className,
  density,
  align,
  ...props
}: Omit<React.ComponentProps<"td">, "align"> & CellVariants) {
  return (
    <td
      data-slot="data-table-cell"
      className={cn(dataTableCellVariants({ density, align }), className)}
      {...props}
    />
  );
}

/**
 * A repo id or model name that wraps only at its own boundaries (after "/", "-", "_" and "."), never in
 * the middle of a word: a narrow column shows "meta-llama/ Llama-3.1-8B-/ Instruct" over three lines
 * instead of cutting letters apart.
 */
export function BreakableName({
  name,
  className,
  ...props
}: React.ComponentProps<"span"> & { name: string }) {
  const parts = name.split(/(?<=[/\-_.])/);
  return (
    <span data-slot="breakable-name" className={cn("wrap-break-word", className)} {...props}>
      {parts.map((part, index) => (
        // The parts are positions in one fixed string: the index is their identity.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
