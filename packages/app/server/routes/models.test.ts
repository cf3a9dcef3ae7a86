/**
 * `/api/models/{author}/{name}` over HTTP, with the hub emulator upstream and PGlite: the model detail
 * record's contract, and the signed comments, ratings, likes and reports (what is refused, what is kept,
 * and that it survives a restart), and a wallet's signed activity as its profile lists it.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type RunningServer, startHubEmulator } from "@hiber/emulators";
import { modelInfo } from "@hiber/hub-sdk";
import type { SignedPayload } from "@hiber/wallet-kit/signed-message";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COMMENT_LIMITS,
  type ModelComments,
  type ModelDetail,
  modelCommentsPath,
  modelDetailPath,
  type SignedComment,
} from "../../src/lib/model-detail.ts";
import { createServer } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { MemoryCounterStore } from "../limits/counters.ts";
import { postJson, signedBody, type TestWallet, testWallet } from "../signed/testing.ts";
import { listen } from "../test-utils.ts";

/** A model of the emulator's catalogue with published eval results and hub discussions. */
const MODEL = "distilbert/distilgpt2";

let hub: RunningServer;
let clientDir: string;

/** The app on the hub emulator, with a database (PGlite in `dataDir`, or in memory). */
async function startApp(dataDir?: string) {
  const database = await openDatabase({ dataDir });
  const config = loadConfig({ PAYMENTS: "off" }, { clientDir });
  const server = await listen(
    createServer(
      config,
      { hub: hub.url, datasetsServer: hub.url },
      {
        database: database.db,
        // A stopped clock: the rate windows never roll over during a test.
        counters: new MemoryCounterStore(() => Date.parse("2026-11-26T00:30:00Z")),
      },
    ),
  );
  return {
    url: server.url,
    database,
    close: async () => {
      await server.close();
      await database.close();
    },
  };
}

async function getJson<T>(url: string): Promise<{ status: number; json: T }> {
  const response = await fetch(url);
  return { status: response.status, json: (await response.json()) as T };
}

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), "hiber-models-"));
  await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>Hiber</title>");
  hub = await startHubEmulator();
});
afterAll(async () => {
  await hub?.close();
});

describe("GET /api/models/{author}/{name}", () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app?.close());

  it("builds the record from the hub's model, card, eval results and discussions", async () => {
    const hubModel = await modelInfo({ name: MODEL, baseUrl: hub.url });
    const { status, json } = await getJson<ModelDetail>(`${app.url}${modelDetailPath(MODEL)}`);
    expect(status).toBe(200);
    expect(json).toMatchObject({
      id: MODEL,
      slug: `model/${MODEL}`,
      name: "distilgpt2",
      author: "distilbert",
      category: "Text Generation",
      task: "text-generation",
      library: "transformers",
      hubUrl: `https://huggingface.co/${MODEL}`,
      filesUrl: `https://huggingface.co/${MODEL}/tree/main`,
      stats: { rating: null, discussions: 3, trending: null },
      community: { comments: 0, ratings: 0, likes: 0, wallets: 0 },
    });
    expect(json.details.downloads).toBe(hubModel.downloads);
    expect(json.details.likes).toBe(hubModel.likes);
    expect(typeof json.description).toBe("string");
    const [result] = hubModel.evalResults ?? [];
    expect(Object.values(json.details.metrics)).toEqual([result?.metricValue]);
    expect(Object.keys(json.details.metrics)[0]).toContain(result?.metricName ?? result?.metricType ?? "?");
    expect(json.hubDiscussions).toHaveLength(3);
    expect(json.hubDiscussions[0]).toMatchObject({
      source: "hub",
      url: expect.stringMatching(/discussions\/\d+$/),
    });
  });

  it("gives usage examples that run as written against this server", async () => {
    const { json } = await getJson<ModelDetail>(`${app.url}${modelDetailPath(MODEL)}`);
    expect(json.details.examples.map((example) => example.language)).toEqual([
      "typescript",
      "python",
      "bash",
      "bash",
    ]);
    const [sdk, python, curlInfo, curlPrompt] = json.details.examples;
    expect(python?.code).toContain(`pipeline("text-generation", model="${MODEL}")`);
    // The hub-sdk snippet's baseUrl and the first curl's URL answer, from this server.
    const baseUrl = /baseUrl: "([^"]+)"/.exec(sdk?.code ?? "")?.[1] ?? "";
    expect(baseUrl).toBe(`${app.url}/api/hub`);
    expect((await modelInfo({ name: MODEL, baseUrl })).id).toBe(MODEL);
    const infoUrl = /^curl (\S+)$/.exec(curlInfo?.code ?? "")?.[1] ?? "";
    expect((await getJson<{ id: string }>(infoUrl)).json.id).toBe(MODEL);
    expect(curlPrompt?.code).toContain(`curl ${app.url}/api/inference`);
  });

  it("answers 404 JSON for an unknown model or a malformed name", async () => {
    for (const url of [modelDetailPath("nobody/no-such-model"), "/api/models/a..b/c"]) {
      const { status, json } = await getJson(`${app.url}${url}`);
      expect(status).toBe(404);
      expect(json).toMatchObject({ code: expect.stringMatching(/not_found$/) });
    }
  });
});

