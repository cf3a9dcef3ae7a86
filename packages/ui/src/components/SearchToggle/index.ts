export { SearchToggle, type SearchToggleProps } from "./SearchToggle";
