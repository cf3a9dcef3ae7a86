/**
 * The HTTP JSON-RPC methods, one function per method, in the shapes of the real Solana RPC (the
 * subset `@solana/web3.js` 1.x, `@solana/kit` and the `@x402` packages call), plus two `hiber_`
 * helpers: the stablecoin faucet and a block advance for tests.
 */

import type { SolanaChain } from "./chain";
import {
  DEVNET_GENESIS_HASH,
  FEATURE_SET,
  MAX_PROCESSING_AGE,
  PROGRAM_IDS,
  SOLANA_CORE_VERSION,
  USDC_DEVNET_MINT,
} from "./constants";
import {
  type AccountEncodingOptions,
  accountEncodingOptions,
  encodeAccount,
  rpcContext,
  withContext,
} from "./encode";
import { invalidParams, RpcError } from "./errors";
import {
  arrayParam,
  configParam,
  pubkeyParam,
  pubkeysParam,
  signatureParam,
  u64Param,
  wireParam,
} from "./rpc-params";
import { decodeMint, decodeTokenAccount, isTokenProgram, uiTokenAmount } from "./token";
import { parsedInner, renderTransaction } from "./transaction-render";
import { base58ToBytes, base64ToBytes, parseMessage, parsePubkey, parseTransaction } from "./wire";

/** What a method handler receives besides its params. */
export interface RpcMethodContext {
  chain: SolanaChain;
}

/** A JSON-RPC method: positional params in, a JSON-serialisable result out (or an {@link RpcError}). */
export type RpcMethod = (params: unknown[], context: RpcMethodContext) => unknown;

// --- accounts ----------------------------------------------------------------------------------------

function accountValue(chain: SolanaChain, pubkey: string, options: AccountEncodingOptions) {
  const account = chain.getAccount(pubkey);
  return account ? encodeAccount(chain, account, options) : null;
}

const getAccountInfo: RpcMethod = (params, { chain }) => {
  const pubkey = pubkeyParam(params, 0);
  return withContext(
    chain,
    accountValue(chain, pubkey, accountEncodingOptions(configParam(params, 1, chain))),
  );
};

const getMultipleAccounts: RpcMethod = (params, { chain }) => {
  const pubkeys = pubkeysParam(params, 0, 100);
  const options = accountEncodingOptions(configParam(params, 1, chain));
  return withContext(
    chain,
    pubkeys.map((pubkey) => accountValue(chain, pubkey, options)),
  );
};

const getBalance: RpcMethod = (params, { chain }) => {
  const pubkey = pubkeyParam(params, 0);
  return withContext(chain, Number(chain.getBalance(pubkey)));
};

type ProgramAccountFilter = {
  dataSize?: number;
  memcmp?: { offset: number; bytes: string; encoding?: string };
};

function matchesFilters(data: Uint8Array, filters: ProgramAccountFilter[]): boolean {
  return filters.every((filter) => {
    if (filter.dataSize !== undefined) return data.length === filter.dataSize;
    if (filter.memcmp) {
      const { offset, bytes, encoding } = filter.memcmp;
      const wanted = encoding === "base64" ? base64ToBytes(bytes) : base58ToBytes(bytes);
      return wanted.every((byte, index) => data[offset + index] === byte);
    }
    return true;
  });
}

const getProgramAccounts: RpcMethod = (params, { chain }) => {
  const programId = pubkeyParam(params, 0);
  const config = configParam(params, 1, chain);
  const options = accountEncodingOptions(config);
  const filters = (Array.isArray(config.filters) ? config.filters : []) as ProgramAccountFilter[];
  const accounts = chain
    .getProgramAccounts(programId)
    .filter(({ account }) => matchesFilters(account.data, filters))
    .map(({ pubkey, account }) => ({ pubkey, account: encodeAccount(chain, account, options) }));
  return config.withContext ? withContext(chain, accounts) : accounts;
};

const getMinimumBalanceForRentExemption: RpcMethod = (params, { chain }) =>
  Number(chain.minimumBalanceForRentExemption(Number(u64Param(params, 0, "data length"))));

// --- tokens ------------------------------------------------------------------------------------------

const getTokenAccountBalance: RpcMethod = (params, { chain }) => {
  const pubkey = pubkeyParam(params, 0);
  const account = chain.getAccount(pubkey);
  if (!account) throw invalidParams("Invalid param: could not find account");
  const token = isTokenProgram(account.owner) ? decodeTokenAccount(account.data) : undefined;
  const decimals = token && chain.mintDecimals(token.mint);
  if (!token || decimals === undefined) throw invalidParams("Invalid param: not a Token account");
  return withContext(chain, uiTokenAmount(token.amount, decimals));
};

const getTokenSupply: RpcMethod = (params, { chain }) => {
  const pubkey = pubkeyParam(params, 0);
  const account = chain.getAccount(pubkey);
  if (!account) throw invalidParams("Invalid param: could not find account");
  const mint = isTokenProgram(account.owner) ? decodeMint(account.data) : undefined;
  if (!mint) throw invalidParams("Invalid param: not a Token mint");
  return withContext(chain, uiTokenAmount(mint.supply, mint.decimals));
};

