export { SpendCap, type SpendCapProps } from "./SpendCap";
