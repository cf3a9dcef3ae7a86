export { Pagination, type PaginationProps, pageLabel } from "./Pagination";
