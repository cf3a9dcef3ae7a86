export {
  MODEL_CARD_MAX_TAGS,
  ModelCard,
  type ModelCardProps,
  modelAuthor,
  modelCardCoverVariants,
  modelCardTaskVariants,
  modelName,
} from "./ModelCard";
