export { defaultModelHref, StoreScreen, type StoreScreenProps, type StoreScreenStatus } from "./StoreScreen";
