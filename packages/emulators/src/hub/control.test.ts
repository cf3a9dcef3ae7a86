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

  it.each([{}, { ms: -1 }, { ms: 1.5 }, { ms: "100" }, { ms: 60_001 }, [100]])(
    "refuses %j with 400 and keeps the delay",
    async (body) => {
      const response = await setDelay(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/ms/);
      expect(await (await fetch(`${hub.url}/_emulator/delay`)).json()).toEqual({ ms: 0 });
    },
  );
});
