import { startDatasetsServerEmulator } from "./datasets-server/server";
import type { RunningServer } from "./http/serve";
import { startHubEmulator } from "./hub/server";

/** Options of {@link startEmulators}. */
export interface StartEmulatorsOptions {
  /** Interface every emulator binds; defaults to `127.0.0.1`. */
  host?: string;
  /** Hub emulator; `port: 0` (the default) picks a free port. */
  hub?: { port?: number };
  /** Datasets-server emulator; `port: 0` (the default) picks a free port. */
  datasetsServer?: { port?: number };
}

/** Base URLs of the running emulators. */
export interface RunningEmulators {
  hub: { url: string };
  datasetsServer: { url: string };
  /** Stops every emulator. */
  close(): Promise<void>;
}

/** The emulators, by name, with how to start each. Add datasets, tweets, router and solana here. */
type Starters = { [Name in Exclude<keyof RunningEmulators, "close">]: () => Promise<RunningServer> };

/**
 * Starts every emulator (today: the hub and the datasets server) and resolves once all listen. If one fails to start, those
 * already started are stopped and the error is rethrown.
 */
export async function startEmulators(options: StartEmulatorsOptions = {}): Promise<RunningEmulators> {
  const host = options.host;
  const starters: Starters = {
    hub: () => startHubEmulator({ host, port: options.hub?.port }),
    datasetsServer: () => startDatasetsServerEmulator({ host, port: options.datasetsServer?.port }),
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
    return { hub: { url: hub.url }, datasetsServer: { url: datasetsServer.url }, close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
