export { type Theme, ThemeToggle, type ThemeToggleProps } from "./ThemeToggle";
