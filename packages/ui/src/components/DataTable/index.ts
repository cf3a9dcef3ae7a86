export {
  BreakableName,
  DataTable,
  DataTableCaption,
  DataTableCell,
  DataTableHeaderCell,
  DataTableRow,
  dataTableCellVariants,
} from "./DataTable";
