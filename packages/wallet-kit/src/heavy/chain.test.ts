/** The wallet's chain functions with an unmodified web3.js Connection against the local chain (HTTP + websocket). */
import { type RunningSolanaEmulator, startSolanaEmulator } from "@hiber/emulators";
import { Connection, Keypair, type Transaction, type VersionedTransaction } from "@solana/web3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchWalletBalance, reachableConnection, requestAirdrop, sendSol } from "./chain";

let emulator: RunningSolanaEmulator;
let connection: Connection;
beforeAll(async () => {
  emulator = await startSolanaEmulator();
  connection = new Connection(emulator.url, { commitment: "confirmed", wsEndpoint: emulator.wsUrl });
});
afterAll(async () => {
  await emulator?.close();
});

/** Stands in for the wallet: signs with the keypair and sends. */
const walletOf =
  (keypair: Keypair) =>
  async (transaction: Transaction | VersionedTransaction): Promise<string> => {
    (transaction as Transaction).sign(keypair);
    return connection.sendRawTransaction(transaction.serialize());
  };

describe("the wallet's chain functions", () => {
  it("reads SOL and USDC balances in base units; no mint, no USDC", async () => {
    const owner = Keypair.generate().publicKey.toBase58();
    const mint = emulator.chain.usdcMint;
    expect(await fetchWalletBalance(connection, owner, mint)).toEqual({
      lamports: 0n,
      usdc: 0n,
    });
    emulator.chain.faucetUsdc(owner, 1_250_000n);
    expect(await fetchWalletBalance(connection, owner, mint)).toEqual({
      lamports: 0n,
      usdc: 1_250_000n,
    });
    expect((await fetchWalletBalance(connection, owner, null)).usdc).toBeNull();
  });

  it("airdrops, confirms, then sends SOL to a second address", async () => {
    const sender = Keypair.generate();
    const recipient = Keypair.generate().publicKey.toBase58();
    const airdrop = await requestAirdrop(connection, sender.publicKey.toBase58(), 1_000_000_000n);
    expect(airdrop).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect((await fetchWalletBalance(connection, sender.publicKey.toBase58(), null)).lamports).toBe(
      1_000_000_000n,
    );

    const signature = await sendSol({
      connection,
      from: sender.publicKey.toBase58(),
      to: recipient,
      lamports: 500_000_000n,
      sendTransaction: walletOf(sender),
    });
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect((await fetchWalletBalance(connection, recipient, null)).lamports).toBe(500_000_000n);
    expect((await fetchWalletBalance(connection, sender.publicKey.toBase58(), null)).lamports).toBe(
      500_000_000n - 5_000n,
    );
  });

  it("refuses an invalid recipient before asking the wallet", async () => {
    const sender = Keypair.generate();
    let asked = false;
    await expect(
      sendSol({
        connection,
        from: sender.publicKey.toBase58(),
        to: "not-a-solana-address",
        lamports: 1n,
        sendTransaction: async () => {
          asked = true;
          return "";
        },
      }),
    ).rejects.toThrow();
    expect(asked).toBe(false);
  });

  it("uses the fallback endpoint when the first does not answer, and fails when neither does", async () => {
    const down = new Connection("http://127.0.0.1:9/", "confirmed");
    const answered = await reachableConnection(down, emulator.url);
    expect(answered.rpcEndpoint).toBe(emulator.url);
    expect(await reachableConnection(connection, null)).toBe(connection);
    await expect(reachableConnection(down, null)).rejects.toThrow();
  });
});
