/**
 * Contract test: an unmodified `@solana/web3.js` 1.x `Connection` (and `@solana/spl-token`) against
 * the local chain, over HTTP and the websocket, for every RPC method the app uses.
 */

import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createAdaptorServer } from "@hono/node-server";
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAccount,
  getAssociatedTokenAddressSync,
  getMint,
  getOrCreateAssociatedTokenAccount,
  TOKEN_PROGRAM_ID,
  transferChecked,
} from "@solana/spl-token";
import {
  type AccountInfo,
  ComputeBudgetProgram,
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  type TokenBalance,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from "@solana/web3.js";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSolanaChain } from "./chain";
import { DEVNET_GENESIS_HASH, USDC_DEVNET_MINT } from "./constants";
import { createSolanaRpc } from "./rpc";
import { type RunningSolanaEmulator, startSolanaEmulator } from "./server";
import { bytesToBase58 } from "./wire";

const USDC = new PublicKey(USDC_DEVNET_MINT);

let directory: string;
let stateFile: string;
let emulator: RunningSolanaEmulator;
let connection: Connection;

function connect(target: RunningSolanaEmulator): Connection {
  return new Connection(target.url, { commitment: "confirmed", wsEndpoint: target.wsUrl });
}

/** Closes web3.js's websocket from the client side (code 1000), so it does not try to reconnect. */
function disconnect(target: Connection): void {
  (target as unknown as { _rpcWebSocket: { close(): void } })._rpcWebSocket.close();
}

/** A JSON-RPC call without web3.js, for the emulator's `hiber_` helpers. */
async function rpc<T>(method: string, params: unknown[], url = emulator.url): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result as T;
}

/** Airdrops and confirms through the websocket with the blockhash strategy, as the wallet page does. */
async function airdrop(to: PublicKey, lamports: number, target = connection): Promise<string> {
  const signature = await target.requestAirdrop(to, lamports);
  const { blockhash, lastValidBlockHeight } = await target.getLatestBlockhash();
  const result = await target.confirmTransaction({ signature, blockhash, lastValidBlockHeight });
  expect(result.value.err).toBeNull();
  return signature;
}

async function fundedKeypair(sol = 2): Promise<Keypair> {
  const keypair = Keypair.generate();
  await airdrop(keypair.publicKey, sol * LAMPORTS_PER_SOL);
  return keypair;
}

function transfer(from: Keypair, to: PublicKey, lamports: number, blockhash: string): Transaction {
  const tx = new Transaction({ feePayer: from.publicKey, recentBlockhash: blockhash });
  tx.add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }));
  tx.sign(from);
  return tx;
}

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), "hiber-solana-"));
  stateFile = join(directory, "solana-chain.json");
  emulator = await startSolanaEmulator({ stateFile });
  connection = connect(emulator);
});

afterAll(async () => {
  disconnect(connection);
  await emulator.close();
  rmSync(directory, { recursive: true, force: true });
});

describe("cluster information", () => {
  it("reports version, devnet's genesis hash, health and epoch info", async () => {
    const version = await connection.getVersion();
    expect(version["solana-core"]).toMatch(/^\d+\.\d+\.\d+$/);
    expect(await connection.getGenesisHash()).toBe(DEVNET_GENESIS_HASH);
    const epoch = await connection.getEpochInfo();
    expect(epoch.absoluteSlot).toBe(await connection.getSlot());
    expect(epoch.blockHeight).toBe(await connection.getBlockHeight());
    expect(epoch.slotsInEpoch).toBeGreaterThan(0);
    const health = await fetch(`${emulator.url}/health`);
    expect(await health.text()).toBe("ok");
  });

  it("moves to a new slot and blockhash with every transaction", async () => {
    const before = await connection.getLatestBlockhash();
    const slot = await connection.getSlot();
    await airdrop(Keypair.generate().publicKey, LAMPORTS_PER_SOL);
    const after = await connection.getLatestBlockhash();
    expect(await connection.getSlot()).toBe(slot + 1);
    expect(await connection.getBlockHeight()).toBe(slot + 1);
    expect(after.blockhash).not.toBe(before.blockhash);
    expect(after.lastValidBlockHeight).toBe(before.lastValidBlockHeight + 1);
    expect((await connection.isBlockhashValid(before.blockhash)).value).toBe(true);
  });

  it("answers rent exemption like a real cluster", async () => {
    expect(await connection.getMinimumBalanceForRentExemption(0)).toBe(890_880);
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280);
  });

  it("lists recent prioritization fees", async () => {
    const fees = await connection.getRecentPrioritizationFees();
    expect(fees.length).toBeGreaterThan(0);
    expect(fees.at(-1)?.slot).toBe(await connection.getSlot());
  });
});

