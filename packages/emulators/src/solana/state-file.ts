/**
 * The chain's state file: one JSON document holding LiteSVM's own snapshot (accounts, sysvars,
 * transaction history; base64) and the emulator's ledger (blockhash window, signatures, transaction
 * records). Written atomically (temporary file, then rename).
 */

import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { LiteSVM } from "litesvm";
import type { TransactionErrorJson } from "./errors";
import { base64ToBytes, bytesToBase64 } from "./wire";

/** A token balance in a transaction's meta (`preTokenBalances` / `postTokenBalances`). */
export interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: { amount: string; decimals: number; uiAmount: number | null; uiAmountString: string };
}

/** An inner instruction as the RPC renders it (`json` encoding). */
export interface InnerInstructionRecord {
  programIdIndex: number;
  accounts: number[];
  /** Base58. */
  data: string;
  stackHeight: number | null;
}

/** The inner instructions of one top-level instruction. */
export interface InnerInstructions {
  index: number;
  instructions: InnerInstructionRecord[];
}

/** A landed transaction, kept for `getTransaction`, statuses and `getSignaturesForAddress`. */
export interface TransactionRecord {
  signature: string;
  slot: number;
  blockTime: number;
  /** The transaction in wire format, base64. */
  transaction: string;
  /** Static account keys (base58), for address lookups. */
  accountKeys: string[];
  err: TransactionErrorJson | null;
  fee: number;
  preBalances: number[];
  postBalances: number[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
  logMessages: string[];
  computeUnitsConsumed: number;
  innerInstructions: InnerInstructions[];
  /** Memo text as `getSignaturesForAddress` shows it (`"[5] hello"`), or null. */
  memo: string | null;
}

/** A blockhash and the block height it was produced at. */
export interface BlockhashEntry {
  blockhash: string;
  height: number;
}

/** The emulator's ledger beside LiteSVM's state. */
export interface LedgerState {
  /** Current slot; equals the block height (no skipped slots). */
  slot: number;
  /** Recent blockhashes, oldest first (the last `MAX_PROCESSING_AGE + 1` blocks). */
  blockhashes: BlockhashEntry[];
  transactionCount: number;
  /** Oldest first. */
  transactions: TransactionRecord[];
}

/** The whole state file. */
export interface ChainStateFile {
  format: "hiber-solana-chain";
  version: 1;
  savedAt: string;
  /** `LiteSVM.toBytes()`, base64. */
  svm: string;
  ledger: LedgerState;
}

/** Reads a state file; throws if it is missing, unreadable or not ours. */
export function readStateFile(path: string): ChainStateFile {
  const parsed = JSON.parse(readFileSync(path, "utf8")) as Partial<ChainStateFile>;
  if (
    parsed.format !== "hiber-solana-chain" ||
    parsed.version !== 1 ||
    typeof parsed.svm !== "string" ||
    !parsed.ledger
  ) {
    throw new Error(`${path} is not a version 1 Hiber Solana chain state file`);
  }
  return parsed as ChainStateFile;
}

/** Writes a state file atomically, creating its directory if needed. */
export function writeStateFile(path: string, state: ChainStateFile): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(state));
  renameSync(temporary, path);
}

/**
 * The chain's state from `path`, or undefined when there is none. An unreadable file is moved aside
 * (`<path>.unreadable-<time>`) with a warning, and the chain starts fresh.
 */
export function loadChainState(
  path: string | undefined,
  warn: (message: string) => void,
): { svm: LiteSVM; ledger: LedgerState } | undefined {
  if (!path || !existsSync(path)) return undefined;
  try {
    const state = readStateFile(path);
    return { svm: LiteSVM.fromBytes(base64ToBytes(state.svm)), ledger: state.ledger };
  } catch (error) {
    const aside = `${path}.unreadable-${Date.now()}`;
    renameSync(path, aside);
    warn(
      `Solana chain: could not load ${path} (${(error as Error).message}); moved it to ${aside}, starting fresh`,
    );
    return undefined;
  }
}

/** Writes the chain's state (LiteSVM's snapshot and the ledger) to `path`. */
export function saveChainState(path: string, svm: LiteSVM, ledger: LedgerState): void {
  writeStateFile(path, {
    format: "hiber-solana-chain",
    version: 1,
    savedAt: new Date().toISOString(),
    svm: bytesToBase64(svm.toBytes()),
    ledger,
  });
}
