/**
 * The payments-off server of a worker, for free runs (the playground, run both, the arena, swarms): one per
 * Playwright worker, started the first time the worker runs such a test and shared by every payments-off test
 * it runs after that, one at a time (`freeServer`, a worker fixture in fixtures.ts). Its router emulator's
 * scripts and call log are cleared before each test.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** Sets the router emulator's scripts through the app's `/api/router/_emulator` (replacing all of them). */
export async function scriptRouter(api: APIRequestContext, scripts: Record<string, unknown>): Promise<void> {
  expect((await api.delete("/api/router/_emulator/scripts")).ok()).toBe(true);
  if (Object.keys(scripts).length === 0) return;
  const response = await api.put("/api/router/_emulator/scripts", { data: scripts });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * In the enclosing `describe`: its tests run on the worker's payments-off server (their `page` and `request`
 * too), with the router's scripts cleared before each. Returns that server's API context (inside the tests).
 */
export function useFreeServer(): () => APIRequestContext {
  let api: APIRequestContext | undefined;
  test.use({ baseURL: async ({ freeServer }, use) => use(freeServer.url) });
  test.beforeEach(async ({ freeServer }) => {
    api = freeServer.api;
    await scriptRouter(api, {});
  });
  return () => {
    if (!api) throw new Error("useFreeServer's API context is only available inside a test");
    return api;
  };
}