describe("SOL", () => {
  it("airdrops and confirms through the websocket", async () => {
    const owner = Keypair.generate().publicKey;
    expect(await connection.getBalance(owner)).toBe(0);
    // confirmTransaction only resolves once signatureSubscribe is acknowledged over the websocket.
    const signature = await airdrop(owner, LAMPORTS_PER_SOL);
    expect(await connection.getBalance(owner)).toBe(LAMPORTS_PER_SOL);
    const { value } = await connection.getSignatureStatuses([signature]);
    expect(value[0]).toMatchObject({ confirmationStatus: "finalized", err: null });
  });

  it("refuses an airdrop above 5 SOL", async () => {
    await expect(
      connection.requestAirdrop(Keypair.generate().publicKey, 6 * LAMPORTS_PER_SOL),
    ).rejects.toThrow(/airdrop to .* failed: Internal error/);
  });

  it("transfers with sendAndConfirmTransaction, changing both balances", async () => {
    const sender = await fundedKeypair();
    const recipient = Keypair.generate().publicKey;
    const before = await connection.getBalance(sender.publicKey);
    const tx = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: sender.publicKey,
        toPubkey: recipient,
        lamports: 0.25 * LAMPORTS_PER_SOL,
      }),
    );
    const signature = await sendAndConfirmTransaction(connection, tx, [sender]);
    expect(await connection.getBalance(recipient)).toBe(0.25 * LAMPORTS_PER_SOL);
    expect(await connection.getBalance(sender.publicKey)).toBe(before - 0.25 * LAMPORTS_PER_SOL - 5_000);

    const record = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(record?.slot).toBe((await connection.getSignatureStatus(signature)).value?.slot);
    expect(record?.blockTime).toBeCloseTo(Date.now() / 1000, -2);
    expect(record?.meta?.fee).toBe(5_000);
    expect(record?.meta?.err).toBeNull();
    expect(record?.meta?.preBalances[0]).toBe(before);
    expect(record?.meta?.postBalances[0]).toBe(before - 0.25 * LAMPORTS_PER_SOL - 5_000);
    expect(record?.meta?.postBalances[1]).toBe(0.25 * LAMPORTS_PER_SOL);
    expect(record?.meta?.logMessages).toContain("Program 11111111111111111111111111111111 success");
    expect(record?.transaction.signatures[0]).toBe(signature);
    const keys = record?.transaction.message.staticAccountKeys.map((key) => key.toBase58());
    expect(keys).toEqual([
      sender.publicKey.toBase58(),
      recipient.toBase58(),
      SystemProgram.programId.toBase58(),
    ]);

    const parsed = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(parsed?.transaction.message.instructions[0]).toMatchObject({
      program: "system",
      parsed: {
        type: "transfer",
        info: {
          source: sender.publicKey.toBase58(),
          destination: recipient.toBase58(),
          lamports: 250_000_000,
        },
      },
    });

    const history = await connection.getSignaturesForAddress(sender.publicKey);
    expect(history.map((entry) => entry.signature)).toEqual([signature, expect.any(String)]);
    expect(history[0]).toMatchObject({ confirmationStatus: "finalized", err: null, slot: record?.slot });
  });

  it("refuses a duplicate in preflight and deduplicates it without", async () => {
    const sender = await fundedKeypair();
    const { blockhash } = await connection.getLatestBlockhash();
    const raw = transfer(sender, Keypair.generate().publicKey, LAMPORTS_PER_SOL / 2, blockhash).serialize();
    const signature = await connection.sendRawTransaction(raw);
    const balance = await connection.getBalance(sender.publicKey);

    await expect(connection.sendRawTransaction(raw)).rejects.toThrow(
      /This transaction has already been processed/,
    );
    expect(await connection.sendRawTransaction(raw, { skipPreflight: true })).toBe(signature);
    expect(await connection.getBalance(sender.publicKey)).toBe(balance);
  });

  it("reports a failing transaction's logs in preflight, and charges its fee without preflight", async () => {
    const sender = await fundedKeypair(1);
    const { blockhash } = await connection.getLatestBlockhash();
    const raw = transfer(sender, Keypair.generate().publicKey, 5 * LAMPORTS_PER_SOL, blockhash).serialize();

    const error = (await connection
      .sendRawTransaction(raw)
      .catch((caught: unknown) => caught)) as SendTransactionError;
    expect(error.message).toContain("Error processing Instruction 0: custom program error: 0x1");
    expect(error.logs?.join("\n")).toContain("Transfer: insufficient lamports");

    const signature = await connection.sendRawTransaction(raw, { skipPreflight: true });
    const status = (await connection.getSignatureStatus(signature)).value;
    expect(status?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(await connection.getBalance(sender.publicKey)).toBe(LAMPORTS_PER_SOL - 5_000);
  });

  it("refuses a transaction with a bad signature", async () => {
    const sender = await fundedKeypair(1);
    const { blockhash } = await connection.getLatestBlockhash();
    const raw = transfer(sender, Keypair.generate().publicKey, 1_000_000, blockhash).serialize();
    raw[10] = (raw[10] ?? 0) ^ 0xff;
    await expect(connection.sendRawTransaction(raw)).rejects.toThrow(
      /Transaction signature verification failure/,
    );
  });

  it("reports statuses, with null for unknown signatures", async () => {
    const signature = await airdrop(Keypair.generate().publicKey, LAMPORTS_PER_SOL);
    const unknown = bytesToBase58(randomBytes(64));
    const { context, value } = await connection.getSignatureStatuses([signature, unknown], {
      searchTransactionHistory: true,
    });
    expect(value[0]).toMatchObject({ confirmationStatus: "finalized", confirmations: null, err: null });
    expect(value[0]?.slot).toBeLessThanOrEqual(context.slot);
    expect(value[1]).toBeNull();
  });
});

