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
export type { CollectionSortKey } from "./query";
export { COLLECTION_SORT_KEYS, COLLECTIONS_DEFAULT_PAGE_SIZE, COLLECTIONS_MAX_PAGE_SIZE } from "./query";
export type { CollectionRoutesOptions } from "./routes";
export { createCollectionRoutes } from "./routes";
