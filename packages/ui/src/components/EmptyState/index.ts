export { EmptyState, type EmptyStateProps, emptyStateVariants } from "./EmptyState";
