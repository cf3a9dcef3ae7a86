export {
  MODEL_CARD_MAX_TAGS,
  ModelCard,
  type ModelCardComment,
  type ModelCardComments,
  type ModelCardCommentsStatus,
  type ModelCardProps,
  modelAuthor,
  modelCardCoverVariants,
  modelCardTaskVariants,
  modelName,
} from "./ModelCard";
export { ModelCardSkeleton } from "./ModelCardSkeleton";
