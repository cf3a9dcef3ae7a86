export { CompareBar, type CompareBarItem, type CompareBarProps } from "./CompareBar";
