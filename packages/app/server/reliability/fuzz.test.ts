/**
 * The fuzz set (fuzz.ts) and the relay reproductions (relays.ts) against the in-process app server
 * with payments off, over the real emulators: the hub and the datasets server behind recording taps (to see
 * what reaches them, token included), the router with its token, the local chain at `/api/solana`.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { generateKeyPairSigner } from "@solana/kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type SolanaService, startSolana } from "../solana/chain.ts";
import { startTappedEmulators, type TappedEmulators } from "./emulated.ts";
import { fuzzCrossOrigin, fuzzRequests } from "./fuzz.ts";
import { isAnswer, makeClientDir, type Running, scale, send, serveApp } from "./harness.ts";
import { usdcOf } from "./payers.ts";
import { checkRelays, MODEL } from "./relays.ts";

describe("reliability: fuzz set and relays (payments off)", () => {
  let dataDir: string;
  let clientDir: string;
  let emulated: TappedEmulators;
  let solana: SolanaService;
  let app: Running;
  let generations = 0;

  const build = (extra: Record<string, string> = {}) => {
    const env = {
      ...emulated.env,
      DATA_DIR: dataDir,
      PAYMENTS: "off",
      EMULATOR_CONTROL: "on",
      UPSTREAM_TIMEOUT_MS: "5000",
      GENERATION_TIMEOUT_MS: "10000",
      // The fuzz set sends hundreds of free prompts from one address; the free limits have their own case.
      FREE_RATE_LIMIT: "1000000",
      FREE_DAILY_BUDGET: "1000000",
      ...extra,
    };
    return createServer(loadConfig(env, { clientDir }), emulated.upstreams, {
      solana,
      inference: {
        timeoutMs: 10_000,
        generate: (request, options) => {
          generations += 1;
          return emulated.generate(request, options);
        },
      },
    });
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "hiber-fuzz-"));
    clientDir = await makeClientDir();
    emulated = await startTappedEmulators({
      hub: "hf_FuzzHubToken0123456789abcdef",
      router: "hf_FuzzRouterToken0123456789abcdef",
    });
    solana = await startSolana(loadConfig({}, { clientDir }).solana, { dataDir });
    app = await serveApp(build());
  });
  afterAll(async () => {
    await app?.close();
    await emulated?.close();
    await solana?.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(path.dirname(clientDir), { recursive: true, force: true });
  });

  const target = () => ({
    url: app.url,
    generations: () => generations,
    routerCalls: () => emulated.router.scripts.calls.length,
    freshAddress: async () => (await generateKeyPairSigner()).address,
    usdcOf: (owner: string) => usdcOf(solana, owner),
  });

  it("answers every fuzzed path, body, method and header within the contract, and stays up", async () => {
    const tally = await fuzzRequests(target(), { concurrency: 6 * scale(), repeat: scale() });
    tally.print();
    expect(tally.failures).toEqual([]);
  }, 90_000);

  it("refuses cross-origin and non-JSON writes to every state-changing route, and runs nothing", async () => {
    const tally = await fuzzCrossOrigin(target());
    tally.print();
    expect(tally.failures).toEqual([]);
  }, 60_000);

  it("refuses the two relays: no free generation through /api/router, no HF_TOKEN off the allow-list", async () => {
    const tally = await checkRelays(emulated.relayTarget(app.url));
    tally.print();
    expect(tally.failures).toEqual([]);
  });

  it("limits free prompts per client: past the rate, 429 JSON and no generation", async () => {
    const limited = await serveApp(build({ FREE_RATE_LIMIT: "3" }));
    try {
      const before = generations;
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const outcome = await send(`${limited.url}/api/inference`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ prompt: `free ${i}`, model: MODEL, maxTokens: 4 }),
        });
        statuses.push(isAnswer(outcome) ? outcome.status : 0);
      }
      console.log(
        `free path, FREE_RATE_LIMIT=3: statuses ${statuses.join(" ")}; generations ${generations - before}`,
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(3);
      expect(statuses.slice(3).every((status) => status === 429)).toBe(true);
      expect(generations - before).toBe(3);
    } finally {
      await limited.close();
    }
  });
});
