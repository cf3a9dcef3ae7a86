export {
  GlobalSearch,
  type GlobalSearchProps,
  type GlobalSearchResults,
  type GlobalSearchStatus,
  type SearchHit,
  type SearchHitKind,
} from "./GlobalSearch";
export { GlobalSearchButton, type GlobalSearchButtonProps } from "./GlobalSearchButton";
export { isSearchShortcut, searchShortcutLabel, useSearchShortcut } from "./useSearchShortcut";
