export { SideBySide, type SideBySideProps } from "./SideBySide";
export {
  fallbackLine,
  formatCost,
  formatDuration,
  formatRate,
  type SideBySideSide,
  type SideStatus,
} from "./side-by-side";
