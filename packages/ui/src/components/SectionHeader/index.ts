export { SectionHeader, type SectionHeaderProps, sectionHeaderVariants } from "./SectionHeader";
