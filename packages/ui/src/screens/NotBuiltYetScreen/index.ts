export { NotBuiltYetScreen, type NotBuiltYetScreenProps } from "./NotBuiltYetScreen";
