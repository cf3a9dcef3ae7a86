/** The inference router emulator: chat completions, completions, legacy inference, `/v1/models`. */

export type { RouterAppOptions } from "./app";
export { createRouterApp } from "./app";
export type { LabelScore } from "./classifier";
export { classify, SENTIMENT_LABELS } from "./classifier";
export { CORPUS_SOURCE, DEFAULT_CORPUS_FROM_YEAR, loadCorpus } from "./corpus";
export { EMULATOR_PROVIDER } from "./dispatch";
export { defaultLanguageModel } from "./generation";
export type { FinishReason, GenerateOptions, LanguageModelStats } from "./language-model";
export { LanguageModel, trainLanguageModel } from "./language-model";
export type { RouterModel } from "./models";
export { PLAYGROUND_MODELS, routerModels } from "./models";
export type { ModelScript, RouterCall, RouterEndpoint, ScriptedFailure } from "./scripts";
export { parseModelScript, ScriptBook } from "./scripts";
export type { RouterEmulatorOptions, RunningRouter } from "./server";
export { startRouterEmulator } from "./server";
export type { PromptShape, SampleSnippet } from "./shapes";
export { promptShape, SAMPLE_SNIPPETS } from "./shapes";
export { STAND_IN_HEADER, STAND_IN_VALUE } from "./wire";
