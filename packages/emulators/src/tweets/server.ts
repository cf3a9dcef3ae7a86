import { type ListenOptions, type RunningServer, startServer } from "../http/serve";
import { createTweetsApp, type TweetsAppOptions } from "./app";
import { type FaultBook, faultBook } from "./faults";

/** Options of {@link startTweetsEmulator}. */
export interface TweetsEmulatorOptions extends ListenOptions, TweetsAppOptions {}

/** A running tweets emulator. */
export interface RunningTweets extends RunningServer {
  /** The fault script, to change in process (the HTTP control API edits the same book). */
  faults: FaultBook;
}

/**
 * Starts the tweets emulator on Node. `port: 0` (the default) picks a free port. The corpus is generated
 * before the server listens (a few hundred milliseconds at most).
 */
export async function startTweetsEmulator(options: TweetsEmulatorOptions = {}): Promise<RunningTweets> {
  const { port, host, ...appOptions } = options;
  const faults = faultBook(appOptions.faults);
  const server = await startServer(createTweetsApp({ ...appOptions, faults }), { port, host });
  return { ...server, faults };
}
