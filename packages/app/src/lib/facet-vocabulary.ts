/**
 * The store's and the datasets' facets with their labels and options, in a module of their own: the screens
 * import it when their filters are about to open or a chosen facet's chip shows (`loadFacets`), so it is not
 * part of the page's first download.
 */
export { DATASET_FACETS, MODEL_FACETS } from "@hiber/hub-sdk/tasks";
