/**
 * The local Solana chain: LiteSVM (the real runtime with the SPL programs) plus what a validator's
 * RPC adds around it: blocks and a 150-blockhash window, signature statuses, transaction records,
 * airdrops, a 6-decimal stablecoin at the devnet USDC address with a faucet, and a state file.
 *
 * Every transaction that lands is a block of its own: the slot (= block height) advances by one and
 * a new blockhash is issued. LiteSVM's own blockhash check is off; the window is enforced here, so a
 * blockhash stays usable for 150 blocks as on a real cluster, then `BlockhashNotFound`.
 */

import { existsSync, renameSync } from "node:fs";
import { address, getTransactionDecoder, lamports } from "@solana/kit";
import {
  FailedTransactionMetadata,
  LiteSVM,
  type SimulatedTransactionInfo,
  type TransactionMetadata,
} from "litesvm";
import {
  LAMPORTS_PER_SIGNATURE,
  LAMPORTS_PER_SOL,
  MAX_AIRDROP_LAMPORTS,
  MAX_FAUCET_AMOUNT,
  MAX_LEDGER_TRANSACTIONS,
  MAX_PROCESSING_AGE,
  PROGRAM_IDS,
  USDC_DECIMALS,
  USDC_DEVNET_MINT,
} from "./constants";
import {
  failureOf,
  invalidParams,
  namedFailure,
  RPC_ERROR,
  RpcError,
  type TransactionErrorJson,
  type TransactionFailure,
} from "./errors";
import { deriveKeypair, verifySignature } from "./keys";
import {
  type BlockhashEntry,
  type InnerInstructions,
  type LedgerState,
  readStateFile,
  type TokenBalance,
  type TransactionRecord,
  writeStateFile,
} from "./state-file";
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  decodeMint,
  decodeTokenAccount,
  encodeMint,
  isTokenProgram,
  MINT_SIZE,
  mintToChecked,
  systemTransfer,
  uiTokenAmount,
} from "./token";
import {
  base58ToBytes,
  base64ToBytes,
  bytesToBase58,
  bytesToBase64,
  compileLegacyMessage,
  type InstructionInput,
  type ParsedMessage,
  type ParsedTransaction,
  parsePubkey,
  parseTransaction,
  serializeTransaction,
  WireFormatError,
} from "./wire";

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

/** Key of the emulator's authority: stablecoin mint authority, faucet and airdrop source. */
const AUTHORITY = deriveKeypair("authority");
/** Balance the authority is topped up to whenever it runs low. */
const AUTHORITY_FLOAT = 1_000_000n * LAMPORTS_PER_SOL;
/** Programs whose instructions count 3,000 compute units (others 200,000) toward the default limit. */
const BUILTIN_PROGRAMS = new Set<string>([
  PROGRAM_IDS.system,
  PROGRAM_IDS.computeBudget,
  PROGRAM_IDS.vote,
  PROGRAM_IDS.bpfLoaderUpgradeable,
]);
const BUILTIN_INSTRUCTION_UNITS = 3_000n;
const DEFAULT_INSTRUCTION_UNITS = 200_000n;
const MAX_COMPUTE_UNITS = 1_400_000n;

const decodeTransaction = (bytes: Uint8Array) => getTransactionDecoder().decode(bytes);
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Fee of a message: 5,000 lamports per signature plus the compute-unit price times the limit. */
export function feeForMessage(message: ParsedMessage): bigint {
  let price = 0n;
  let limit: bigint | undefined;
  let defaultLimit = 0n;
  for (const ix of message.instructions) {
    const program = message.accountKeys[ix.programIdIndex];
    const view = new DataView(ix.data.buffer, ix.data.byteOffset, ix.data.byteLength);
    if (program === PROGRAM_IDS.computeBudget && ix.data[0] === 2 && ix.data.length >= 5) {
      limit = BigInt(view.getUint32(1, true));
    }
    if (program === PROGRAM_IDS.computeBudget && ix.data[0] === 3 && ix.data.length >= 9) {
      price = view.getBigUint64(1, true);
    }
    defaultLimit +=
      program && BUILTIN_PROGRAMS.has(program) ? BUILTIN_INSTRUCTION_UNITS : DEFAULT_INSTRUCTION_UNITS;
  }
  const units = limit ?? (defaultLimit < MAX_COMPUTE_UNITS ? defaultLimit : MAX_COMPUTE_UNITS);
  const priority = (price * units + 999_999n) / 1_000_000n;
  return LAMPORTS_PER_SIGNATURE * BigInt(message.header.numRequiredSignatures) + priority;
}

