/**
 * The ledger side of the local chain: LiteSVM's accounts as the RPC reads them, blocks and the
 * 150-blockhash window, transaction records and signature queries, listeners, and the state file.
 * {@link SolanaChain} adds the transactions on top.
 */

import { address } from "@solana/kit";
import { LiteSVM } from "litesvm";
import type {
  AccountView,
  BlockhashWithExpiry,
  ChainEvent,
  SignaturesQuery,
  SolanaChainOptions,
} from "./chain-types";
import { MAX_LEDGER_TRANSACTIONS, MAX_PROCESSING_AGE } from "./constants";
import type { TransactionErrorJson } from "./errors";
import {
  type BlockhashEntry,
  type LedgerState,
  loadChainState,
  saveChainState,
  type TransactionRecord,
} from "./state-file";
import { decodeMint, isTokenProgram } from "./token";
import { feeForMessage } from "./transaction-info";
import type { ParsedMessage } from "./wire";

/** Seconds since the epoch, for block times and the clock sysvar. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

function freshLedger(blockhash: string): LedgerState {
  return { slot: 0, blockhashes: [{ blockhash, height: 0 }], transactionCount: 0, transactions: [] };
}

/** Blocks, accounts, records and persistence of the local chain; extended by {@link SolanaChain}. */
export class ChainLedger {
  protected svm: LiteSVM;
  protected ledger: LedgerState;
  protected readonly records = new Map<string, TransactionRecord>();
  /** Whether the state was loaded from the state file (a fresh chain is written out at once). */
  protected readonly loaded: boolean;
  private readonly listeners = new Set<(event: ChainEvent) => void>();
  private saveTimer: NodeJS.Timeout | undefined;
  private dirty = false;
  private closed = false;

  protected constructor(protected readonly options: SolanaChainOptions) {
    const loaded = loadChainState(options.stateFile, options.onWarning ?? console.warn);
    this.svm = loaded?.svm ?? new LiteSVM();
    this.svm.withBlockhashCheck(false).withSigverify(true);
    this.ledger = loaded?.ledger ?? freshLedger(this.svm.latestBlockhash());
    for (const record of this.ledger.transactions) this.records.set(record.signature, record);
    this.setClock();
    this.loaded = loaded !== undefined;
  }

  /** Current slot; equal to the block height. */
  get slot(): number {
    return this.ledger.slot;
  }

  /** Transactions processed since genesis. */
  get transactionCount(): number {
    return this.ledger.transactionCount;
  }

  /** Slots per epoch of the epoch schedule. */
  get slotsPerEpoch(): number {
    return Number(this.svm.getEpochSchedule().slotsPerEpoch);
  }

  /** The newest blockhash and the last block height it is valid for. */
  latestBlockhash(): BlockhashWithExpiry {
    const latest = this.ledger.blockhashes.at(-1) as BlockhashEntry;
    return { blockhash: latest.blockhash, lastValidBlockHeight: latest.height + MAX_PROCESSING_AGE };
  }

  /** Whether a transaction with this recent blockhash would still be accepted. */
  isBlockhashValid(blockhash: string): boolean {
    return this.ledger.blockhashes.some((entry) => entry.blockhash === blockhash);
  }

