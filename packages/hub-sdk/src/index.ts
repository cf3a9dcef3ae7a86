/**
 * @hiber/hub-sdk: typed, headless clients for the Hugging Face hub (and, later, the datasets server,
 * tweets search, inference router and x402). No runtime dependencies; works in browsers and Node.
 */

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
  ListModelsGeneratorParams,
  ListModelsPageParams,
  ListModelsParams,
  ModelInfoParams,
} from "./hub";
export { listModels, listModelsPage, modelInfo } from "./hub";
export type {
  Gated,
  ModelEntry,
  ModelInfo,
  Page,
  RepoFile,
  RequestOptions,
  SafetensorsInfo,
} from "./types/public";