const getTokenAccountsByOwner: RpcMethod = (params, { chain }) => {
  const owner = pubkeyParam(params, 0);
  const filter = configParam(params, 1, chain);
  const options = accountEncodingOptions(configParam(params, 2, chain));
  let programs: string[];
  let mint: string | undefined;
  if (typeof filter.mint === "string") {
    mint = pubkeyParam([filter.mint], 0);
    const mintAccount = chain.getAccount(mint);
    if (!mintAccount || !isTokenProgram(mintAccount.owner))
      throw invalidParams("Invalid param: could not find mint");
    programs = [mintAccount.owner];
  } else if (typeof filter.programId === "string") {
    const programId = pubkeyParam([filter.programId], 0);
    if (!isTokenProgram(programId)) throw invalidParams(`Invalid param: unrecognized Token program id`);
    programs = [programId];
  } else {
    throw invalidParams("Invalid params: expected a `mint` or `programId` filter");
  }
  const accounts = programs.flatMap((program) =>
    chain.getProgramAccounts(program).filter(({ account }) => {
      const token = decodeTokenAccount(account.data);
      return token !== undefined && token.owner === owner && (mint === undefined || token.mint === mint);
    }),
  );
  return withContext(
    chain,
    accounts.map(({ pubkey, account }) => ({ pubkey, account: encodeAccount(chain, account, options) })),
  );
};

// --- blocks and cluster ------------------------------------------------------------------------------

const getLatestBlockhash: RpcMethod = (params, { chain }) => {
  configParam(params, 0, chain);
  return withContext(chain, chain.latestBlockhash());
};

const isBlockhashValid: RpcMethod = (params, { chain }) => {
  configParam(params, 1, chain);
  if (typeof parsePubkey(params[0]) === "string") throw invalidParams("Invalid param: Invalid");
  return withContext(chain, chain.isBlockhashValid(params[0] as string));
};

const getSlot: RpcMethod = (_params, { chain }) => chain.slot;

const getBlockHeight: RpcMethod = (_params, { chain }) => chain.slot;

const getTransactionCount: RpcMethod = (_params, { chain }) => chain.transactionCount;

const getEpochInfo: RpcMethod = (_params, { chain }) => {
  const slotsInEpoch = chain.slotsPerEpoch;
  return {
    absoluteSlot: chain.slot,
    blockHeight: chain.slot,
    epoch: Math.floor(chain.slot / slotsInEpoch),
    slotIndex: chain.slot % slotsInEpoch,
    slotsInEpoch,
    transactionCount: chain.transactionCount,
  };
};

const getVersion: RpcMethod = () => ({ "feature-set": FEATURE_SET, "solana-core": SOLANA_CORE_VERSION });

const getGenesisHash: RpcMethod = () => DEVNET_GENESIS_HASH;

const getHealth: RpcMethod = () => "ok";

const getRecentPrioritizationFees: RpcMethod = (params, { chain }) => {
  if (params[0] !== undefined) pubkeysParam(params, 0, 128);
  const first = Math.max(0, chain.slot - MAX_PROCESSING_AGE);
  return Array.from({ length: chain.slot - first + 1 }, (_, index) => ({
    prioritizationFee: 0,
    slot: first + index,
  }));
};

const getFeeForMessage: RpcMethod = (params, { chain }) => {
  configParam(params, 1, chain);
  if (typeof params[0] !== "string") throw invalidParams("Invalid params: expected a base64 message");
  let message: ReturnType<typeof parseMessage>;
  try {
    message = parseMessage(base64ToBytes(params[0]));
  } catch {
    throw invalidParams("invalid message: failed to deserialize");
  }
  const fee = chain.getFeeForMessage(message);
  return withContext(chain, fee === null ? null : Number(fee));
};

// --- transactions --------------------------------------------------------------------------------------

const sendTransaction: RpcMethod = (params, { chain }) => {
  const config = configParam(params, 1, chain);
  return chain.sendTransaction(wireParam(params, config), { skipPreflight: config.skipPreflight === true });
};

const simulateTransaction: RpcMethod = (params, { chain }) => {
  const config = configParam(params, 1, chain);
  const accountsConfig = (config.accounts ?? undefined) as
    | { addresses?: unknown[]; encoding?: string }
    | undefined;
  const addresses = accountsConfig?.addresses ? pubkeysParam([accountsConfig.addresses], 0, 100) : undefined;
  const bytes = wireParam(params, config);
  const result = chain.simulateTransaction(bytes, {
    sigVerify: config.sigVerify === true,
    replaceRecentBlockhash: config.replaceRecentBlockhash === true,
    accounts: addresses,
  });
  const accountOptions = accountEncodingOptions({ encoding: accountsConfig?.encoding ?? "base64" });
  const keys = parseTransaction(bytes).message.accountKeys;
  return withContext(chain, {
    accounts:
      result.accounts?.map((account) => (account ? encodeAccount(chain, account, accountOptions) : null)) ??
      null,
    err: result.err,
    fee: result.fee,
    // The real RPC renders simulated inner instructions parsed where it can.
    innerInstructions:
      config.innerInstructions === true
        ? result.innerInstructions.map((inner) => parsedInner(keys, inner))
        : null,
    loadedAccountsDataSize: 0,
    logs: result.logs,
    replacementBlockhash: result.replacementBlockhash,
    returnData: null,
    unitsConsumed: result.unitsConsumed,
  });
};

