export {
  MODEL_OPTION_MAX_TAGS,
  ModelOptionCard,
  type ModelOptionCardProps,
  modelOptionCategoryVariants,
} from "./ModelOptionCard";
