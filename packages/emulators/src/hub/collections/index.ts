/** The hub emulator's collections (`/api/collections`) and their sample catalogue. */

export type {
  CatalogueCollection,
  CollectionItemRef,
  CollectionItemType,
  CollectionOwner,
  CollectionRepos,
  CollectionsFile,
  CollectionTheme,
  HubCollection,
  HubCollectionCatalogue,
} from "./catalogue";
export { buildCollectionCatalogue, COLLECTION_THEMES, defaultCollectionCatalogue } from "./catalogue";
