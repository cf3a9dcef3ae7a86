/**
 * @hiber/emulators: offline servers that speak the wire formats of the services Hiber uses, so the
 * product and its tests run without a network. Written from reference/apis.md; does not import
 * @hiber/hub-sdk, so the SDK's tests against these servers are a real contract test.
 */

export * from "./datasets-server";
export type { RunningEmulators, StartEmulatorsOptions } from "./emulators";
export { startEmulators } from "./emulators";
export type { ListenOptions, RunningServer } from "./http/serve";
export type { HubAppOptions } from "./hub/app";
export { createHubApp } from "./hub/app";
export type { CatalogueEntry, CatalogueFile, HubCatalogue } from "./hub/catalogue";
export { buildCatalogue, hubSnapshotDate } from "./hub/catalogue";
export * from "./hub/collections";
export { HOSTILE_CARD_MODEL, HOSTILE_README } from "./hub/model-card";
export { DEFAULT_PAGE_SIZE as HUB_DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE as HUB_MAX_PAGE_SIZE } from "./hub/query";
export type { HubEmulatorOptions } from "./hub/server";
export { startHubEmulator } from "./hub/server";
export * from "./hub-datasets";
export * from "./router";
export * from "./solana/index";
export * from "./tweets";