  /** Listens to blocks and transactions; returns the function that stops listening. */
  subscribe(listener: (event: ChainEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** An account, or null when it does not exist (no lamports). */
  getAccount(pubkey: string): AccountView | null {
    const account = this.svm.getAccount(address(pubkey));
    if (!account.exists || (account.lamports === 0n && account.data.length === 0)) return null;
    return {
      lamports: account.lamports,
      owner: account.programAddress,
      data: new Uint8Array(account.data),
      executable: account.executable,
    };
  }

  /** Balance in lamports (0 for a missing account). */
  getBalance(pubkey: string): bigint {
    return this.svm.getBalance(address(pubkey)) ?? 0n;
  }

  /** Every account owned by `programId`. */
  getProgramAccounts(programId: string): { pubkey: string; account: AccountView }[] {
    return this.svm.getProgramAccounts(address(programId)).map((account) => ({
      pubkey: account.address,
      account: {
        lamports: account.lamports,
        owner: account.programAddress,
        data: new Uint8Array(account.data),
        executable: account.executable,
      },
    }));
  }

  /** Decimals of a mint, or undefined when `mint` is not one. */
  mintDecimals(mint: string): number | undefined {
    const account = this.getAccount(mint);
    return account && isTokenProgram(account.owner) ? decodeMint(account.data)?.decimals : undefined;
  }

  /** Lamports an account of `dataLength` bytes needs to be rent-exempt. */
  minimumBalanceForRentExemption(dataLength: number): bigint {
    return this.svm.minimumBalanceForRentExemption(BigInt(dataLength));
  }

  /** Status of a signature: the slot it landed in and its error, or null when unknown. */
  getSignatureStatus(signature: string): { slot: number; err: TransactionErrorJson | null } | null {
    const record = this.records.get(signature);
    return record ? { slot: record.slot, err: record.err } : null;
  }

  /** The record of a landed transaction. */
  getTransaction(signature: string): TransactionRecord | undefined {
    return this.records.get(signature);
  }

  /** Signatures of transactions that touched `pubkey`, newest first. */
  getSignaturesForAddress(pubkey: string, query: SignaturesQuery = {}): TransactionRecord[] {
    const limit = query.limit ?? 1000;
    const out: TransactionRecord[] = [];
    let started = query.before === undefined;
    for (let index = this.ledger.transactions.length - 1; index >= 0 && out.length < limit; index -= 1) {
      const record = this.ledger.transactions[index] as TransactionRecord;
      if (!started) {
        started = record.signature === query.before;
        continue;
      }
      if (record.signature === query.until) break;
      if (record.accountKeys.includes(pubkey)) out.push(record);
    }
    return out;
  }

  /** Fee of a message, or null when its blockhash is not in the window (as `getFeeForMessage`). */
  getFeeForMessage(message: ParsedMessage): bigint | null {
    return this.isBlockhashValid(message.recentBlockhash) ? feeForMessage(message) : null;
  }

  /** Produces `count` empty blocks (a test helper: ages blockhashes without sending transactions). */
  advanceBlocks(count: number): void {
    for (let index = 0; index < count; index += 1) this.produceBlock();
  }

  /** Writes the state file now (no-op without `stateFile`). */
  save(): void {
    if (!this.options.stateFile) return;
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    saveChainState(this.options.stateFile, this.svm, this.ledger);
    this.dirty = false;
  }

  /** Saves pending changes and stops listeners; the chain must not be used afterwards. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.dirty) this.save();
    clearTimeout(this.saveTimer);
    this.listeners.clear();
  }

  // --- internals -------------------------------------------------------------------------------

  protected remember(record: TransactionRecord): void {
    this.ledger.transactionCount += 1;
    this.ledger.transactions.push(record);
    this.records.set(record.signature, record);
    while (this.ledger.transactions.length > MAX_LEDGER_TRANSACTIONS) {
      const oldest = this.ledger.transactions.shift();
      if (oldest) this.records.delete(oldest.signature);
    }
  }

  protected produceBlock(): void {
    const parent = this.ledger.slot;
    this.ledger.slot += 1;
    this.svm.expireBlockhash();
    this.setClock();
    this.ledger.blockhashes.push({ blockhash: this.svm.latestBlockhash(), height: this.ledger.slot });
    while ((this.ledger.blockhashes[0]?.height ?? 0) < this.ledger.slot - MAX_PROCESSING_AGE) {
      this.ledger.blockhashes.shift();
    }
    this.markDirty();
    this.emit({ type: "block", slot: this.ledger.slot, parent });
  }

  private setClock(): void {
    const clock = this.svm.getClock();
    clock.slot = BigInt(this.ledger.slot);
    clock.epoch = BigInt(Math.floor(this.ledger.slot / this.slotsPerEpoch));
    clock.leaderScheduleEpoch = clock.epoch + 1n;
    clock.unixTimestamp = BigInt(nowSeconds());
    this.svm.setClock(clock);
  }

  protected emit(event: ChainEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  protected markDirty(): void {
    if (!this.options.stateFile || this.closed) return;
    this.dirty = true;
    if (this.saveTimer) return;
    this.saveTimer = setTimeout(() => this.save(), this.options.saveDelayMs ?? 250);
    this.saveTimer.unref();
  }
}
