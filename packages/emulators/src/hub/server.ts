import { type ListenOptions, type RunningServer, startServer } from "../http/serve";
import { createHubApp, type HubAppOptions } from "./app";

/** Options of {@link startHubEmulator}. */
export interface HubEmulatorOptions extends ListenOptions, HubAppOptions {}

/**
 * Starts the hub emulator on Node. `port: 0` (the default) picks a free port; the returned `url` is
 * e.g. `http://127.0.0.1:41234` (no trailing slash).
 */
export function startHubEmulator(options: HubEmulatorOptions = {}): Promise<RunningServer> {
  const { port, host, ...appOptions } = options;
  return startServer(createHubApp(appOptions), { port, host });
}