describe("the blockhash window", () => {
  // Its own chain: ageing 150 blocks at once outdates the blockhash web3.js caches for 30 s, which a
  // real cluster (about 75 blocks in 30 s) never does.
  let own: RunningSolanaEmulator;
  let ownConnection: Connection;
  beforeAll(async () => {
    own = await startSolanaEmulator();
    ownConnection = connect(own);
  });
  afterAll(async () => {
    disconnect(ownConnection);
    await own.close();
  });

  it("refuses a transaction whose blockhash is older than 150 blocks", async () => {
    const sender = Keypair.generate();
    await airdrop(sender.publicKey, 2 * LAMPORTS_PER_SOL, ownConnection);
    const stale = await ownConnection.getLatestBlockhash();
    await rpc("hiber_advanceBlocks", [150], own.url);
    expect((await ownConnection.isBlockhashValid(stale.blockhash)).value).toBe(true);
    expect(await ownConnection.getBlockHeight()).toBe(stale.lastValidBlockHeight);

    // The 151st block expires it, here through a real transaction rather than the helper.
    await airdrop(Keypair.generate().publicKey, LAMPORTS_PER_SOL, ownConnection);
    expect((await ownConnection.isBlockhashValid(stale.blockhash)).value).toBe(false);
    const tx = transfer(sender, Keypair.generate().publicKey, LAMPORTS_PER_SOL / 10, stale.blockhash);
    const error = await ownConnection.sendRawTransaction(tx.serialize()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SendTransactionError);
    expect((error as SendTransactionError).message).toContain(
      "Transaction simulation failed: Blockhash not found",
    );
    expect((error as SendTransactionError).logs).toEqual([]);

    // Skipping preflight, the cluster drops it: a signature comes back but never lands.
    const signature = await ownConnection.sendRawTransaction(tx.serialize(), { skipPreflight: true });
    expect((await ownConnection.getSignatureStatus(signature)).value).toBeNull();
    expect(await ownConnection.getBalance(sender.publicKey)).toBe(2 * LAMPORTS_PER_SOL);
  });

  it("expires a pending confirmation once the block height passes lastValidBlockHeight", async () => {
    const sender = Keypair.generate();
    await airdrop(sender.publicKey, LAMPORTS_PER_SOL, ownConnection);
    const latest = await ownConnection.getLatestBlockhash();
    const tx = transfer(sender, Keypair.generate().publicKey, LAMPORTS_PER_SOL / 10, latest.blockhash);
    const signature = bytesToBase58(tx.signature as Uint8Array);
    const confirmation = ownConnection.confirmTransaction({ signature, ...latest });
    await rpc("hiber_advanceBlocks", [151], own.url);
    await expect(confirmation).rejects.toThrow(/block height exceeded/);
  });
});