describe("signed comments, ratings, likes and reports", () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  const comments = () => `${app.url}${modelCommentsPath(MODEL)}`;
  const sign = (wallet: TestWallet, action: string, payload: SignedPayload) =>
    signedBody(app.url, wallet, action, payload);
  const post = async (wallet: TestWallet, text: string, rating: number | null = null) =>
    postJson<{ comment: SignedComment; code?: string }>(
      comments(),
      await sign(wallet, "comment.post", { model: MODEL, text, rating }),
    );

  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app?.close());

  it("stores a signed comment with its rating, lists it verified, and counts it in the record", async () => {
    const wallet = testWallet();
    const text = `<b>Great</b> model & "fast" <script>alert(1)</script>`;
    const posted = await post(wallet, text, 4);
    expect(posted.status).toBe(201);
    expect(posted.json.comment).toMatchObject({ address: wallet.address, text, rating: 4, likes: 0 });
    await post(testWallet(), "Fine.", 2);

    const list = await getJson<ModelComments>(comments());
    expect(list.json.rating).toEqual({ mean: 3, count: 2 });
    // Stored and answered as written: the page renders it as text, never as HTML.
    expect(list.json.comments.map((c) => [c.text, c.source, c.verified])).toEqual([
      ["Fine.", "signed", true],
      [text, "signed", true],
    ]);
    const detail = await getJson<ModelDetail>(`${app.url}${modelDetailPath(MODEL)}`);
    expect(detail.json.stats.rating).toEqual({ mean: 3, count: 2 });
    expect(detail.json.stats.trending).toEqual({ last7Days: 2, previous7Days: 0, percent: null });
    expect(detail.json.community).toEqual({ comments: 2, ratings: 2, likes: 0, wallets: 2 });
    expect(detail.json.active).toBe(true);
  });

  it("refuses unsigned, wrongly signed and replayed posts", async () => {
    const wallet = testWallet();
    const unsigned = await postJson(comments(), { model: MODEL, text: "hi", rating: 5 });
    expect([unsigned.status, unsigned.json.code]).toEqual([401, "unsigned"]);

    const body = await sign(wallet, "comment.post", { model: MODEL, text: "Honest", rating: 5 });
    const tampered = { ...body, message: body.message.replace("Honest", "Dishonest") };
    const wrong = await postJson(comments(), tampered);
    expect([wrong.status, wrong.json.code]).toEqual([401, "bad_signature"]);
    const otherKey = await sign(testWallet(), "comment.post", { model: MODEL, text: "Honest", rating: 5 });
    const stolen = await postJson(comments(), { ...body, signature: otherKey.signature });
    expect([stolen.status, stolen.json.code]).toEqual([401, "bad_signature"]);

    expect((await postJson(comments(), body)).status).toBe(201);
    const replayed = await postJson(comments(), body);
    expect([replayed.status, replayed.json.code]).toEqual([409, "nonce_used"]);
    const forLike = await sign(wallet, "comment.like", { model: MODEL, commentId: 1 });
    const wrongAction = await postJson(comments(), forLike);
    expect([wrongAction.status, wrongAction.json.code]).toEqual([400, "wrong_action"]);
    const list = await getJson<ModelComments>(comments());
    expect(list.json.comments.filter((c) => c.address === wallet.address).map((c) => c.text)).toEqual([
      "Honest",
    ]);
  });

  it("refuses oversized, empty, badly rated and misdirected comments", async () => {
    const wallet = testWallet();
    const tooLong = await post(wallet, "x".repeat(COMMENT_LIMITS.maxTextLength + 1));
    expect([tooLong.status, tooLong.json.code]).toEqual([400, "text_too_long"]);
    expect((await post(wallet, "x".repeat(COMMENT_LIMITS.maxTextLength))).status).toBe(201);
    expect((await post(wallet, "   ")).json.code).toBe("empty_text");
    expect((await post(wallet, "ok", 6)).json.code).toBe("invalid_rating");
    expect((await post(wallet, "ok", 2.5)).json.code).toBe("invalid_rating");
    const elsewhere = await postJson(
      comments(),
      await sign(wallet, "comment.post", { model: "openai/other", text: "hi", rating: null }),
    );
    expect([elsewhere.status, elsewhere.json.code]).toEqual([400, "wrong_model"]);
    const unknownModel = await postJson(
      `${app.url}${modelCommentsPath("nobody/no-such-model")}`,
      await sign(wallet, "comment.post", { model: "nobody/no-such-model", text: "hi", rating: null }),
    );
    expect(unknownModel.status).toBe(404);
    // A body past MAX_BODY_BYTES is refused before it is read.
    const huge = await postJson(comments(), {
      ...(await sign(wallet, "comment.post", {})),
      pad: "x".repeat(70_000),
    });
    expect([huge.status, huge.json.code]).toEqual([413, "payload_too_large"]);
  });

  it(`refuses more than ${COMMENT_LIMITS.perAddressPerHour} comments per hour from one address`, async () => {
    const wallet = testWallet();
    for (let i = 1; i <= COMMENT_LIMITS.perAddressPerHour; i++)
      expect((await post(wallet, `Comment ${i}`)).status).toBe(201);
    const over = await post(wallet, "One too many");
    expect([over.status, over.json.code]).toEqual([429, "rate_limited"]);
    expect((await post(testWallet(), "Another wallet")).status).toBe(201);
  });

  it("counts one signed like per address, and each wallet taking part once", async () => {
    const wallets = async () =>
      (await getJson<ModelDetail>(`${app.url}${modelDetailPath(MODEL)}`)).json.community.wallets;
    const before = await wallets();
    const author = testWallet();
    const { json } = await post(author, "Like me");
    const id = json.comment.id;
    const like = async (wallet: TestWallet, commentId = id) =>
      postJson<{ likes: number; added: boolean; code?: string }>(
        `${comments()}/${id}/like`,
        await sign(wallet, "comment.like", { model: MODEL, commentId }),
      );
    const fan = testWallet();
    expect((await like(fan)).json).toEqual({ likes: 1, added: true });
    expect((await like(fan)).json).toEqual({ likes: 1, added: false });
    expect((await like(testWallet())).json).toEqual({ likes: 2, added: true });
    expect((await like(fan, id + 1000)).json.code).toBe("wrong_target");
    const unsigned = await postJson(`${comments()}/${id}/like`, {});
    expect(unsigned.status).toBe(401);
    const listed = (await getJson<ModelComments>(comments())).json.comments.find((c) => c.id === id);
    expect(listed?.likes).toBe(2);
    // The author, the fan (twice) and the other liker.
    expect(await wallets()).toBe(before + 3);
  });

  it("lists a wallet's signed comment and like in its profile activity, newest first", async () => {
    const wallet = testWallet();
    const other = await post(testWallet(), "Worth a like");
    await post(wallet, "My own take", 5);
    const liked = other.json.comment.id;
    await postJson(
      `${comments()}/${liked}/like`,
      await sign(wallet, "comment.like", { model: MODEL, commentId: liked }),
    );
    const { status, json } = await getJson<{
      count: number;
      items: {
        kind: string;
        model: string;
        href: string;
        text: string;
        rating?: number;
        createdAt: string;
      }[];
    }>(`${app.url}/api/profile/${wallet.address}/activity`);
    expect(status).toBe(200);
    expect(json.count).toBe(2);
    const href = `/models/${encodeURIComponent(`model/${MODEL}`)}`;
    expect(json.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "comment", model: MODEL, href, text: "My own take", rating: 5 }),
        expect.objectContaining({ kind: "like", model: MODEL, href, text: "Worth a like" }),
      ]),
    );
    const times = json.items.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const invalid = await getJson<{ code: string }>(`${app.url}/api/profile/not-an-address/activity`);
    expect([invalid.status, invalid.json.code]).toEqual([400, "invalid_address"]);
  });

  it(`hides a comment after ${COMMENT_LIMITS.hideAfterReports} distinct reporters`, async () => {
    const { json } = await post(testWallet(), "Spam spam spam");
    const id = json.comment.id;
    const report = async (wallet: TestWallet) =>
      postJson<{ reports: number; hidden: boolean }>(
        `${comments()}/${id}/report`,
        await sign(wallet, "comment.report", { model: MODEL, commentId: id }),
      );
    const reporter = testWallet();
    expect((await report(reporter)).json).toEqual({ reports: 1, hidden: false });
    expect((await report(reporter)).json).toEqual({ reports: 1, hidden: false });
    const listedIds = async () => (await getJson<ModelComments>(comments())).json.comments.map((c) => c.id);
    for (let i = 2; i < COMMENT_LIMITS.hideAfterReports; i++) await report(testWallet());
    expect(await listedIds()).toContain(id);
    expect((await report(testWallet())).json).toEqual({
      reports: COMMENT_LIMITS.hideAfterReports,
      hidden: true,
    });
    expect(await listedIds()).not.toContain(id);
  });
});

describe("restart", () => {
  // Creating a PGlite database on disk takes seconds on a loaded machine: a generous limit, not a measure.
  it("keeps signed comments: a new server on the same PGlite data folder lists them", {
    timeout: 180_000,
  }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "hiber-comments-pglite-"));
    try {
      const first = await startApp(dataDir);
      const wallet = testWallet();
      const posted = await postJson(
        `${first.url}${modelCommentsPath(MODEL)}`,
        await signedBody(first.url, wallet, "comment.post", { model: MODEL, text: "Still here", rating: 5 }),
      );
      expect(posted.status).toBe(201);
      await first.close();

      const second = await startApp(dataDir);
      try {
        const { json } = await getJson<ModelComments>(`${second.url}${modelCommentsPath(MODEL)}`);
        expect(json.comments.map((c) => [c.address, c.text, c.rating])).toEqual([
          [wallet.address, "Still here", 5],
        ]);
        expect(json.rating).toEqual({ mean: 5, count: 1 });
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