/** Memo instructions of a message, formatted as `getSignaturesForAddress` shows them. */
function memoOf(message: ParsedMessage): string | null {
  const memos = message.instructions
    .filter((ix) => {
      const program = message.accountKeys[ix.programIdIndex];
      return program === PROGRAM_IDS.memo || program === PROGRAM_IDS.memoV1;
    })
    .map((ix) => `[${ix.data.length}] ${Buffer.from(ix.data).toString("utf8")}`);
  return memos.length > 0 ? memos.join("; ") : null;
}

/** Inner instructions (CPIs) of executed instructions, in the RPC's compiled form; empty lists dropped. */
function innerInstructionsOf(meta: TransactionMetadata): InnerInstructions[] {
  return meta
    .innerInstructions()
    .map((inner, index) => ({
      index,
      instructions: inner.map((entry) => {
        const instruction = entry.instruction();
        return {
          programIdIndex: instruction.programIdIndex(),
          accounts: Array.from(instruction.accounts()),
          data: bytesToBase58(instruction.data()),
          stackHeight: entry.stackHeight(),
        };
      }),
    }))
    .filter((entry) => entry.instructions.length > 0);
}

function freshLedger(blockhash: string): LedgerState {
  return { slot: 0, blockhashes: [{ blockhash, height: 0 }], transactionCount: 0, transactions: [] };
}

/** The local chain. Create it with {@link createSolanaChain}. */
export class SolanaChain {
  /** Address of the stablecoin mint (the devnet USDC address). */
  readonly usdcMint = USDC_DEVNET_MINT;
  /** Address of the emulator's authority (mint authority, faucet, airdrop source). */
  readonly authority = AUTHORITY.address;

  private svm: LiteSVM;
  private ledger: LedgerState;
  private readonly records = new Map<string, TransactionRecord>();
  private readonly listeners = new Set<(event: ChainEvent) => void>();
  private saveTimer: NodeJS.Timeout | undefined;
  private dirty = false;
  private closed = false;

