/**
 * `/api/tweets/*` and `/api/tweets-backup/*` over real HTTP, on two tweets emulators locked with a key only
 * the server knows: the search path only, the key added server-side, the cache, the two sources apart, the
 * service's errors passed through (and read by hub-sdk as the spec's texts), an unreachable service as 502
 * JSON, HEAD for the feed's reachability check, and, for the embedded emulators, their images and their
 * control API (how browser tests script a failing primary).
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type RunningTweets, startTweetsEmulator } from "@hiber/emulators";
import { searchTweetsPage, TweetsApiError } from "@hiber/hub-sdk";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Upstreams } from "../app.ts";
import { loadConfig } from "../config.ts";
import { listen } from "../test-utils.ts";

const KEY = "tw-ServerOnlyKey-0123456789";
const SEARCH = "/twitter/tweet/advanced_search";
const query = (q: string, extra = "") => `${SEARCH}?query=${encodeURIComponent(q)}&queryType=Latest${extra}`;

let primary: RunningTweets;
let backup: RunningTweets;
let clientDir: string;
const servers: { close(): Promise<void> }[] = [];

/** The app over the two emulators; `emulated` treats them as the embedded default (images, control API). */
async function start(
  env: Record<string, string>,
  upstreams: Partial<Upstreams> = { tweets: primary.url, tweetsBackup: backup.url },
  emulated = false,
) {
  const config = loadConfig(env, { clientDir });
  if (emulated) {
    // As main.ts does for the embedded emulators: their key, added by the proxy.
    config.tweets.token = KEY;
    config.tweetsBackup.token = KEY;
  }
  const unused = "http://127.0.0.1:9";
  const server = await listen(createServer(config, { hub: unused, datasetsServer: unused, ...upstreams }));
  servers.push(server);
  return server.url;
}

const realEnv = () => ({ TWEETS_URL: primary.url, TWEETS_BACKUP_URL: backup.url, TWEETS_API_KEY: KEY });

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), "hiber-tweets-proxy-"));
  await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>Hiber</title>");
  const now = Date.parse("2026-11-25T12:00:00Z");
  [primary, backup] = await Promise.all([
    startTweetsEmulator({ port: 0, apiKey: KEY, now }),
    startTweetsEmulator({ port: 0, apiKey: KEY, now }),
  ]);
});

afterEach(() => {
  primary.faults.clear();
  backup.faults.clear();
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await Promise.all([primary?.close(), backup?.close()]);
});

