export {
  GlobalSearch,
  type GlobalSearchProps,
  type GlobalSearchResults,
  type GlobalSearchStatus,
  type SearchHit,
  type SearchHitKind,
} from "./GlobalSearch";
export { GlobalSearchButton, type GlobalSearchButtonProps } from "./GlobalSearchButton";
export { GlobalSearchFallback, type GlobalSearchFallbackProps } from "./GlobalSearchFallback";
export { isSearchShortcut, searchShortcutLabel, useSearchShortcut } from "./useSearchShortcut";