const requestAirdrop: RpcMethod = (params, { chain }) =>
  chain.requestAirdrop(pubkeyParam(params, 0), u64Param(params, 1, "lamports"));

const getSignatureStatuses: RpcMethod = (params, { chain }) => {
  const signatures = arrayParam(params, 0, 256).map(signatureParam);
  configParam(params, 1, chain);
  return withContext(
    chain,
    signatures.map((signature) => {
      const status = chain.getSignatureStatus(signature);
      if (!status) return null;
      return {
        confirmationStatus: "finalized",
        confirmations: null,
        err: status.err,
        slot: status.slot,
        status: status.err === null ? { Ok: null } : { Err: status.err },
      };
    }),
  );
};

const getSignaturesForAddress: RpcMethod = (params, { chain }) => {
  const pubkey = pubkeyParam(params, 0);
  const config = configParam(params, 1, chain);
  const limit = config.limit === undefined ? 1000 : Number(config.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw invalidParams("Invalid limit; max 1000");
  const before = config.before === undefined ? undefined : signatureParam(config.before);
  const until = config.until === undefined ? undefined : signatureParam(config.until);
  return chain.getSignaturesForAddress(pubkey, { limit, before, until }).map((record) => ({
    blockTime: record.blockTime,
    confirmationStatus: "finalized",
    err: record.err,
    memo: record.memo,
    signature: record.signature,
    slot: record.slot,
  }));
};

const getTransaction: RpcMethod = (params, { chain }) => {
  const signature = signatureParam(params[0]);
  const config = typeof params[1] === "string" ? { encoding: params[1] } : configParam(params, 1, chain);
  const encoding = String(config.encoding ?? "json");
  if (!["json", "jsonParsed", "base64", "base58"].includes(encoding)) {
    throw invalidParams(`Invalid params: unknown variant \`${encoding}\``);
  }
  const maxVersion =
    typeof config.maxSupportedTransactionVersion === "number"
      ? config.maxSupportedTransactionVersion
      : undefined;
  const record = chain.getTransaction(signature);
  return record ? renderTransaction(record, encoding, maxVersion) : null;
};

// --- emulator helpers ----------------------------------------------------------------------------------

/**
 * `hiber_faucetUsdc`: mints stablecoin to an owner's associated token account. Params `[owner,
 * amount]` or `[{owner, amount}]`, `amount` in base units (1,000,000 = 1 USDC). Returns the signature.
 */
const hiberFaucetUsdc: RpcMethod = (params, { chain }) => {
  const named =
    params[0] !== null && typeof params[0] === "object" ? (params[0] as Record<string, unknown>) : undefined;
  const positional = named ? [named.owner, named.amount] : params;
  return chain.faucetUsdc(pubkeyParam(positional, 0), u64Param(positional, 1, "amount"));
};

/** `hiber_advanceBlocks`: produces `[count]` empty blocks (1 to 1,000), ageing blockhashes; returns the slot. */
const hiberAdvanceBlocks: RpcMethod = (params, { chain }) => {
  const count = Number(u64Param(params, 0, "count"));
  if (count < 1 || count > 1000) throw invalidParams("Invalid params: count must be between 1 and 1000");
  chain.advanceBlocks(count);
  return chain.slot;
};

/** `hiber_chainInfo`: the stablecoin mint, the faucet authority and the slot. */
const hiberChainInfo: RpcMethod = (_params, { chain }) => ({
  ...rpcContext(chain),
  usdcMint: USDC_DEVNET_MINT,
  authority: chain.authority,
  tokenProgram: PROGRAM_IDS.token,
});

/** Every HTTP JSON-RPC method by name. */
export const rpcMethods: Record<string, RpcMethod> = {
  getAccountInfo,
  getBalance,
  getBlockHeight,
  getEpochInfo,
  getFeeForMessage,
  getGenesisHash,
  getHealth,
  getLatestBlockhash,
  getMinimumBalanceForRentExemption,
  getMultipleAccounts,
  getProgramAccounts,
  getRecentPrioritizationFees,
  getSignatureStatuses,
  getSignaturesForAddress,
  getSlot,
  getTokenAccountBalance,
  getTokenAccountsByOwner,
  getTokenSupply,
  getTransaction,
  getTransactionCount,
  getVersion,
  isBlockhashValid,
  requestAirdrop,
  sendTransaction,
  simulateTransaction,
  hiber_advanceBlocks: hiberAdvanceBlocks,
  hiber_chainInfo: hiberChainInfo,
  hiber_faucetUsdc: hiberFaucetUsdc,
};
