/** The public types of the local chain's API ({@link SolanaChain}). */
import type { TransactionErrorJson } from "./errors";
import type { InnerInstructions, TransactionRecord } from "./state-file";

/** Options of {@link createSolanaChain}. */
export interface SolanaChainOptions {
  /**
   * File the state is saved to (and loaded from when it exists), e.g. `<data dir>/solana-chain.json`.
   * Without it the chain lives in memory only.
   */
  stateFile?: string;
  /** How long after a change the state is written; defaults to 250 ms. `close()` always writes. */
  saveDelayMs?: number;
  /** Receives warnings, e.g. an unreadable state file set aside; defaults to `console.warn`. */
  onWarning?: (message: string) => void;
}

/** An account as the chain holds it. */
export interface AccountView {
  lamports: bigint;
  /** Owner program, base58. */
  owner: string;
  data: Uint8Array;
  executable: boolean;
}

/** Something that happened on the chain. */
export type ChainEvent =
  | { type: "block"; slot: number; parent: number }
  | { type: "transaction"; record: TransactionRecord };

/** A blockhash with the last block height it can be used in. */
export interface BlockhashWithExpiry {
  blockhash: string;
  lastValidBlockHeight: number;
}

/** Options of {@link SolanaChain.simulateTransaction}, as in the RPC's `simulateTransaction`. */
export interface SimulationOptions {
  /** Check signatures first (default false); cannot be combined with `replaceRecentBlockhash`. */
  sigVerify?: boolean;
  /** Simulate with the latest blockhash instead of the transaction's own. */
  replaceRecentBlockhash?: boolean;
  /** Addresses whose post-simulation state to return. */
  accounts?: string[];
}

/** The outcome of a simulation. */
export interface SimulationResult {
  err: TransactionErrorJson | null;
  /** Display text of `err`. */
  errMessage: string | null;
  logs: string[];
  unitsConsumed: number;
  replacementBlockhash: BlockhashWithExpiry | null;
  accounts: (AccountView | null)[] | null;
  /** Fee the transaction would pay. */
  fee: number;
  /** Inner instructions (CPIs) the simulation ran. */
  innerInstructions: InnerInstructions[];
}

/** Options of {@link SolanaChain.sendTransaction}. */
export interface SendOptions {
  /** Skip the preflight checks and simulation, as the RPC option of that name. */
  skipPreflight?: boolean;
}

/** Query of {@link SolanaChain.getSignaturesForAddress}. */
export interface SignaturesQuery {
  limit?: number;
  before?: string;
  until?: string;
}
