import { type ListenOptions, type RunningServer, startServer } from "../http/serve";
import { createRouterApp, type RouterAppOptions } from "./app";
import { defaultLanguageModel } from "./generation";
import type { LanguageModelStats } from "./language-model";
import { ScriptBook } from "./scripts";

/** Options of {@link startRouterEmulator}. */
export interface RouterEmulatorOptions extends ListenOptions, RouterAppOptions {}

/** A running router emulator. */
export interface RunningRouter extends RunningServer {
  /** The per-model scripts, to change behaviour in process (the HTTP control API edits the same book). */
  scripts: ScriptBook;
  /** What the language model was trained on, and how long it took. */
  model: LanguageModelStats;
}

/**
 * Starts the router emulator on Node. `port: 0` (the default) picks a free port. The language model is
 * trained before the server listens (once per process; about half a second).
 */
export async function startRouterEmulator(options: RouterEmulatorOptions = {}): Promise<RunningRouter> {
  const { port, host, ...appOptions } = options;
  const scripts =
    appOptions.scripts instanceof ScriptBook ? appOptions.scripts : new ScriptBook(appOptions.scripts);
  const languageModel = appOptions.languageModel ?? defaultLanguageModel();
  const server = await startServer(createRouterApp({ ...appOptions, scripts, languageModel }), {
    port,
    host,
  });
  return { ...server, scripts, model: languageModel.stats };
}
