/** The explorer's getTransaction mapping, against transactions recorded by the real local chain. */
import { createSolanaChain, createSolanaRpc } from "@hiber/emulators";
import { Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from "@solana/web3.js";
import { afterAll, describe, expect, it } from "vitest";
import { absoluteEndpoint } from "../wallet/solana-config.ts";
import {
  base58ByteLength,
  explorerTransactionHref,
  fetchTransaction,
  isTransactionSignature,
  SolanaRpcError,
  toTransactionDetails,
} from "./solana-page.ts";

const chain = createSolanaChain();
const rpc = createSolanaRpc(chain);
const rpcFetch: typeof fetch = async (input, init) => rpc.fetch(new Request(input as string, init));
afterAll(() => {
  rpc.close();
  chain.close();
});

describe("the local explorer's transaction", () => {
  it("shows a transfer's accounts, balance changes, fee and log", async () => {
    const payer = Keypair.generate();
    const recipient = Keypair.generate();
    chain.requestAirdrop(payer.publicKey.toBase58(), 2n * BigInt(LAMPORTS_PER_SOL));
    const { blockhash } = chain.latestBlockhash();
    const transfer = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: recipient.publicKey,
        lamports: LAMPORTS_PER_SOL / 2,
      }),
    );
    transfer.sign(payer);
    const signature = chain.sendTransaction(transfer.serialize());
    expect(isTransactionSignature(signature)).toBe(true);

    const recorded = await fetchTransaction(["http://chain.invalid/api/solana"], signature, {
      fetch: rpcFetch,
    });
    expect(recorded).not.toBeNull();
    const details = toTransactionDetails(signature, recorded as NonNullable<typeof recorded>);
    expect(details).toMatchObject({ signature, fee: 5000, error: null });
    expect(details.slot).toBeGreaterThan(0);
    expect(details.accounts).toEqual([
      {
        address: payer.publicKey.toBase58(),
        signer: true,
        writable: true,
        preLamports: 2 * LAMPORTS_PER_SOL,
        postLamports: 2 * LAMPORTS_PER_SOL - LAMPORTS_PER_SOL / 2 - 5000,
      },
      {
        address: recipient.publicKey.toBase58(),
        signer: false,
        writable: true,
        preLamports: 0,
        postLamports: LAMPORTS_PER_SOL / 2,
      },
      {
        address: SystemProgram.programId.toBase58(),
        signer: false,
        writable: false,
        preLamports: 1,
        postLamports: 1,
      },
    ]);
    expect(details.logs).toContain("Program 11111111111111111111111111111111 success");
  });

  it("resolves null for an unknown signature, and rejects a malformed one with the RPC's error", async () => {
    const unknown = "5".repeat(88);
    expect(await fetchTransaction(["http://chain.invalid"], unknown, { fetch: rpcFetch })).toBeNull();
    await expect(
      fetchTransaction(["http://chain.invalid"], "nope", { fetch: rpcFetch }),
    ).rejects.toBeInstanceOf(SolanaRpcError);
  });

  it("tells a malformed signature before asking the RPC: 64 bytes of base58 or not a signature", () => {
    for (const text of ["Invalid", "nope", "", "0OIl".repeat(22), "z".repeat(88), "1".repeat(44)]) {
      expect(isTransactionSignature(text), text).toBe(false);
    }
    expect(base58ByteLength("1")).toBe(1);
    expect(base58ByteLength("2")).toBe(1);
    expect(base58ByteLength("5Q")).toBe(1);
    expect(base58ByteLength("5R")).toBe(2);
    expect(base58ByteLength("0")).toBeNull();
    expect(isTransactionSignature("1".repeat(64))).toBe(true);
    expect(isTransactionSignature("5".repeat(88))).toBe(true);
  });

  it("tries the second endpoint when the first cannot be reached", async () => {
    const seen: string[] = [];
    const flaky: typeof fetch = async (input, init) => {
      seen.push(String(input));
      if (String(input).startsWith("http://down")) throw new TypeError("fetch failed");
      return rpcFetch(input, init);
    };
    const unknown = "5".repeat(88);
    expect(await fetchTransaction(["http://down/", "http://up/"], unknown, { fetch: flaky })).toBeNull();
    expect(seen).toEqual(["http://down/", "http://up/"]);
    await expect(fetchTransaction(["http://down/"], unknown, { fetch: flaky })).rejects.toThrow(
      "fetch failed",
    );
  });
});

describe("wallet page links and endpoints", () => {
  it("links transactions to the cluster's explorer, or to the app's own page for a local chain", () => {
    expect(explorerTransactionHref("abc", "devnet")).toBe(
      "https://explorer.solana.com/tx/abc?cluster=devnet",
    );
    expect(explorerTransactionHref("abc", "testnet")).toBe(
      "https://explorer.solana.com/tx/abc?cluster=testnet",
    );
    expect(explorerTransactionHref("abc", "mainnet-beta")).toBe("https://explorer.solana.com/tx/abc");
    expect(explorerTransactionHref("abc", "localnet")).toBe("/explorer/tx/abc");
  });

  it("resolves origin-relative endpoints, websockets with ws: or wss:", () => {
    expect(absoluteEndpoint("/api/solana", "http://127.0.0.1:3000")).toBe("http://127.0.0.1:3000/api/solana");
    expect(absoluteEndpoint("/api/solana", "http://127.0.0.1:3000", true)).toBe(
      "ws://127.0.0.1:3000/api/solana",
    );
    expect(absoluteEndpoint("/api/solana", "https://hiber.example", true)).toBe(
      "wss://hiber.example/api/solana",
    );
    expect(absoluteEndpoint("wss://api.devnet.solana.com", "https://hiber.example", true)).toBe(
      "wss://api.devnet.solana.com/",
    );
  });
});
