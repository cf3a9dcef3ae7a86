export { THEME_OPTIONS, type Theme, ThemeToggle, type ThemeToggleProps } from "./ThemeToggle";
