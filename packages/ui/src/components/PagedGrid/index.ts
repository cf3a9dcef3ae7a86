export {
  PagedGrid,
  PagedGridEmpty,
  type PagedGridEmptyProps,
  type PagedGridProps,
  type PagedGridStatus,
  pagedGridClass,
} from "./PagedGrid";