describe("fees and simulation", () => {
  it("quotes the fee a transaction then pays, priority fee included", async () => {
    const sender = await fundedKeypair();
    const { blockhash } = await connection.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: sender.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 50_000 }),
        SystemProgram.transfer({
          fromPubkey: sender.publicKey,
          toPubkey: Keypair.generate().publicKey,
          lamports: 1e7,
        }),
      ],
    }).compileToV0Message();
    const quote = (await connection.getFeeForMessage(message)).value;
    expect(quote).toBeGreaterThan(5_000);

    const tx = new VersionedTransaction(message);
    tx.sign([sender]);
    const signature = await connection.sendTransaction(tx);
    const { lastValidBlockHeight } = await connection.getLatestBlockhash();
    await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight });
    await expect(connection.getTransaction(signature)).rejects.toThrow(/maxSupportedTransactionVersion/);
    const record = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(record?.version).toBe(0);
    expect(record?.meta?.fee).toBe(quote);
  });

  it("simulates an unsigned transaction with sigVerify off and a replaced blockhash, as x402 does", async () => {
    const sender = await fundedKeypair();
    const message = new TransactionMessage({
      payerKey: sender.publicKey,
      recentBlockhash: PublicKey.default.toBase58(),
      instructions: [
        SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: PublicKey.unique(), lamports: 1e7 }),
      ],
    }).compileToV0Message();
    const unsigned = new VersionedTransaction(message);

    const stale = await connection.simulateTransaction(unsigned, { sigVerify: false });
    expect(stale.value.err).toBe("BlockhashNotFound");

    const simulated = await connection.simulateTransaction(unsigned, {
      sigVerify: false,
      replaceRecentBlockhash: true,
      accounts: { encoding: "base64", addresses: [sender.publicKey.toBase58()] },
    });
    expect(simulated.value.err).toBeNull();
    expect(simulated.value.logs).toContain("Program 11111111111111111111111111111111 success");
    expect(simulated.value.unitsConsumed).toBeGreaterThan(0);
    expect(simulated.value.accounts?.[0]?.lamports).toBe(2 * LAMPORTS_PER_SOL - 1e7 - 5_000);
    expect((await connection.getBalance(sender.publicKey)) / LAMPORTS_PER_SOL).toBe(2);
  });
});

describe("accounts", () => {
  it("reads accounts one at a time and in batches", async () => {
    const owner = await fundedKeypair(1);
    const missing = Keypair.generate().publicKey;
    const info = await connection.getAccountInfo(owner.publicKey);
    expect(info).toMatchObject({
      lamports: LAMPORTS_PER_SOL,
      executable: false,
      owner: SystemProgram.programId,
    });
    expect(info?.data.length).toBe(0);
    expect(await connection.getAccountInfo(missing)).toBeNull();
    const many = await connection.getMultipleAccountsInfo([owner.publicKey, missing, USDC]);
    expect(many.map((account) => account?.lamports ?? null)).toEqual([
      LAMPORTS_PER_SOL,
      null,
      expect.any(Number),
    ]);
  });

  it("notifies an account subscription when the balance changes", async () => {
    const owner = Keypair.generate().publicKey;
    const notified = new Promise<AccountInfo<Buffer>>((resolve) => {
      const id = connection.onAccountChange(owner, (account) => {
        void connection.removeAccountChangeListener(id);
        resolve(account);
      });
    });
    // web3.js tells no one when the server has the subscription: the balance changes until a change is
    // notified, however long the subscription takes to arrive (no fixed wait that a slow machine outlasts).
    let account: AccountInfo<Buffer> | undefined;
    const received = notified.then((value) => {
      account = value;
    });
    while (!account) {
      await connection.requestAirdrop(owner, LAMPORTS_PER_SOL);
      await Promise.race([received, new Promise((resolve) => setTimeout(resolve, 100))]);
    }
    // A whole number of airdrops: the balance after one of them, in lamports.
    expect(account.lamports % LAMPORTS_PER_SOL).toBe(0);
    expect(account.lamports).toBeGreaterThanOrEqual(LAMPORTS_PER_SOL);
    expect(account.lamports).toBeLessThanOrEqual(await connection.getBalance(owner));
  });
});

