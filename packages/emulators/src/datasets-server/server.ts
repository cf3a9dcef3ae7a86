import { type ListenOptions, type RunningServer, startServer } from "../http/serve";
import { createDatasetsServerApp, type DatasetsServerAppOptions } from "./app";

/** Options of {@link startDatasetsServerEmulator}. */
export interface DatasetsServerEmulatorOptions extends ListenOptions, DatasetsServerAppOptions {}

/**
 * Starts the datasets-server emulator on Node. `port: 0` (the default) picks a free port; the returned
 * `url` is e.g. `http://127.0.0.1:41234` (no trailing slash). Rows are read from the installed npm
 * packages on first use of each split.
 */
export function startDatasetsServerEmulator(
  options: DatasetsServerEmulatorOptions = {},
): Promise<RunningServer> {
  const { port, host, ...appOptions } = options;
  return startServer(createDatasetsServerApp(appOptions), { port, host });
}
