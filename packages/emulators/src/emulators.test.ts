import { describe, expect, it } from "vitest";
import { startEmulators, startHubEmulator } from "./index";

describe("startEmulators", () => {
  it("starts the hub on a free port and stops it on close", async () => {
    const emulators = await startEmulators();
    expect(emulators.hub.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${emulators.hub.url}/api/models?limit=1`);
    expect(response.status).toBe(200);
    await emulators.close();
    await expect(fetch(`${emulators.hub.url}/api/models?limit=1`)).rejects.toThrow();
  });

  it("rejects when the port is taken", async () => {
    const first = await startHubEmulator();
    const port = Number(new URL(first.url).port);
    await expect(startEmulators({ hub: { port } })).rejects.toThrow(/EADDRINUSE/);
    await first.close();
  });

  it("answers 400, not 500, to a path with malformed percent-encoding, on every emulator", async () => {
    const emulators = await startEmulators();
    try {
      for (const base of [
        emulators.hub.url,
        emulators.datasetsServer.url,
        emulators.router.url,
        emulators.tweets.url,
      ]) {
        for (const path of ["/api/models/a%ZZb", "/api/datasets/%E0%A4%A/x", "/v1/models/x%"]) {
          const response = await fetch(`${base}${path}`);
          expect(response.status, `${base}${path}`).toBe(400);
          expect(await response.json()).toEqual({ error: "Malformed percent-encoding in the URL path" });
        }
      }
    } finally {
      await emulators.close();
    }
  });
});