describe("the stablecoin", () => {
  it("is a 6-decimal mint at the devnet USDC address", async () => {
    const mint = await getMint(connection, USDC);
    expect(mint.decimals).toBe(6);
    expect(mint.isInitialized).toBe(true);
    expect(mint.mintAuthority?.toBase58()).toBe(emulator.chain.authority);
  });

  it("mints from the faucet into the owner's associated token account", async () => {
    const owner = Keypair.generate().publicKey;
    const signature = await rpc<string>("hiber_faucetUsdc", [owner.toBase58(), 2_500_000]);
    expect((await connection.getSignatureStatus(signature)).value?.err).toBeNull();

    const ata = getAssociatedTokenAddressSync(USDC, owner);
    const balance = await connection.getTokenAccountBalance(ata);
    expect(balance.value).toEqual({ amount: "2500000", decimals: 6, uiAmount: 2.5, uiAmountString: "2.5" });
    expect(await connection.getBalance(owner)).toBe(0);

    const parsed = await connection.getParsedTokenAccountsByOwner(owner, { mint: USDC });
    expect(parsed.value).toHaveLength(1);
    expect(parsed.value[0]?.pubkey.toBase58()).toBe(ata.toBase58());
    expect(parsed.value[0]?.account.data.parsed).toMatchObject({
      type: "account",
      info: {
        mint: USDC_DEVNET_MINT,
        owner: owner.toBase58(),
        tokenAmount: { amount: "2500000", decimals: 6 },
      },
    });
    const raw = await connection.getTokenAccountsByOwner(owner, { mint: USDC });
    expect(raw.value[0]?.account.data.length).toBe(165);
  });

  it("reports the inner instructions of a simulated account creation", async () => {
    const payer = await fundedKeypair(1);
    const owner = Keypair.generate().publicKey;
    const ata = getAssociatedTokenAddressSync(USDC, owner);
    const tx = new Transaction().add(
      createAssociatedTokenAccountIdempotentInstruction(payer.publicKey, ata, owner, USDC),
    );
    tx.feePayer = payer.publicKey;
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash;
    const message = tx.compileMessage();
    const simulated = await connection.simulateTransaction(new VersionedTransaction(message), {
      innerInstructions: true,
    });
    expect(simulated.value.err).toBeNull();
    expect(simulated.value.innerInstructions?.[0]?.index).toBe(0);
    expect(simulated.value.innerInstructions?.[0]?.instructions).toContainEqual(
      expect.objectContaining({
        program: "system",
        parsed: {
          type: "createAccount",
          info: expect.objectContaining({
            newAccount: ata.toBase58(),
            owner: TOKEN_PROGRAM_ID.toBase58(),
            space: 165,
          }),
        },
      }),
    );
    expect(await connection.getAccountInfo(ata)).toBeNull();
  });

  it("refuses faucet requests above 1,000 USDC", async () => {
    await expect(
      rpc("hiber_faucetUsdc", [Keypair.generate().publicKey.toBase58(), 1_000_000_001]),
    ).rejects.toThrow(/amount must be between/);
  });

  it("transfers with spl-token's transferChecked", async () => {
    const payer = await fundedKeypair();
    const recipient = Keypair.generate().publicKey;
    await rpc("hiber_faucetUsdc", [payer.publicKey.toBase58(), 10_000_000]);
    const source = getAssociatedTokenAddressSync(USDC, payer.publicKey);
    const destination = await getOrCreateAssociatedTokenAccount(connection, payer, USDC, recipient);

    const signature = await transferChecked(
      connection,
      payer,
      source,
      USDC,
      destination.address,
      payer,
      1_250_000,
      6,
    );
    expect((await getAccount(connection, source)).amount).toBe(8_750_000n);
    expect((await getAccount(connection, destination.address)).amount).toBe(1_250_000n);

    const record = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 });
    const byOwner = (balances: TokenBalance[] | null | undefined) =>
      Object.fromEntries(balances?.map((entry) => [entry.owner, entry.uiTokenAmount.uiAmountString]) ?? []);
    const [payerKey, recipientKey] = [payer.publicKey.toBase58(), recipient.toBase58()];
    expect(byOwner(record?.meta?.preTokenBalances)).toEqual({ [payerKey]: "10", [recipientKey]: "0" });
    expect(byOwner(record?.meta?.postTokenBalances)).toEqual({ [payerKey]: "8.75", [recipientKey]: "1.25" });
    expect(record?.transaction.message.instructions[0]).toMatchObject({
      program: "spl-token",
      parsed: { type: "transferChecked", info: { tokenAmount: { amount: "1250000", decimals: 6 } } },
    });
  });

  it("refuses a token transfer beyond the balance with the token program's error", async () => {
    const payer = await fundedKeypair();
    await rpc("hiber_faucetUsdc", [payer.publicKey.toBase58(), 1_000_000]);
    const source = getAssociatedTokenAddressSync(USDC, payer.publicKey);
    const other = Keypair.generate().publicKey;
    await rpc("hiber_faucetUsdc", [other.toBase58(), 1]);
    const tx = new Transaction().add(
      createTransferCheckedInstruction(
        source,
        USDC,
        getAssociatedTokenAddressSync(USDC, other),
        payer.publicKey,
        2e6,
        6,
      ),
    );
    await expect(sendAndConfirmTransaction(connection, tx, [payer])).rejects.toThrow(
      /custom program error: 0x1/,
    );
  });
});

