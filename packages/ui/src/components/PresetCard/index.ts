export {
  PRESET_CATEGORY_ICONS,
  PresetCard,
  type PresetCardProps,
  presetCategoryVariants,
} from "./PresetCard";
