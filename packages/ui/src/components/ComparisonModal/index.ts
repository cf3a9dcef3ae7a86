export {
  COMPARISON_MAX_TAGS,
  type ComparedModel,
  ComparisonModal,
  type ComparisonModalProps,
  type ComparisonModalStatus,
  comparedModelFromEntry,
  comparisonWinner,
  formatAccuracy,
  type ModelAccuracy,
} from "./ComparisonModal";
