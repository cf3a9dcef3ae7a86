/**
 * Helpers of the wallet page and the local explorer: explorer links and `getTransaction`
 * mapped for TransactionScreen (the config and endpoint helpers are in ../wallet/solana-config.ts).
 * No Solana library here: this file is shared by both route chunks and by node tests.
 */
import type { TransactionAccount, TransactionDetails } from "@hiber/ui";
import type { Cluster } from "@hiber/wallet-kit";

/**
 * Where "View transaction" leads: the Solana Explorer for devnet and testnet (with `?cluster=`) and
 * mainnet-beta, the app's own page for a local chain, which no public explorer can see.
 */
export function explorerTransactionHref(signature: string, cluster: Cluster): string {
  const id = encodeURIComponent(signature);
  if (cluster === "localnet") return `/explorer/tx/${id}`;
  const query = cluster === "mainnet-beta" ? "" : `?cluster=${cluster}`;
  return `https://explorer.solana.com/tx/${id}${query}`;
}

const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/** How many bytes a base58 string encodes; null when it is not base58. */
export function base58ByteLength(text: string): number | null {
  if (text === "") return 0;
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const zeros = text.length - text.replace(/^1+/, "").length;
  return zeros + (value === 0n ? 0 : Math.ceil(value.toString(16).length / 2));
}

/** Whether a text is a transaction signature: 64 bytes in base58 (checked before asking the RPC). */
export function isTransactionSignature(text: string): boolean {
  return text.length >= 64 && text.length <= 88 && base58ByteLength(text) === 64;
}

/** The JSON-RPC `getTransaction` result (encoding `json`), the fields the page reads. */
export interface RpcTransaction {
  slot: number;
  blockTime?: number | null;
  meta: {
    err: unknown;
    fee: number;
    preBalances: number[];
    postBalances: number[];
    logMessages?: string[] | null;
    computeUnitsConsumed?: number | null;
    loadedAddresses?: { writable: string[]; readonly: string[] } | null;
  } | null;
  transaction: {
    signatures: string[];
    message: {
      accountKeys: string[];
      header: {
        numRequiredSignatures: number;
        numReadonlySignedAccounts: number;
        numReadonlyUnsignedAccounts: number;
      };
    };
  };
}

/** Maps a `getTransaction` result to what TransactionScreen shows. */
export function toTransactionDetails(signature: string, rpc: RpcTransaction): TransactionDetails {
  const { accountKeys, header } = rpc.transaction.message;
  const signers = header.numRequiredSignatures;
  const writableSigners = signers - header.numReadonlySignedAccounts;
  const writableUnsigned = accountKeys.length - header.numReadonlyUnsignedAccounts;
  const loaded = rpc.meta?.loadedAddresses ?? { writable: [], readonly: [] };
  const keys = [
    ...accountKeys.map((address, index) => ({
      address,
      signer: index < signers,
      writable: index < writableSigners || (index >= signers && index < writableUnsigned),
    })),
    ...loaded.writable.map((address) => ({ address, signer: false, writable: true })),
    ...loaded.readonly.map((address) => ({ address, signer: false, writable: false })),
  ];
  const accounts: TransactionAccount[] = keys.map((key, index) => ({
    ...key,
    preLamports: rpc.meta?.preBalances[index] ?? 0,
    postLamports: rpc.meta?.postBalances[index] ?? 0,
  }));
  const err = rpc.meta?.err ?? null;
  return {
    signature,
    slot: rpc.slot,
    blockTime: rpc.blockTime ?? null,
    fee: rpc.meta?.fee ?? 0,
    error: err === null ? null : JSON.stringify(err),
    computeUnits: rpc.meta?.computeUnitsConsumed ?? null,
    accounts,
    logs: rpc.meta?.logMessages ?? null,
  };
}

/** A JSON-RPC error answer, kept with its code. */
export class SolanaRpcError extends Error {
  override name = "SolanaRpcError";
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

/**
 * `getTransaction` over plain JSON-RPC (no web3.js in this chunk): the first endpoint, then the second
 * when the first cannot be reached. Resolves null for an unknown signature.
 */
export async function fetchTransaction(
  endpoints: string[],
  signature: string,
  { signal, fetch: fetchFn = fetch }: { signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<RpcTransaction | null> {
  let lastError: unknown = new Error("No Solana RPC endpoint is configured");
  for (const endpoint of endpoints) {
    let response: Response;
    try {
      response = await fetchFn(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          method: "getTransaction",
          params: [
            signature,
            { encoding: "json", commitment: "confirmed", maxSupportedTransactionVersion: 0 },
          ],
        }),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      lastError = error;
      continue;
    }
    if (!response.ok) {
      lastError = new Error(`Solana RPC answered ${response.status} ${response.statusText}`.trim());
      continue;
    }
    const body = (await response.json()) as {
      result?: RpcTransaction | null;
      error?: { code: number; message: string };
    };
    if (body.error) throw new SolanaRpcError(body.error.message, body.error.code);
    return body.result ?? null;
  }
  throw lastError;
}
