/** Rendering chain data in the RPC's JSON shapes: accounts in each encoding, the response context. */

import type { AccountView, SolanaChain } from "./chain";
import { PROGRAM_IDS, RENT_EPOCH_EXEMPT, SOLANA_CORE_VERSION } from "./constants";
import { invalidParams, RPC_ERROR, RpcError } from "./errors";
import { isTokenProgram, parseTokenProgramAccount } from "./token";
import { bytesToBase58, bytesToBase64 } from "./wire";

/** Account data encodings the RPC accepts. */
export type AccountEncoding = "binary" | "base58" | "base64" | "base64+zstd" | "jsonParsed";

/** Options shared by the account methods. */
export interface AccountEncodingOptions {
  encoding?: AccountEncoding;
  dataSlice?: { offset: number; length: number };
}

/** The `context` of a response with context. */
export function rpcContext(chain: SolanaChain): { apiVersion: string; slot: number } {
  return { apiVersion: SOLANA_CORE_VERSION, slot: chain.slot };
}

/** Wraps a value as `{context, value}`. */
export function withContext<T>(
  chain: SolanaChain,
  value: T,
): { context: { apiVersion: string; slot: number }; value: T } {
  return { context: rpcContext(chain), value };
}

/** Reads and checks an account encoding option. */
export function accountEncodingOptions(config: Record<string, unknown>): AccountEncodingOptions {
  const encoding = config.encoding;
  if (
    encoding !== undefined &&
    !["binary", "base58", "base64", "base64+zstd", "jsonParsed"].includes(String(encoding))
  ) {
    throw invalidParams(`Invalid params: unknown variant \`${String(encoding)}\``);
  }
  if (encoding === "base64+zstd") {
    throw invalidParams("Invalid params: base64+zstd encoding is not supported by this emulator; use base64");
  }
  const slice = config.dataSlice as { offset?: unknown; length?: unknown } | undefined;
  const dataSlice =
    slice && typeof slice.offset === "number" && typeof slice.length === "number"
      ? { offset: slice.offset, length: slice.length }
      : undefined;
  return { encoding: encoding as AccountEncoding | undefined, dataSlice };
}

/** An account as the RPC renders it in `encoding`. */
export function encodeAccount(
  chain: Pick<SolanaChain, "mintDecimals">,
  account: AccountView,
  options: AccountEncodingOptions = {},
) {
  const base = {
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.owner,
    rentEpoch: RENT_EPOCH_EXEMPT,
    space: account.data.length,
  };
  if (options.encoding === "jsonParsed" && !options.dataSlice && isTokenProgram(account.owner)) {
    const parsed = parseTokenProgramAccount(account.owner, account.data, (mint) => chain.mintDecimals(mint));
    if (parsed) return { ...base, data: parsed };
  }
  const { offset = 0, length = account.data.length } = options.dataSlice ?? {};
  const data = account.data.subarray(offset, offset + length);
  switch (options.encoding) {
    case "base64":
    case "jsonParsed":
      return { ...base, data: [bytesToBase64(data), "base64"] };
    case "base58":
      return { ...base, data: [base58Data(data), "base58"] };
    default:
      return { ...base, data: base58Data(data) };
  }
}

function base58Data(data: Uint8Array): string {
  if (data.length > 128) {
    throw new RpcError(
      RPC_ERROR.invalidRequest,
      "Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.",
    );
  }
  return bytesToBase58(data);
}

/** A missing account as account notifications render it (all zero, owned by the System program). */
export function emptyAccount(options: AccountEncodingOptions = {}) {
  const encoding = options.encoding === "jsonParsed" ? "base64" : options.encoding;
  const empty = { lamports: 0n, owner: PROGRAM_IDS.system, data: new Uint8Array(), executable: false };
  return { ...encodeAccount({ mintDecimals: () => undefined }, empty, { encoding }), rentEpoch: 0 };
}

/**
 * JSON text of an RPC message. `rentEpoch` u64::MAX is written digit for digit, as the real RPC does,
 * so clients that parse integers as bigint (such as `@solana/kit`) read the exact value.
 */
export function toRpcJson(message: unknown): string {
  return JSON.stringify(message).replaceAll(
    `"rentEpoch":${RENT_EPOCH_EXEMPT}`,
    '"rentEpoch":18446744073709551615',
  );
}
