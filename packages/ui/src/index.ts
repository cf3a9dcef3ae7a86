/**
 * @hiber/ui: presentational React components and screens of Hiber.
 * Import the stylesheet once: `import "@hiber/ui/styles.css"`.
 */

// Components
export * from "./components/Button/index";
export * from "./components/ErrorCard/index";
export * from "./components/Footer/index";
export * from "./components/Link/index";
export * from "./components/Logo/index";
export * from "./components/ModelCard/index";
export * from "./components/Navbar/index";
export * from "./components/Pagination/index";
export * from "./components/ScrollToTopButton/index";
export * from "./components/Skeleton/index";
export * from "./components/Spinner/index";
export * from "./components/ThemeToggle/index";
// Hooks
export { useScrolledPast } from "./hooks/useScrolledPast";
// Utilities
export { cn } from "./lib/cn";
export { DEFAULT_DATE_FORMAT, formatCompact, formatDate, formatNumber } from "./lib/format";
export { type TaskFamily, taskFamily, taskFamilyLabels } from "./lib/task-family";
// Screens
export * from "./screens/AppLayout/index";
export * from "./screens/ComingSoonScreen/index";
export * from "./screens/NotBuiltYetScreen/index";
export * from "./screens/NotFoundScreen/index";
export * from "./screens/StoreScreen/index";
