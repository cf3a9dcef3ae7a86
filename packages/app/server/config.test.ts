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

  it("bounds bodies, the cache and generations by default, and reads the limit settings", () => {
    const config = loadConfig({}, { clientDir: "x" });
    expect(config).toMatchObject({
      maxBodyBytes: 65_536,
      maxUpstreamBodyBytes: 20 * 1024 * 1024,
      cacheMaxBytes: 64 * 1024 * 1024,
      generationTimeoutMs: 60_000,
      shutdownGraceMs: 70_000,
      trustProxy: false,
      hsts: false,
      serveSourceMaps: false,
    });
    const set = loadConfig(
      {
        MAX_BODY_BYTES: "1024",
        CACHE_MAX_BYTES: "0",
        TRUST_PROXY: "on",
        HSTS: "true",
        SERVE_SOURCE_MAPS: "1",
        SHUTDOWN_GRACE_MS: "5000",
      },
      { clientDir: "x" },
    );
    expect(set).toMatchObject({
      maxBodyBytes: 1024,
      cacheMaxBytes: 0,
      trustProxy: true,
      hsts: true,
      serveSourceMaps: true,
      shutdownGraceMs: 5000,
    });
    expect(() => loadConfig({ TRUST_PROXY: "maybe" }, { clientDir: "x" })).toThrow(
      'TRUST_PROXY must be on or off, got "maybe"',
    );
  });

  it("refuses a real router with a token that is not a Hugging Face token", () => {
    expect(() =>
      loadConfig({ ROUTER_URL: "https://router.huggingface.co", ROUTER_TOKEN: "sk-abc" }, { clientDir: "x" }),
    ).toThrow("ROUTER_TOKEN must be a Hugging Face token (hf_…) when ROUTER_URL is set");
    expect(
      loadConfig({ ROUTER_URL: "https://router.huggingface.co", ROUTER_TOKEN: "hf_abc" }, { clientDir: "x" })
        .router,
    ).toEqual({ url: "https://router.huggingface.co", token: "hf_abc" });
  });

  it("runs the tweets search and its backup emulated by default, and the real ones with TWEETS_URL and TWEETS_BACKUP_URL", () => {
    const embedded = loadConfig({}, { clientDir: "x" });
    expect(embedded.tweets).toEqual({ url: undefined, token: undefined });
    expect(publicConfig(embedded).upstreams).toMatchObject({
      tweets: { emulated: true },
      tweetsBackup: { emulated: true, configured: true },
    });

    const key = "tw_key_0123456789";
    const real = loadConfig(
      {
        TWEETS_URL: "https://api.twitterapi.io/",
        TWEETS_BACKUP_URL: "https://backup.example.com/tweets",
        TWEETS_API_KEY: key,
      },
      { clientDir: "x" },
    );
    expect(real.tweets).toEqual({ url: "https://api.twitterapi.io", token: key });
    expect(real.tweetsBackup).toEqual({
      url: "https://backup.example.com/tweets",
      token: key,
      configured: true,
    });
    expect(publicConfig(real).upstreams).toMatchObject({
      tweets: { emulated: false },
      tweetsBackup: { emulated: false, configured: true },
    });
    expect(JSON.stringify(publicConfig(real))).not.toContain(key);

    // A real primary without a backup host: no backup (its searches answer 503), none emulated.
    const primaryOnly = loadConfig(
      { TWEETS_URL: "https://api.twitterapi.io", TWEETS_API_KEY: key },
      { clientDir: "x" },
    );
    expect(primaryOnly.tweetsBackup.configured).toBe(false);
    expect(publicConfig(primaryOnly).upstreams.tweetsBackup).toEqual({ emulated: false, configured: false });
  });

  it("refuses a tweets URL that is not absolute, and a key that cannot be a header, without repeating the key", () => {
    expect(() => loadConfig({ TWEETS_URL: "api.twitterapi.io" }, { clientDir: "x" })).toThrow(
      "TWEETS_URL must be an absolute URL",
    );
    expect(() => loadConfig({ TWEETS_BACKUP_URL: "/tweets" }, { clientDir: "x" })).toThrow(
      "TWEETS_BACKUP_URL must be an absolute URL",
    );
    const bad = () => loadConfig({ TWEETS_API_KEY: "secret key\nX-Other: 1" }, { clientDir: "x" });
    expect(bad).toThrow("TWEETS_API_KEY must be one word of visible ASCII characters");
    expect(bad).not.toThrow(/secret/);
  });
});

describe("payments at start-up (fail closed)", () => {
  const real = { SOLANA_RPC_URL: "https://api.devnet.solana.com" };

  it("keeps payments on in the embedded default", () => {
    expect(loadConfig({}, { clientDir: "x" }).payments.enabled).toBe(true);
  });

  it("refuses to start when payments are on but cannot work, naming the setting", () => {
    expect(() => loadConfig(real, { clientDir: "x" })).toThrow(
      "Payments are on but cannot work: X402_PAY_TO is not set",
    );
    expect(() =>
      loadConfig(
        { ...real, X402_PAY_TO: "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin" },
        { clientDir: "x" },
      ),
    ).toThrow("X402_FACILITATOR_URL or X402_FEE_PAYER_KEY");
    expect(() => loadConfig({ PAYMENTS: "maybe" }, { clientDir: "x" })).toThrow(
      'PAYMENTS must be on or off, got "maybe"',
    );
  });

  it("turns payments off only when PAYMENTS=off says so", () => {
    expect(loadConfig({ ...real, PAYMENTS: "off" }, { clientDir: "x" }).payments.enabled).toBe(false);
  });
});
