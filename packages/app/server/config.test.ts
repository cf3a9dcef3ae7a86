import { describe, expect, it } from "vitest";
import { loadConfig, publicConfig } from "./config.ts";

describe("loadConfig", () => {
  it("runs every upstream emulated by default, on port 3000", () => {
    const config = loadConfig({}, { clientDir: "dist/client" });
    expect(config.port).toBe(3000);
    expect(config.hub).toEqual({ url: undefined, token: undefined });
    // toMatchObject: each feature (solana, router, …) adds its own public settings.
    expect(publicConfig(config)).toMatchObject({
      upstreams: { hub: { emulated: true }, datasetsServer: { emulated: true }, solana: { emulated: true } },
    });
  });

  it("switches the hub to the real one with HUB_URL and keeps the token out of the public config", () => {
    const config = loadConfig(
      { HUB_URL: "https://huggingface.co/", HF_TOKEN: "hf_abc", PORT: "8080" },
      { clientDir: "x" },
    );
    expect(config.hub).toEqual({ url: "https://huggingface.co", token: "hf_abc" });
    expect(config.port).toBe(8080);
    expect(JSON.stringify(publicConfig(config))).not.toContain("hf_abc");
  });

  it("rejects a bad port and a relative URL with a clear message", () => {
    expect(() => loadConfig({ PORT: "eighty" }, { clientDir: "x" })).toThrow(
      'PORT must be a non-negative integer, got "eighty"',
    );
    expect(() => loadConfig({ HUB_URL: "huggingface.co" }, { clientDir: "x" })).toThrow(
      "HUB_URL must be an absolute URL",
    );
  });
});