describe("the tweets proxies", () => {
  it("add the key server-side: the browser sends none, and one it sends is not passed on", async () => {
    const app = await start(realEnv());
    expect((await fetch(`${primary.url}${query("LLM")}`)).status).toBe(403);

    const res = await fetch(`${app}/api/tweets${query("LLM")}`, {
      headers: { "X-API-Key": "from-the-browser" },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { tweets: unknown[]; has_next_page: boolean };
    expect(body.tweets.length).toBeGreaterThan(0);

    const page = await searchTweetsPage({ query: "LLM", baseUrl: `${app}/api/tweets` });
    expect(page.tweets.length).toBeGreaterThan(0);
    expect(page.hasNextPage).toBe(true);
  });

  it("forward only the search: other paths and methods answer without reaching the service", async () => {
    const app = await start(realEnv());
    for (const refused of [
      "/api/tweets/twitter/user/info?userName=x",
      "/api/tweets/twitter/tweet/advanced_search/more",
      "/api/tweets/",
      "/api/tweets/_emulator/faults",
      "/api/tweets/_emulator/avatars/ada.svg",
      "/api/tweets-backup/twitter/user/last_tweets",
    ]) {
      const res = await fetch(`${app}${refused}`);
      expect(res.status, refused).toBe(404);
      expect(await res.json()).toEqual({ error: "Not found", code: "not_found" });
    }
    const post = await fetch(`${app}/api/tweets${query("LLM")}`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(primary.faults.calls).toHaveLength(0);
    expect(backup.faults.calls).toHaveLength(0);
  });

  it("cache a search by its query string", async () => {
    const app = await start(realEnv());
    const url = `${app}/api/tweets${query("cache me")}`;
    const first = await fetch(url);
    const second = await fetch(url);
    expect([first.headers.get("x-cache"), second.headers.get("x-cache")]).toEqual(["MISS", "HIT"]);
    expect(await second.text()).toBe(await first.text());
    const other = await fetch(`${app}/api/tweets${query("cache me", "&cursor=20")}`);
    expect(other.headers.get("x-cache")).toBe("MISS");
    expect(primary.faults.calls).toHaveLength(2);
  });

  it("keep the primary and the backup apart: a failing primary leaves the backup answering", async () => {
    const app = await start(realEnv());
    primary.faults.set([{ fail: 500, times: "always" }]);
    const failed = await fetch(`${app}/api/tweets${query("LLM apart")}`);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: "Internal Server Error", code: "upstream_error" });
    const error = await searchTweetsPage({ query: "LLM", baseUrl: `${app}/api/tweets` }).catch((e) => e);
    expect(error).toBeInstanceOf(TweetsApiError);
    expect(error.message).toBe("HTTP error! status: 500, details: Internal Server Error");

    const page = await searchTweetsPage({ query: "LLM", baseUrl: `${app}/api/tweets-backup` });
    expect(page.tweets.length).toBeGreaterThan(0);
    expect(backup.faults.calls.map((call) => call.status)).toEqual([200]);
  });

  it("pass the service's 429, 401 and 403 through, with their bodies, for the spec's texts", async () => {
    const app = await start(realEnv());
    primary.faults.set([{ fail: 429 }]);
    const limited = await fetch(`${app}/api/tweets${query("busy")}`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("1");
    expect(await limited.json()).toMatchObject({ error: "Too Many Requests" });

    for (const [fail, text] of [
      [429, "Rate limit exceeded. Please try again later."],
      [401, "Unauthorized: Please check your API key"],
      [403, "Forbidden: Access denied"],
    ] as const) {
      primary.faults.set([{ fail }]);
      const error = await searchTweetsPage({ query: "busy", baseUrl: `${app}/api/tweets` }).catch((e) => e);
      expect(error, String(fail)).toBeInstanceOf(TweetsApiError);
      expect(error).toMatchObject({ status: fail, message: text });
    }
  });

  it("answer 502 JSON when the service cannot be reached, which hub-sdk says as 'Unable to connect to the Twitter API'", async () => {
    const gone = await listen(new Hono());
    await gone.close();
    const app = await start({ TWEETS_URL: gone.url, TWEETS_API_KEY: KEY }, { tweets: gone.url });
    const res = await fetch(`${app}/api/tweets${query("LLM")}`);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      error: "The tweets search could not be reached.",
      code: "upstream_unreachable",
    });
    const error = await searchTweetsPage({ query: "LLM", baseUrl: `${app}/api/tweets` }).catch((e) => e);
    expect(error).toBeInstanceOf(TweetsApiError);
    expect(error).toMatchObject({
      status: 502,
      reason: "unreachable",
      message: "Unable to connect to the Twitter API",
    });
    expect((await fetch(`${app}/api/tweets${SEARCH}`, { method: "HEAD" })).status).toBe(502);
  });

  it("answer HEAD of both searches and of /api/health without spending a search", async () => {
    const app = await start(realEnv());
    primary.faults.set([{ fail: 500 }]);
    for (const url of [`/api/tweets${SEARCH}`, `/api/tweets-backup${SEARCH}`, "/api/health"]) {
      const res = await fetch(`${app}${url}`, { method: "HEAD" });
      expect(res.status, url).toBe(200);
    }
    // The scripted failure is still there for the next search: HEAD asked nothing of the search.
    expect(primary.faults.snapshot()).toHaveLength(1);
    expect(primary.faults.calls).toHaveLength(0);
  });

  it("answer 503 for the backup when TWEETS_URL is set without TWEETS_BACKUP_URL", async () => {
    const app = await start({ TWEETS_URL: primary.url, TWEETS_API_KEY: KEY }, { tweets: primary.url });
    const res = await fetch(`${app}/api/tweets-backup${query("LLM")}`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: "The backup tweets search is not configured.",
      code: "tweets_not_configured",
    });
    const config = (await (await fetch(`${app}/api/config`)).json()) as {
      upstreams: Record<string, unknown>;
    };
    expect(config.upstreams.tweets).toEqual({ emulated: false });
    expect(config.upstreams.tweetsBackup).toEqual({ emulated: false, configured: false });
  });
});

