import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startHubEmulator } from "../index";

let hub: RunningServer;
beforeAll(async () => {
  hub = await startHubEmulator();
});
afterAll(async () => {
  await hub.close();
});

const setDelay = (body: unknown) =>
  fetch(`${hub.url}/_emulator/delay`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

describe("hub emulator: the control API's delay", () => {
  it("holds every hub answer at least the delay set, and none once it is back to 0", async () => {
    expect(await (await fetch(`${hub.url}/_emulator/delay`)).json()).toEqual({ ms: 0 });
    const set = await setDelay({ ms: 250 });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ ms: 250 });
    try {
      for (const path of ["/api/models?limit=1", "/api/datasets?limit=1", "/nowhere"]) {
        const start = performance.now();
        await (await fetch(hub.url + path)).arrayBuffer();
        expect(performance.now() - start).toBeGreaterThanOrEqual(245);
      }
      // The control API itself is not delayed: it answers the delay in force.
      expect(await (await fetch(`${hub.url}/_emulator/delay`)).json()).toEqual({ ms: 250 });
    } finally {
      expect((await setDelay({ ms: 0 })).status).toBe(200);
    }
    expect(await (await fetch(`${hub.url}/_emulator/delay`)).json()).toEqual({ ms: 0 });
  });

  it("delays only the paths under a given prefix, and answers the others meanwhile", async () => {
    const path = "/api/models/openai-community/gpt2";
    expect(await (await setDelay({ ms: 5_000, path })).json()).toEqual({ ms: 5_000, path });
    try {
      expect(await (await fetch(`${hub.url}/_emulator/delay`)).json()).toEqual({
        ms: 0,
        paths: { [path]: 5_000 },
      });
      let slowDone = false;
      const slow = fetch(hub.url + path).then(async (response) => {
        await response.arrayBuffer();
        slowDone = true;
        return response.status;
      });
      const other = await fetch(`${hub.url}/api/models/google-bert/bert-base-uncased`);
      expect(other.status).toBe(200);
      expect(slowDone, "the other repo answered while the delayed one was held").toBe(false);
      expect(await slow).toBe(200);
    } finally {
      expect((await setDelay({ ms: 0, path })).status).toBe(200);
    }
    expect(await (await fetch(`${hub.url}/_emulator/delay`)).json()).toEqual({ ms: 0 });
  });

  it.each([
    {},
    { ms: -1 },
    { ms: 1.5 },
    { ms: "100" },
    { ms: 60_001 },
    [100],
    { ms: 5, path: "api" },
    { ms: 5, path: 7 },
  ])("refuses %j with 400 and keeps the delay", async (body) => {
    const response = await setDelay(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/ms|path/);
    expect(await (await fetch(`${hub.url}/_emulator/delay`)).json()).toEqual({ ms: 0 });
  });
});
