export {
  DatasetsScreen,
  type DatasetsScreenProps,
  type DatasetsScreenStatus,
  defaultDatasetHref,
} from "./DatasetsScreen";
