export {
  FeaturedModelCard,
  type FeaturedModelCardProps,
  FeaturedModelCardSkeleton,
} from "./FeaturedModelCard";
export {
  FeaturedModels,
  type FeaturedModelsProps,
  type FeaturedModelsStatus,
  featuredModelHref,
} from "./FeaturedModels";
export {
  FEATURED_CATEGORIES,
  FEATURED_EXPANDED_COUNT,
  FEATURED_SLIDE_SIZE,
  FEATURED_SORTS,
  type FeaturedCategory,
  type FeaturedSort,
  featuredSlideCount,
  featuredTotals,
  inFeaturedCategory,
  wrapSlide,
} from "./featured-models";
