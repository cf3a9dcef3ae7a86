export {
  defaultModelHref,
  type StoreComparison,
  StoreScreen,
  type StoreScreenProps,
  type StoreScreenStatus,
} from "./StoreScreen";
export { STORE_SORT_OPTIONS, type StoreSort, StoreSortControl } from "./StoreSortControl";
