export { CompareToggle, type CompareToggleProps } from "./CompareToggle";