describe("the embedded tweets emulators through the app", () => {
  it("script each source's faults through its control API, the cache emptied by every script", async () => {
    const app = await start({ EMULATOR_CONTROL: "on" }, undefined, true);
    const search = () => fetch(`${app}/api/tweets${query("scripted")}`);
    expect((await search()).headers.get("x-cache")).toBe("MISS");
    expect((await search()).headers.get("x-cache")).toBe("HIT");

    const put = await fetch(`${app}/api/tweets/_emulator/faults`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ fail: 503, times: "always" }),
    });
    expect(put.status).toBe(200);
    expect((await search()).status).toBe(503);
    // The backup has its own script: untouched.
    expect((await fetch(`${app}/api/tweets-backup${query("scripted")}`)).status).toBe(200);

    expect((await fetch(`${app}/api/tweets/_emulator/faults`, { method: "DELETE" })).status).toBe(204);
    expect((await search()).status).toBe(200);
    const calls = (await (await fetch(`${app}/api/tweets/_emulator/calls`)).json()) as unknown[];
    expect(calls).toHaveLength(1);
    const config = (await (await fetch(`${app}/api/config`)).json()) as {
      upstreams: Record<string, unknown>;
    };
    expect(config.upstreams.tweets).toEqual({ emulated: true });
    expect(config.upstreams.tweetsBackup).toEqual({ emulated: true, configured: true });
  });

  it("pass a search's emulator scope on, its answers cached apart, so a scoped fault reaches only that scope", async () => {
    const scope = { "X-Hiber-Emulator-Scope": "test-one" };
    for (const env of [{ EMULATOR_CONTROL: "on" }, { EMULATOR_CONTROL: "off" }]) {
      primary.faults.set([{ fail: 500, times: "always", scope: "test-one" }]);
      const app = await start(env, undefined, true);
      const search = (headers: Record<string, string> = {}) =>
        fetch(`${app}/api/tweets${query("scoped")}`, { headers });
      expect((await search()).status).toBe(200);
      // Control allowed: the scope goes on (and the cached answer above is not its). Not allowed: ignored.
      expect((await search(scope)).status).toBe(env.EMULATOR_CONTROL === "on" ? 500 : 200);
      expect((await search()).headers.get("x-cache")).toBe("HIT");
      primary.faults.clear();
    }
  });

  it("serve the sample avatars from this origin, control API or not", async () => {
    for (const env of [{ EMULATOR_CONTROL: "on" }, { EMULATOR_CONTROL: "off" }]) {
      const app = await start(env, undefined, true);
      for (const mount of ["/api/tweets", "/api/tweets-backup"]) {
        const page = await searchTweetsPage({ query: "LLM", baseUrl: `${app}${mount}` });
        const avatar = page.tweets[0]?.author.profile_image_url ?? "";
        expect(avatar).toMatch(new RegExp(`^${mount}/_emulator/avatars/[\\w-]+\\.svg$`));
        const image = await fetch(`${app}${avatar}`);
        expect(image.status).toBe(200);
        expect(image.headers.get("content-type")).toContain("image/svg+xml");
        const head = await fetch(`${app}${avatar}`, { method: "HEAD" });
        expect(head.status).toBe(200);
      }
      const control = await fetch(`${app}/api/tweets/_emulator/faults`);
      expect(control.status).toBe(env.EMULATOR_CONTROL === "on" ? 200 : 404);
    }
  });
});
