/**
 * @hiber/hub-sdk: typed, headless clients for the Hugging Face hub and datasets server (and, later,
 * tweets search, inference router and x402). No runtime dependencies; works in browsers and Node.
 */

export type {
  ConfigInfo,
  ConfigSize,
  DatasetFeature,
  DatasetPreview,
  DatasetRow,
  DatasetServerInfo,
  DatasetServerInfoParams,
  DatasetSize,
  DatasetSizeParams,
  DatasetSplits,
  DatasetValidity,
  FailedConfig,
  FeatureType,
  FirstRows,
  FirstRowsParams,
  IsValidParams,
  ListRowsParams,
  ListSplitsParams,
  PendingConfig,
  PreviewDatasetParams,
  RowsPage,
  SizeCounts,
  SplitEntry,
  SplitInfo,
  SplitSize,
} from "./datasets";
export {
  DATASETS_SERVER_URL,
  datasetServerInfo,
  datasetSize,
  firstRows,
  isValid,
  listRows,
  listSplits,
  previewDataset,
} from "./datasets";
export type {
  HttpErrorInit,
  HubSdkErrorOptions,
  InvalidResponseErrorInit,
  PaymentRequiredErrorInit,
} from "./errors";
export {
  DatasetsServerError,
  HttpError,
  HubApiError,
  HubSdkError,
  InferenceRouterError,
  InputError,
  InvalidResponseError,
  PaymentRequiredError,
  TweetsApiError,
} from "./errors";
export type {
  DatasetInfoParams,
  DatasetSort,
  ListDatasetsGeneratorParams,
  ListDatasetsPageParams,
  ListDatasetsParams,
  ListModelsGeneratorParams,
  ListModelsPageParams,
  ListModelsParams,
  ModelInfoParams,
} from "./hub";
export { datasetInfo, listDatasets, listDatasetsPage, listModels, listModelsPage, modelInfo } from "./hub";
export type {
  DiscussionDetailsParams,
  DiscussionRepoParams,
  DiscussionRepoType,
  ListDiscussionsGeneratorParams,
  ListDiscussionsPageParams,
  ListDiscussionsParams,
} from "./hub/list-discussions";
export { discussionDetails, listDiscussions, listDiscussionsPage } from "./hub/list-discussions";
export type {
  DatasetEntry,
  DatasetInfo,
  DiscussionAuthor,
  DiscussionComment,
  DiscussionDetails,
  DiscussionEntry,
  DiscussionEvent,
  DiscussionStatus,
  Gated,
  ModelEntry,
  ModelInfo,
  Page,
  RepoFile,
  RequestOptions,
  SafetensorsInfo,
} from "./types/public";
export type { PaymentSigner } from "./x402/signer";
