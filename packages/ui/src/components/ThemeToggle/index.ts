export { LazyThemeToggle } from "./LazyThemeToggle";
export { ThemeToggle, type ThemeToggleProps } from "./ThemeToggle";
export {
  THEME_OPTIONS,
  type Theme,
  ThemeToggleButton,
  type ThemeToggleButtonProps,
} from "./ThemeToggleButton";
