/**
 * The local Solana chain: LiteSVM (the real runtime with the SPL programs) plus what a validator's
 * RPC adds around it: blocks and a 150-blockhash window, signature statuses, transaction records,
 * airdrops, a 6-decimal stablecoin at the devnet USDC address with a faucet, and a state file.
 *
 * Every transaction that lands is a block of its own: the slot (= block height) advances by one and
 * a new blockhash is issued. LiteSVM's own blockhash check is off; the window is enforced here, so a
 * blockhash stays usable for 150 blocks as on a real cluster, then `BlockhashNotFound`.
 *
 * This file holds the transactions (send, simulate, airdrop, faucet); blocks, accounts, records and the
 * state file are in `chain-ledger.ts`, the public types in `chain-types.ts`.
 */

import { address, getTransactionDecoder, lamports } from "@solana/kit";
import { FailedTransactionMetadata, type SimulatedTransactionInfo, type TransactionMetadata } from "litesvm";
import { ChainLedger, nowSeconds } from "./chain-ledger";
import type { SendOptions, SimulationOptions, SimulationResult, SolanaChainOptions } from "./chain-types";
import {
  LAMPORTS_PER_SOL,
  MAX_AIRDROP_LAMPORTS,
  MAX_FAUCET_AMOUNT,
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
  type TransactionFailure,
} from "./errors";
import { deriveKeypair, verifySignature } from "./keys";
import type { TokenBalance, TransactionRecord } from "./state-file";
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  decodeTokenAccount,
  encodeMint,
  isTokenProgram,
  MINT_SIZE,
  mintToChecked,
  systemTransfer,
  uiTokenAmount,
} from "./token";
import { feeForMessage, innerInstructionsOf, memoOf } from "./transaction-info";
import {
  base58ToBytes,
  bytesToBase64,
  compileLegacyMessage,
  type InstructionInput,
  type ParsedTransaction,
  parsePubkey,
  parseTransaction,
  serializeTransaction,
  WireFormatError,
} from "./wire";

export type {
  AccountView,
  BlockhashWithExpiry,
  ChainEvent,
  SendOptions,
  SignaturesQuery,
  SimulationOptions,
  SimulationResult,
  SolanaChainOptions,
} from "./chain-types";

/** Key of the emulator's authority: stablecoin mint authority, faucet and airdrop source. */
const AUTHORITY = deriveKeypair("authority");
/** Balance the authority is topped up to whenever it runs low. */
const AUTHORITY_FLOAT = 1_000_000n * LAMPORTS_PER_SOL;

const decodeTransaction = (bytes: Uint8Array) => getTransactionDecoder().decode(bytes);

/** The local chain. Create it with {@link createSolanaChain}. */
export class SolanaChain extends ChainLedger {
  /** Address of the stablecoin mint (the devnet USDC address). */
  readonly usdcMint = USDC_DEVNET_MINT;
  /** Address of the emulator's authority (mint authority, faucet, airdrop source). */
  readonly authority = AUTHORITY.address;

  /** @internal Use {@link createSolanaChain}. */
  constructor(options: SolanaChainOptions = {}) {
    super(options);
    this.ensureGenesisAccounts();
    if (!this.loaded) this.markDirty();
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

  // --- internals -------------------------------------------------------------------------------

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
}

/**
 * Creates the local chain. With `stateFile`, state is loaded from it when it exists and written back
 * shortly after every change and on `close()`, so balances survive a restart.
 */
export function createSolanaChain(options: SolanaChainOptions = {}): SolanaChain {
  return new SolanaChain(options);
}
