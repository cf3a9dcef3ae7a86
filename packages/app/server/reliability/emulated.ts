/**
 * The real emulators as the fuzz set and the payment matrix use them: the hub and the datasets server behind
 * recording taps (what reached them, token included), the router locked with its token (its call log shows
 * any generation that reached it), and the generation the server runs over that router.
 */
import {
  type RunningRouter,
  startDatasetsServerEmulator,
  startHubEmulator,
  startRouterEmulator,
} from "@hiber/emulators";
import type { Upstreams } from "../app.ts";
import { createRouterGenerate, type Generate } from "../routes/inference.ts";
import { startTap, type Upstream } from "./harness.ts";
import type { RelayTarget } from "./relays.ts";

export interface TappedEmulators {
  router: RunningRouter;
  hubTap: Upstream;
  datasetsTap: Upstream;
  /** The upstreams of `createServer`. */
  upstreams: Upstreams;
  /** The settings that point the server at them, with both tokens. */
  env: Record<string, string>;
  /** The router generation (`createRouterGenerate`), 503s retried after 50 ms. */
  generate: Generate;
  /** What relays.ts needs to see a relay through the app served at `url`. */
  relayTarget(url: string): RelayTarget;
  close(): Promise<void>;
}

export async function startTappedEmulators(tokens: {
  hub: string;
  router: string;
}): Promise<TappedEmulators> {
  const [hub, datasets, router] = await Promise.all([
    startHubEmulator({ port: 0 }),
    startDatasetsServerEmulator({ port: 0 }),
    startRouterEmulator({ port: 0, token: tokens.router }),
  ]);
  const [hubTap, datasetsTap] = await Promise.all([startTap(hub.url), startTap(datasets.url)]);
  return {
    router,
    hubTap,
    datasetsTap,
    upstreams: { hub: hubTap.url, datasetsServer: datasetsTap.url, router: router.url },
    env: {
      HF_TOKEN: tokens.hub,
      ROUTER_TOKEN: tokens.router,
      HUB_URL: hubTap.url,
      DATASETS_SERVER_URL: datasetsTap.url,
    },
    generate: createRouterGenerate({ baseUrl: router.url, accessToken: tokens.router, retryDelayMs: 50 }),
    relayTarget: (url) => ({
      url,
      routerCalls: () => router.scripts.calls.length,
      upstreamHits: () => [...hubTap.hits, ...datasetsTap.hits],
      hubToken: tokens.hub,
    }),
    close: async () => {
      await Promise.all([hubTap.close(), datasetsTap.close()]);
      await Promise.all([hub.close(), datasets.close(), router.close()]);
    },
  };
}
