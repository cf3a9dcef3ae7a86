export { ScreenHeader, type ScreenHeaderProps, screenHeaderTitleVariants } from "./ScreenHeader";
