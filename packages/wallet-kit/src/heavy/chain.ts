/**
 * The wallet's chain reads and writes over web3.js: balances, the airdrop, a SOL transfer, and the check
 * that an RPC endpoint answers. Part of the heavy part: the hooks of the light entry load it on demand.
 */
import {
  Connection,
  PublicKey,
  SystemProgram,
  Transaction,
  type VersionedTransaction,
} from "@solana/web3.js";
import type { WalletBalance } from "../useBalance";

/** Confirms through the websocket with the blockhash strategy; throws if the transaction failed. */
async function confirm(
  connection: Connection,
  signature: string,
  blockhash?: { blockhash: string; lastValidBlockHeight: number },
): Promise<void> {
  const { blockhash: hash, lastValidBlockHeight } = blockhash ?? (await connection.getLatestBlockhash());
  const { value } = await connection.confirmTransaction(
    { signature, blockhash: hash, lastValidBlockHeight },
    "confirmed",
  );
  if (value.err) throw new Error(`Transaction failed: ${JSON.stringify(value.err)}`);
}

/**
 * The connection that answers: `primary` when it does, else one to `fallbackEndpoint` (spec part 2 §4:
 * the first RPC endpoint, then the second). Throws the failure when none answers.
 */
export async function reachableConnection(
  primary: Connection,
  fallbackEndpoint?: string | null,
): Promise<Connection> {
  try {
    await primary.getSlot();
    return primary;
  } catch (error) {
    if (!fallbackEndpoint) throw error;
    const fallback = new Connection(fallbackEndpoint, "confirmed");
    await fallback.getSlot();
    return fallback;
  }
}

/** The SOL balance of `owner` and, with the USDC mint, its USDC balance. */
export async function fetchWalletBalance(
  connection: Connection,
  owner: string,
  usdcMint: string | null,
): Promise<WalletBalance> {
  const key = new PublicKey(owner);
  const [lamports, usdc] = await Promise.all([
    connection.getBalance(key),
    usdcMint ? tokenBalance(connection, key, usdcMint) : Promise.resolve(null),
  ]);
  return { lamports: BigInt(lamports), usdc };
}

/** The owner's balance of a token in base units: the sum over all its accounts of that mint. */
async function tokenBalance(connection: Connection, owner: PublicKey, mint: string): Promise<bigint> {
  const { value } = await connection.getParsedTokenAccountsByOwner(owner, { mint: new PublicKey(mint) });
  let amount = 0n;
  for (const { account } of value) {
    const tokenAmount = account.data.parsed?.info?.tokenAmount;
    if (tokenAmount) amount += BigInt(tokenAmount.amount);
  }
  return amount;
}

/** Asks the cluster's faucet for `lamports` and waits until the airdrop is confirmed; resolves its signature. */
export async function requestAirdrop(
  connection: Connection,
  owner: string,
  lamports: bigint,
): Promise<string> {
  const signature = await connection.requestAirdrop(new PublicKey(owner), Number(lamports));
  await confirm(connection, signature);
  return signature;
}

export interface SendSolParams {
  connection: Connection;
  /** The sender (the connected wallet's address). */
  from: string;
  /** The recipient's address (base58); an invalid one throws. */
  to: string;
  lamports: bigint;
  /** Signs and sends through the wallet (the session's `sendTransaction`). */
  sendTransaction: (transaction: Transaction | VersionedTransaction) => Promise<string>;
}

/** Transfers SOL from the connected wallet and waits until it is confirmed; resolves the signature. */
export async function sendSol({
  connection,
  from,
  to,
  lamports,
  sendTransaction,
}: SendSolParams): Promise<string> {
  const fromKey = new PublicKey(from);
  const toKey = new PublicKey(to);
  const latest = await connection.getLatestBlockhash();
  const transaction = new Transaction({ feePayer: fromKey, ...latest }).add(
    SystemProgram.transfer({ fromPubkey: fromKey, toPubkey: toKey, lamports }),
  );
  const signature = await sendTransaction(transaction);
  await confirm(connection, signature, latest);
  return signature;
}
