import { startDatasetsServerEmulator } from "./datasets-server/server";
import type { RunningServer } from "./http/serve";
import { startHubEmulator } from "./hub/server";
import { startRouterEmulator } from "./router/server";
import { startTweetsEmulator } from "./tweets/server";

/** Options of {@link startEmulators}. */
export interface StartEmulatorsOptions {
  /** Interface every emulator binds; defaults to `127.0.0.1`. */
  host?: string;
  /** Hub emulator; `port: 0` (the default) picks a free port. */
  hub?: { port?: number };
  /** Datasets-server emulator; `port: 0` (the default) picks a free port. */
  datasetsServer?: { port?: number };
  /** Router emulator; `port: 0` (the default) picks a free port; `token`: the only bearer token it accepts. */
  router?: { port?: number; token?: string };
  /** Tweets (twitterapi.io) emulator; `port: 0` (the default) picks a free port; `apiKey`: the only `X-API-Key` it accepts (default `TWEETS_EMULATOR_API_KEY`). */
  tweets?: { port?: number; apiKey?: string; images?: "served" | "inline" };
}

/** Base URLs of the running emulators. */
export interface RunningEmulators {
  hub: { url: string };
  datasetsServer: { url: string };
  router: { url: string };
  tweets: { url: string };
  /** Stops every emulator. */
  close(): Promise<void>;
}

/** The emulators, by name, with how to start each. Add datasets, tweets, router and solana here. */
type Starters = { [Name in Exclude<keyof RunningEmulators, "close">]: () => Promise<RunningServer> };

/**
 * Starts every emulator (today: the hub, the datasets server, the router and tweets) and resolves once all listen. If one fails to start, those
 * already started are stopped and the error is rethrown.
 */
export async function startEmulators(options: StartEmulatorsOptions = {}): Promise<RunningEmulators> {
  const host = options.host;
  const starters: Starters = {
    hub: () => startHubEmulator({ host, port: options.hub?.port }),
    datasetsServer: () => startDatasetsServerEmulator({ host, port: options.datasetsServer?.port }),
    router: () => startRouterEmulator({ host, port: options.router?.port, token: options.router?.token }),
    tweets: () => startTweetsEmulator({ host, ...options.tweets }),
  };

  const started: RunningServer[] = [];
  const closeAll = async () => {
    await Promise.all(started.splice(0).map((server) => server.close()));
  };
  try {
    const hub = await starters.hub();
    started.push(hub);
    const datasetsServer = await starters.datasetsServer();
    started.push(datasetsServer);
    const router = await starters.router();
    started.push(router);
    const tweets = await starters.tweets();
    started.push(tweets);
    return {
      hub: { url: hub.url },
      datasetsServer: { url: datasetsServer.url },
      router: { url: router.url },
      tweets: { url: tweets.url },
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
