/**
 * Wallet and chain failures as people read them: one clear sentence per kind of failure, and the raw
 * developer text (RPC messages, program logs) kept apart for a disclosure. Pure; imports nothing from
 * `@solana/*`, so the light entry exports it.
 */

/** What kind of failure an error is. */
export type WalletFailureKind =
  | "not-connected"
  | "insufficient-funds"
  | "blockhash-expired"
  | "rejected"
  | "network"
  | "invalid-address"
  | "unknown";

/** A failure as the UI shows it. */
export interface WalletFailure {
  kind: WalletFailureKind;
  /** One clear sentence, without developer text. */
  message: string;
  /**
   * The raw text behind it (every message of the cause chain, the program logs), for a "Details"
   * disclosure; undefined when there is nothing more to say than `message`.
   */
  detail?: string;
}

const MESSAGES: Record<WalletFailureKind, string> = {
  "not-connected": "Wallet not connected",
  "insufficient-funds":
    "Insufficient funds: this wallet does not hold enough SOL for the amount and the network fee.",
  "blockhash-expired":
    "The transaction expired before it was confirmed (its recent blockhash is too old). Please try again.",
  rejected: "The wallet rejected the request, so nothing was sent.",
  network: "The Solana network could not be reached. Check your connection and try again.",
  "invalid-address": "That is not a valid Solana address.",
  unknown: "The transaction failed. Nothing was sent; please try again.",
};

// Most specific first: a rejection or an expiry can mention other words below.
const PATTERNS: [WalletFailureKind, RegExp][] = [
  ["not-connected", /wallet not connected/i],
  [
    "rejected",
    /user rejected|rejected the request|request was rejected|user denied|declined|cancelled by the user/i,
  ],
  [
    "blockhash-expired",
    /block ?height exceeded|blockhash not found|TransactionExpired|signature .* has expired|transaction (was )?expired/i,
  ],
  [
    "insufficient-funds",
    /insufficient (funds|lamports|balance)|InsufficientFunds|custom program error: 0x1\b|no record of a prior credit|AccountNotFound/i,
  ],
  ["invalid-address", /invalid public key|non-base58|invalid address/i],
  [
    "network",
    /failed to fetch|fetch failed|network ?error|networkerror|load failed|ECONNREFUSED|ENOTFOUND|ECONNRESET|ETIMEDOUT|timed? ?out|socket hang up|503 service unavailable|502 bad gateway/i,
  ],
];

/** Every message of an error and its causes, with the program logs a `SendTransactionError` carries. */
function rawLines(error: unknown): string[] {
  const lines: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current);
    if (current instanceof Error) {
      const name = current.name && current.name !== "Error" ? `${current.name}: ` : "";
      if (current.message) lines.push(`${name}${current.message}`);
      else if (name) lines.push(current.name);
      const logs = (current as { logs?: unknown }).logs;
      // web3.js's SendTransactionError carries its program logs (also quoted in its message).
      if (Array.isArray(logs))
        for (const log of logs)
          if (typeof log === "string" && !current.message.includes(log)) lines.push(log);
      current = current.cause;
    } else {
      lines.push(typeof current === "string" ? current : JSON.stringify(current));
      break;
    }
  }
  return lines;
}

/**
 * The failure a wallet or chain error stands for (spec: clear errors, never raw developer text): insufficient
 * funds (a transfer above the balance, "custom program error: 0x1"), an expired blockhash, a request the
 * wallet rejected, an unreachable network, an invalid address, or a generic failure; the raw text is kept as
 * `detail`. A wallet-kit error named for the wallet's refusal (`WalletSignTransactionError`) is a rejection
 * unless its text says otherwise.
 */
export function describeWalletError(error: unknown): WalletFailure {
  const lines = rawLines(error);
  const text = lines.join("\n");
  const names = new Set<string>();
  for (let e: unknown = error; e instanceof Error && !names.has(e.name); e = e.cause) names.add(e.name);
  let kind: WalletFailureKind =
    PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ??
    (names.has("WalletSignTransactionError") || names.has("WalletSignMessageError") ? "rejected" : "unknown");
  if (names.has("WalletNotConnectedError")) kind = "not-connected";
  const message = MESSAGES[kind];
  const detail = [...new Set(lines)]
    .filter((line) => line !== message && !line.endsWith(`: ${message}`))
    .join("\n");
  return detail ? { kind, message, detail } : { kind, message };
}