  /** @internal Use {@link createSolanaChain}. */
  constructor(private readonly options: SolanaChainOptions = {}) {
    const loaded = this.load();
    this.svm = loaded?.svm ?? new LiteSVM();
    this.svm.withBlockhashCheck(false).withSigverify(true);
    this.ledger = loaded?.ledger ?? freshLedger(this.svm.latestBlockhash());
    for (const record of this.ledger.transactions) this.records.set(record.signature, record);
    this.setClock();
    this.ensureGenesisAccounts();
    if (!loaded) this.markDirty();
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

  /**
   * Sends a signed transaction in wire format and returns its first signature. Without
   * `skipPreflight`, a transaction that would fail is refused with the RPC's errors: -32003 for a bad
   * signature, -32002 "Transaction simulation failed: …" with `data.err` and `data.logs` otherwise
   * (an expired blockhash is `BlockhashNotFound`, a repeat `AlreadyProcessed`). With it, such a
   * transaction is dropped, or lands with its error and pays its fee, as on a real cluster.
   */
  sendTransaction(bytes: Uint8Array, options: SendOptions = {}): string {
    const parsed = this.parse(bytes);
    const signature = parsed.signatures[0] as string;
    if (!options.skipPreflight) {
      if (!this.signaturesValid(parsed)) {
        throw new RpcError(
          RPC_ERROR.signatureVerificationFailure,
          "Transaction signature verification failure",
        );
      }
      const preflight = this.simulateParsed(bytes, parsed, {});
      if (preflight.err !== null) {
        throw new RpcError(
          RPC_ERROR.preflightFailure,
          `Transaction simulation failed: ${preflight.errMessage}`,
          {
            accounts: null,
            err: preflight.err,
            innerInstructions: null,
            loadedAccountsDataSize: 0,
            logs: preflight.logs,
            replacementBlockhash: null,
            returnData: null,
            unitsConsumed: preflight.unitsConsumed,
          },
        );
      }
    }
    if (this.records.has(signature) || !this.isBlockhashValid(parsed.message.recentBlockhash))
      return signature;
    this.execute(bytes, parsed);
    return signature;
  }

  /** Simulates a transaction in wire format without changing state (`simulateTransaction`). */
  simulateTransaction(bytes: Uint8Array, options: SimulationOptions = {}): SimulationResult {
    const parsed = this.parse(bytes);
    if (options.sigVerify && options.replaceRecentBlockhash) {
      throw invalidParams("sigVerify may not be used with replaceRecentBlockhash");
    }
    if (options.sigVerify && !this.signaturesValid(parsed)) {
      throw new RpcError(
        RPC_ERROR.signatureVerificationFailure,
        "Transaction signature verification failure",
      );
    }
    if (!options.replaceRecentBlockhash) return this.simulateParsed(bytes, parsed, options);
    const replacement = this.latestBlockhash();
    const replaced = new Uint8Array(bytes);
    const messageStart = bytes.length - parsed.messageBytes.length;
    replaced.set(base58ToBytes(replacement.blockhash), messageStart + parsed.message.blockhashOffset);
    return {
      ...this.simulateParsed(replaced, this.parse(replaced), options),
      replacementBlockhash: replacement,
    };
  }

  /**
   * Transfers `lamports` from the emulator's faucet to `to` (at most 5 SOL per request) and returns
   * the transaction's signature, like `requestAirdrop`.
   */
  requestAirdrop(to: string, amount: bigint): string {
    this.assertPubkey(to);
    if (amount <= 0n || amount > MAX_AIRDROP_LAMPORTS) {
      throw new RpcError(RPC_ERROR.internal, "Internal error", {
        reason: `airdrop requests must be between 1 lamport and ${MAX_AIRDROP_LAMPORTS} lamports (5 SOL)`,
      });
    }
    return this.sendAsAuthority([systemTransfer(AUTHORITY.address, to, amount)]);
  }

  /**
   * Mints `amount` base units of the stablecoin (6 decimals: 1,000,000 = 1 USDC; at most 1,000 USDC
   * per request) to `owner`'s associated token account, creating it if needed. Returns the signature.
   */
  faucetUsdc(owner: string, amount: bigint): string {
    this.assertPubkey(owner);
    if (amount <= 0n || amount > MAX_FAUCET_AMOUNT) {
      throw invalidParams(`Invalid param: amount must be between 1 and ${MAX_FAUCET_AMOUNT} base units`);
    }
    const ata = associatedTokenAddress(owner, USDC_DEVNET_MINT);
    return this.sendAsAuthority([
      createAssociatedTokenAccountIdempotent(AUTHORITY.address, ata, owner, USDC_DEVNET_MINT),
      mintToChecked(USDC_DEVNET_MINT, ata, AUTHORITY.address, amount, USDC_DECIMALS),
    ]);
  }

  /** The associated token account of `owner` for the stablecoin. */
  usdcAccountOf(owner: string): string {
    return associatedTokenAddress(owner, USDC_DEVNET_MINT);
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
    writeStateFile(this.options.stateFile, {
      format: "hiber-solana-chain",
      version: 1,
      savedAt: new Date().toISOString(),
      svm: bytesToBase64(this.svm.toBytes()),
      ledger: this.ledger,
    });
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

  private load(): { svm: LiteSVM; ledger: LedgerState } | undefined {
    const path = this.options.stateFile;
    if (!path || !existsSync(path)) return undefined;
    try {
      const state = readStateFile(path);
      return { svm: LiteSVM.fromBytes(base64ToBytes(state.svm)), ledger: state.ledger };
    } catch (error) {
      const aside = `${path}.unreadable-${Date.now()}`;
      renameSync(path, aside);
      const warn = this.options.onWarning ?? console.warn;
      warn(
        `Solana chain: could not load ${path} (${(error as Error).message}); moved it to ${aside}, starting fresh`,
      );
      return undefined;
    }
  }

  private ensureGenesisAccounts(): void {
    this.topUpAuthority(0n);
    if (this.mintDecimals(USDC_DEVNET_MINT) === undefined) {
      this.svm.setAccount({
        address: address(USDC_DEVNET_MINT),
        lamports: lamports(this.minimumBalanceForRentExemption(MINT_SIZE)),
        programAddress: address(PROGRAM_IDS.token),
        executable: false,
        data: encodeMint({
          mintAuthority: AUTHORITY.address,
          supply: 0n,
          decimals: USDC_DECIMALS,
          isInitialized: true,
          freezeAuthority: null,
        }),
        space: BigInt(MINT_SIZE),
      });
    }
  }

  private topUpAuthority(needed: bigint): void {
    if (this.getBalance(AUTHORITY.address) >= needed + 10n * LAMPORTS_PER_SOL) return;
    this.svm.setAccount({
      address: address(AUTHORITY.address),
      lamports: lamports(AUTHORITY_FLOAT),
      programAddress: address(PROGRAM_IDS.system),
      executable: false,
      data: new Uint8Array(),
      space: 0n,
    });
  }

  private assertPubkey(pubkey: string): void {
    const parsed = parsePubkey(pubkey);
    if (typeof parsed === "string") throw invalidParams(`Invalid param: ${parsed}`);
  }

  private parse(bytes: Uint8Array): ParsedTransaction {
    try {
      return parseTransaction(bytes);
    } catch (error) {
      const reason = error instanceof WireFormatError ? error.message : "failed to deserialize transaction";
      throw invalidParams(`invalid transaction: ${reason}`);
    }
  }

  private signaturesValid(parsed: ParsedTransaction): boolean {
    return parsed.signatureBytes.every((signature, index) =>
      verifySignature(
        base58ToBytes(parsed.message.accountKeys[index] as string),
        parsed.messageBytes,
        signature,
      ),
    );
  }

  private simulateParsed(
    bytes: Uint8Array,
    parsed: ParsedTransaction,
    options: SimulationOptions,
  ): SimulationResult {
    const fee = Number(feeForMessage(parsed.message));
    const refuse = (failure: TransactionFailure): SimulationResult => ({
      err: failure.json,
      errMessage: failure.message,
      logs: [],
      unitsConsumed: 0,
      replacementBlockhash: null,
      accounts: null,
      fee,
      innerInstructions: [],
    });
    if (!this.isBlockhashValid(parsed.message.recentBlockhash))
      return refuse(namedFailure("BlockhashNotFound"));
    if (this.records.has(parsed.signatures[0] as string)) return refuse(namedFailure("AlreadyProcessed"));

    const result = this.simulateWithoutSigverify(bytes);
    const meta = result.meta();
    const failure = result instanceof FailedTransactionMetadata ? failureOf(result) : null;
    const postAccounts = result instanceof FailedTransactionMetadata ? [] : result.postAccounts();
    const accounts =
      options.accounts?.map((pubkey) => {
        const post = postAccounts.find((account) => account.address === pubkey);
        if (!post) return this.getAccount(pubkey);
        return {
          lamports: post.lamports,
          owner: post.programAddress,
          data: new Uint8Array(post.data),
          executable: post.executable,
        };
      }) ?? null;
    return {
      err: failure?.json ?? null,
      errMessage: failure?.message ?? null,
      logs: meta.logs(),
      unitsConsumed: Number(meta.computeUnitsConsumed()),
      replacementBlockhash: null,
      accounts,
      fee,
      innerInstructions: innerInstructionsOf(meta),
    };
  }

  /** Runs a transaction on LiteSVM; if it lands (succeeds, or fails after paying its fee) records a block. */
  private execute(bytes: Uint8Array, parsed: ParsedTransaction): TransactionRecord | undefined {
    const keys = parsed.message.accountKeys;
    const preBalances = keys.map((key) => this.getBalance(key));
    const preTokenBalances = this.tokenBalances(keys);
    const result = this.sendToSvm(bytes);
    if (!result) return undefined; // a missing signature: the cluster drops it
    const postBalances = keys.map((key) => this.getBalance(key));
    const failure = result instanceof FailedTransactionMetadata ? failureOf(result) : null;
    if (failure && postBalances[0] === preBalances[0]) return undefined; // refused before paying a fee: dropped
    const meta = result instanceof FailedTransactionMetadata ? result.meta() : result;

    this.produceBlock();
    const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);
    const record: TransactionRecord = {
      signature: parsed.signatures[0] as string,
      slot: this.ledger.slot,
      blockTime: nowSeconds(),
      transaction: bytesToBase64(bytes),
      accountKeys: keys,
      err: failure?.json ?? null,
      fee: Number(sum(preBalances) - sum(postBalances)),
      preBalances: preBalances.map(Number),
      postBalances: postBalances.map(Number),
      preTokenBalances,
      postTokenBalances: this.tokenBalances(keys),
      logMessages: meta.logs(),
      computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
      innerInstructions: innerInstructionsOf(meta),
      memo: memoOf(parsed.message),
    };
    this.remember(record);
    this.emit({ type: "transaction", record });
    return record;
  }

  private simulateWithoutSigverify(bytes: Uint8Array): FailedTransactionMetadata | SimulatedTransactionInfo {
    this.svm.withSigverify(false);
    try {
      return this.svm.simulateTransaction(decodeTransaction(bytes));
    } finally {
      this.svm.withSigverify(true);
    }
  }

  private sendToSvm(bytes: Uint8Array): TransactionMetadata | FailedTransactionMetadata | undefined {
    try {
      return this.svm.sendTransaction(decodeTransaction(bytes));
    } catch {
      return undefined;
    }
  }

  private sendAsAuthority(instructions: InstructionInput[]): string {
    this.topUpAuthority(MAX_AIRDROP_LAMPORTS);
    const { blockhash } = this.latestBlockhash();
    const { messageBytes, signers } = compileLegacyMessage(AUTHORITY.address, blockhash, instructions);
    if (signers.length !== 1) throw new Error("emulator transactions are signed by the authority alone");
    const bytes = serializeTransaction([AUTHORITY.sign(messageBytes)], messageBytes);
    const parsed = parseTransaction(bytes);
    if (!this.execute(bytes, parsed)) throw new RpcError(RPC_ERROR.internal, "Internal error");
    return parsed.signatures[0] as string;
  }

  private tokenBalances(keys: string[]): TokenBalance[] {
    const balances: TokenBalance[] = [];
    keys.forEach((key, accountIndex) => {
      const account = this.getAccount(key);
      if (!account || !isTokenProgram(account.owner)) return;
      const token = decodeTokenAccount(account.data);
      const decimals = token && this.mintDecimals(token.mint);
      if (!token || decimals === undefined) return;
      balances.push({
        accountIndex,
        mint: token.mint,
        owner: token.owner,
        programId: account.owner,
        uiTokenAmount: uiTokenAmount(token.amount, decimals),
      });
    });
    return balances;
  }

  private remember(record: TransactionRecord): void {
    this.ledger.transactionCount += 1;
    this.ledger.transactions.push(record);
    this.records.set(record.signature, record);
    while (this.ledger.transactions.length > MAX_LEDGER_TRANSACTIONS) {
      const oldest = this.ledger.transactions.shift();
      if (oldest) this.records.delete(oldest.signature);
    }
  }

  private produceBlock(): void {
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

  private emit(event: ChainEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  private markDirty(): void {
    if (!this.options.stateFile || this.closed) return;
    this.dirty = true;
    if (this.saveTimer) return;
    this.saveTimer = setTimeout(() => this.save(), this.options.saveDelayMs ?? 250);
    this.saveTimer.unref();
  }
}

/**
 * Creates the local chain. With `stateFile`, state is loaded from it when it exists and written back
 * shortly after every change and on `close()`, so balances survive a restart.
 */
export function createSolanaChain(options: SolanaChainOptions = {}): SolanaChain {
  return new SolanaChain(options);
}
