export {
  defaultModelHref,
  type StoreComparison,
  StoreScreen,
  type StoreScreenProps,
  type StoreScreenStatus,
} from "./StoreScreen";