describe("mounted in an app server under /api/solana", () => {
  it("serves web3.js over HTTP and the websocket on the app's own origin", async () => {
    const chain = createSolanaChain();
    const endpoint = createSolanaRpc(chain);
    const app = new Hono();
    app.all("/api/solana/*", (c) => endpoint.fetch(c.req.raw));
    app.all("/api/solana", (c) => endpoint.fetch(c.req.raw));
    app.get("/", (c) => c.text("the app"));
    const server = createAdaptorServer({ fetch: app.fetch, overrideGlobalObjects: false }) as Server;
    server.on("upgrade", (request, socket, head) => {
      if (request.url?.startsWith("/api/solana")) endpoint.handleUpgrade(request, socket, head);
      else socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    const appConnection = new Connection(`http://${origin}/api/solana`, {
      commitment: "confirmed",
      wsEndpoint: `ws://${origin}/api/solana`,
    });
    try {
      const owner = Keypair.generate().publicKey;
      await airdrop(owner, LAMPORTS_PER_SOL, appConnection);
      expect(await appConnection.getBalance(owner)).toBe(LAMPORTS_PER_SOL);
      expect(await (await fetch(`http://${origin}/api/solana/health`)).text()).toBe("ok");
    } finally {
      disconnect(appConnection);
      endpoint.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      chain.close();
    }
  });
});

describe("persistence", () => {
  it("keeps balances, tokens and history across a restart", async () => {
    const owner = await fundedKeypair(3);
    await rpc("hiber_faucetUsdc", [owner.publicKey.toBase58(), 7_000_000]);
    const { blockhash } = await connection.getLatestBlockhash();
    const signature = (await connection.getSignaturesForAddress(owner.publicKey))[0]?.signature as string;
    const slot = await connection.getSlot();

    disconnect(connection);
    await emulator.close();
    emulator = await startSolanaEmulator({ stateFile });
    connection = connect(emulator);

    expect(await connection.getSlot()).toBe(slot);
    expect(await connection.getBalance(owner.publicKey)).toBe(3 * LAMPORTS_PER_SOL);
    const ata = getAssociatedTokenAddressSync(USDC, owner.publicKey);
    expect((await connection.getTokenAccountBalance(ata)).value.uiAmount).toBe(7);
    expect((await connection.getSignatureStatus(signature)).value?.err).toBeNull();
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true);

    // A blockhash from before the restart still works, and a repeat is still known.
    const tx = transfer(owner, Keypair.generate().publicKey, LAMPORTS_PER_SOL, blockhash);
    const sent = await connection.sendRawTransaction(tx.serialize());
    const latest = await connection.getLatestBlockhash();
    await connection.confirmTransaction({ signature: sent, ...latest });
    expect(await connection.getBalance(owner.publicKey)).toBe(2 * LAMPORTS_PER_SOL - 5_000);
    await expect(connection.sendRawTransaction(tx.serialize())).rejects.toThrow(/already been processed/);
  });
});
