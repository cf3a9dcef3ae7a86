/**
 * @hiber/ui: presentational React components and screens of Hiber.
 * Import the stylesheet once: `import "@hiber/ui/styles.css"`.
 * The views over heavy libraries are entries of their own, so this one never reaches them:
 * `@hiber/ui/graph` (react-force-graph-2d) and `@hiber/ui/visualization` (three.js, @react-three/fiber).
 */

// Components
export * from "./components/Badge/index";
export * from "./components/BookmarkToggle/index";
export * from "./components/Button/index";
export * from "./components/Card/index";
export * from "./components/CategoryChips/index";
export * from "./components/CompareBar/index";
export * from "./components/CompareToggle/index";
export * from "./components/ComparisonModal/index";
export * from "./components/ConnectWalletCard/index";
export * from "./components/DatasetCard/index";
export * from "./components/DatasetFilters/index";
export * from "./components/DatasetPreviewModal/index";
export * from "./components/DataTable/index";
export * from "./components/Dialog/index";
export * from "./components/DropdownMenu/index";
export * from "./components/EmptyState/index";
export * from "./components/ErrorCard/index";
export * from "./components/ErrorNotice/index";
export * from "./components/FacetFilters/index";
export * from "./components/FeaturedModels/index";
export * from "./components/Footer/index";
export * from "./components/GlobalSearch/index";
export * from "./components/Leaderboard/index";
export * from "./components/Link/index";
export * from "./components/LoadingBar/index";
export * from "./components/Logo/index";
export * from "./components/Masonry/index";
export * from "./components/ModelCard/index";
export * from "./components/ModelOptionCard/index";
export * from "./components/Navbar/index";
export * from "./components/PagedGrid/index";
export * from "./components/Pagination/index";
export * from "./components/Panel/index";
export * from "./components/PaymentConfigCard/index";
export * from "./components/PaymentRequiredCard/index";
export * from "./components/PostCard/index";
export * from "./components/PresetCard/index";
export * from "./components/ReceiptList/index";
export * from "./components/RepoCard/index";
export * from "./components/ResponseCard/index";
export * from "./components/ScreenHeader/index";
export * from "./components/ScrollToTopButton/index";
export * from "./components/SearchToggle/index";
export * from "./components/SectionHeader/index";
export * from "./components/Select/index";
export * from "./components/SideBySide/index";
export * from "./components/Skeleton/index";
export * from "./components/SpendCap/index";
export * from "./components/Spinner/index";
export * from "./components/StandInNotice/index";
export * from "./components/SwarmPanel/index";
export * from "./components/Tabs/index";
export * from "./components/ThemeToggle/index";
export * from "./components/VoteBar/index";
export * from "./components/WalletButton/index";
export * from "./components/WalletModal/index";
// Hooks
export { useScrolledPast } from "./hooks/useScrolledPast";
// Utilities
export { shortenAddress } from "./lib/address";
export { cn } from "./lib/cn";
export { COMPARE_MAX, toggleCompareSelection } from "./lib/compare";
export {
  COVER_IMAGES,
  coverImageFor,
  coverImageUrl,
  modelSampleImages,
  sampleImageFor,
} from "./lib/cover-image";
export { COVERS_PER_CATEGORY, type CoverRef, coverRefFor, stableHash } from "./lib/cover-rules";
export {
  DEFAULT_DATE_FORMAT,
  formatBytes,
  formatCompact,
  formatDate,
  formatNumber,
  formatParameters,
} from "./lib/format";
export {
  type AttemptFailure,
  type AttemptSummary,
  DEFAULT_PROMPT_PRICE,
  DEFAULT_SPEND_CAP,
  exceedsSpendCap,
  formatAttemptFailure,
  formatUsd,
  formatUsdcAmount,
  insufficientBalanceMessage,
  type ModelFailures,
  overSpendCapMessage,
  PLAYGROUND_ENDPOINT_LABELS,
  type PlaygroundAttempt,
  type PlaygroundEndpoint,
  paymentNetworkLabel,
  paymentNetworkName,
  shortenBase58,
  summarizeAttempts,
  toUsdcUnits,
} from "./lib/playground";
export {
  DEFAULT_PLAYGROUND_MODEL_FILTERS,
  filterPlaygroundModels,
  MIN_DOWNLOADS_OPTIONS,
  MULTILINGUAL_MIN_LANGUAGES,
  OPEN_SOURCE_MIN_DOWNLOADS,
  PLAYGROUND_MODEL_CATEGORIES,
  PLAYGROUND_SORT_OPTIONS,
  type PlaygroundModel,
  type PlaygroundModelCategory,
  type PlaygroundModelFilters,
  type PlaygroundModelSort,
  playgroundModelCategories,
  playgroundModelCategory,
  playgroundModelName,
  playgroundModelTags,
  type SortOrder,
  sortOrderOptions,
  withSortBy,
} from "./lib/playground-models";
export {
  PRESET_CATEGORIES,
  PRESET_PROMPTS,
  type PresetCategory,
  type PresetPrompt,
  presetsInCategory,
} from "./lib/presets";
export { formatDateTime, formatRelativeTime, utcDay } from "./lib/relative-time";
// Screens
export * from "./screens/AppLayout/index";
export * from "./screens/CollectionFeedScreen/index";
export * from "./screens/ComingSoonScreen/index";
export * from "./screens/DatasetsScreen/index";
export * from "./screens/DiscussionsScreen/index";
export * from "./screens/FeedScreen/index";
export * from "./screens/InsightsScreen/index";
export * from "./screens/ModelDetailScreen/index";
export * from "./screens/NotBuiltYetScreen/index";
export * from "./screens/NotFoundScreen/index";
export * from "./screens/PlaygroundScreen/index";
export * from "./screens/ProfileScreen/index";
export * from "./screens/StoreScreen/index";
export * from "./screens/SwarmDetailScreen/index";
export * from "./screens/TransactionScreen/index";
export * from "./screens/WalletScreen/index";
