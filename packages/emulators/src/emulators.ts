import type { RunningServer } from "./http/serve";
import { startHubEmulator } from "./hub/server";

/** Options of {@link startEmulators}. */
export interface StartEmulatorsOptions {
  /** Interface every emulator binds; defaults to `127.0.0.1`. */
  host?: string;
  /** Hub emulator; `port: 0` (the default) picks a free port. */
  hub?: { port?: number };
}

/** Base URLs of the running emulators. */
export interface RunningEmulators {
  hub: { url: string };
  /** Stops every emulator. */
  close(): Promise<void>;
}

/** The emulators, by name, with how to start each. Add datasets, tweets, router and solana here. */
type Starters = { [Name in Exclude<keyof RunningEmulators, "close">]: () => Promise<RunningServer> };

/**
 * Starts every emulator (today: the hub) and resolves once all listen. If one fails to start, those
 * already started are stopped and the error is rethrown.
 */
export async function startEmulators(options: StartEmulatorsOptions = {}): Promise<RunningEmulators> {
  const host = options.host;
  const starters: Starters = {
    hub: () => startHubEmulator({ host, port: options.hub?.port }),
  };

  const started: RunningServer[] = [];
  const closeAll = async () => {
    await Promise.all(started.splice(0).map((server) => server.close()));
  };
  try {
    const hub = await starters.hub();
    started.push(hub);
    return { hub: { url: hub.url }, close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
