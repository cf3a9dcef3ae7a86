export { ComparisonModal, type ComparisonModalProps, type ComparisonModalStatus } from "./ComparisonModal";
export {
  COMPARISON_MAX_TAGS,
  type ComparedModel,
  comparedModelFromEntry,
  comparisonWinner,
  formatAccuracy,
  type ModelAccuracy,
} from "./comparison";
