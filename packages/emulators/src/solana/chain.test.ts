import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Keypair, SystemProgram, Transaction } from "@solana/web3.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSolanaChain, type SolanaChain } from "./chain";
import { MAX_PROCESSING_AGE, USDC_DEVNET_MINT } from "./constants";
import { RpcError } from "./errors";

let directory: string;
let stateFile: string;
const open: SolanaChain[] = [];

function chainAt(path = stateFile, saveDelayMs?: number): SolanaChain {
  const chain = createSolanaChain({ stateFile: path, saveDelayMs, onWarning: () => {} });
  open.push(chain);
  return chain;
}

function signedTransfer(chain: SolanaChain, from: Keypair, lamports: number, blockhash?: string): Uint8Array {
  const tx = new Transaction({
    feePayer: from.publicKey,
    recentBlockhash: blockhash ?? chain.latestBlockhash().blockhash,
  });
  tx.add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: Keypair.generate().publicKey, lamports }),
  );
  tx.sign(from);
  return tx.serialize();
}

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), "hiber-chain-"));
  stateFile = join(directory, "data", "solana-chain.json");
});

afterEach(() => {
  for (const chain of open.splice(0)) chain.close();
  rmSync(directory, { recursive: true, force: true });
});

describe("the blockhash window", () => {
  it("accepts a blockhash for exactly 150 blocks after it was issued", () => {
    const chain = createSolanaChain();
    const payer = Keypair.generate();
    chain.requestAirdrop(payer.publicKey.toBase58(), 1_000_000_000n);
    const issued = chain.latestBlockhash();
    chain.advanceBlocks(MAX_PROCESSING_AGE);
    expect(chain.slot).toBe(issued.lastValidBlockHeight);
    expect(chain.sendTransaction(signedTransfer(chain, payer, 1_000_000, issued.blockhash))).toMatch(
      /^\w{64,88}$/,
    );

    const next = signedTransfer(chain, payer, 2_000_000, issued.blockhash);
    // The transfer above produced block 151 after `issued`.
    expect(chain.isBlockhashValid(issued.blockhash)).toBe(false);
    expect(() => chain.sendTransaction(next)).toThrow(
      expect.objectContaining({ code: -32002, data: expect.objectContaining({ err: "BlockhashNotFound" }) }),
    );
  });
});

describe("validation", () => {
  it("refuses malformed transactions and addresses with the RPC's errors", () => {
    const chain = createSolanaChain();
    expect(() => chain.sendTransaction(new Uint8Array([1, 2, 3]))).toThrow(RpcError);
    expect(() => chain.sendTransaction(new Uint8Array([1, 2, 3]))).toThrow(/invalid transaction/);
    expect(() => chain.requestAirdrop("not-a-key", 1n)).toThrow("Invalid param: Invalid");
    expect(() => chain.faucetUsdc("1111", 1n)).toThrow("Invalid param: WrongSize");
  });
});

describe("persistence", () => {
  it("saves on its own shortly after a change, creating the directory", async () => {
    const owner = Keypair.generate().publicKey.toBase58();
    const chain = chainAt(stateFile, 10);
    chain.faucetUsdc(owner, 3_000_000n);
    // Saved on a timer of the chain's own (10 ms here): waited for, however slow the machine.
    await vi.waitFor(() => expect(existsSync(stateFile)).toBe(true), { timeout: 10_000 });

    const reloaded = chainAt();
    const ata = reloaded.usdcAccountOf(owner);
    expect(
      reloaded.getTransaction(chain.getSignaturesForAddress(owner)[0]?.signature ?? "")?.postTokenBalances,
    ).toEqual([
      expect.objectContaining({
        mint: USDC_DEVNET_MINT,
        owner,
        uiTokenAmount: expect.objectContaining({ amount: "3000000" }),
      }),
    ]);
    expect(reloaded.getAccount(ata)?.lamports).toBe(2_039_280n);
  });

  it("sets an unreadable state file aside and starts fresh", () => {
    const first = chainAt();
    first.requestAirdrop(Keypair.generate().publicKey.toBase58(), 1_000_000_000n);
    first.close();
    writeFileSync(stateFile, "{ not json");
    const warnings: string[] = [];
    const fresh = createSolanaChain({ stateFile, onWarning: (message) => warnings.push(message) });
    open.push(fresh);
    expect(fresh.slot).toBe(0);
    expect(fresh.mintDecimals(USDC_DEVNET_MINT)).toBe(6);
    expect(warnings).toEqual([expect.stringContaining("could not load")]);
    expect(readdirSync(join(directory, "data")).some((name) => name.includes(".unreadable-"))).toBe(true);
  });
});
