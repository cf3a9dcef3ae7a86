/** A landed transaction as `getTransaction` renders it: `json`, `jsonParsed` or wire encodings. */
import { RPC_ERROR, RpcError } from "./errors";
import { jsonParsedInstruction, type ResolvedInstruction } from "./parsed-instructions";
import type { InnerInstructions, TransactionRecord } from "./state-file";
import { base58ToBytes, base64ToBytes, bytesToBase58, isSigner, isWritable, parseTransaction } from "./wire";

function resolveInstruction(
  keys: string[],
  programIdIndex: number,
  accounts: number[],
  data: Uint8Array,
  stackHeight: number | null,
): ResolvedInstruction {
  return {
    programId: keys[programIdIndex] ?? "",
    accounts: accounts.map((index) => keys[index] ?? ""),
    data,
    stackHeight,
  };
}

/** Inner instructions in the `jsonParsed` form. */
export function parsedInner(keys: string[], { index, instructions }: InnerInstructions) {
  return {
    index,
    instructions: instructions.map((ix) =>
      jsonParsedInstruction(
        resolveInstruction(keys, ix.programIdIndex, ix.accounts, base58ToBytes(ix.data), ix.stackHeight),
      ),
    ),
  };
}

export function renderTransaction(
  record: TransactionRecord,
  encoding: string,
  maxSupportedVersion: number | undefined,
) {
  const bytes = base64ToBytes(record.transaction);
  const { message, signatures } = parseTransaction(bytes);
  if (message.version === 0 && maxSupportedVersion === undefined) {
    throw new RpcError(
      RPC_ERROR.unsupportedTransactionVersion,
      'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    );
  }
  const keys = message.accountKeys;
  const parsed = encoding === "jsonParsed";
  const meta = {
    computeUnitsConsumed: record.computeUnitsConsumed,
    err: record.err,
    fee: record.fee,
    innerInstructions: parsed
      ? record.innerInstructions.map((inner) => parsedInner(keys, inner))
      : record.innerInstructions,
    // jsonParsed lists loaded addresses in the account keys instead.
    ...(parsed ? {} : { loadedAddresses: { readonly: [], writable: [] } }),
    logMessages: record.logMessages,
    postBalances: record.postBalances,
    postTokenBalances: record.postTokenBalances,
    preBalances: record.preBalances,
    preTokenBalances: record.preTokenBalances,
    rewards: [],
    status: record.err === null ? { Ok: null } : { Err: record.err },
  };
  const lookups = message.version === 0 ? { addressTableLookups: message.addressTableLookups } : {};
  let transaction: unknown;
  if (encoding === "base64") transaction = [record.transaction, "base64"];
  else if (encoding === "base58") transaction = [bytesToBase58(bytes), "base58"];
  else if (parsed) {
    transaction = {
      message: {
        accountKeys: keys.map((pubkey, index) => ({
          pubkey,
          signer: isSigner(message, index),
          source: "transaction",
          writable: isWritable(message, index),
        })),
        instructions: message.instructions.map((ix) =>
          jsonParsedInstruction(resolveInstruction(keys, ix.programIdIndex, ix.accounts, ix.data, null)),
        ),
        recentBlockhash: message.recentBlockhash,
        ...lookups,
      },
      signatures,
    };
  } else {
    transaction = {
      message: {
        accountKeys: keys,
        header: message.header,
        instructions: message.instructions.map((ix) => ({
          accounts: ix.accounts,
          data: bytesToBase58(ix.data),
          programIdIndex: ix.programIdIndex,
          stackHeight: null,
        })),
        recentBlockhash: message.recentBlockhash,
        ...lookups,
      },
      signatures,
    };
  }
  return {
    blockTime: record.blockTime,
    meta,
    slot: record.slot,
    transaction,
    ...(maxSupportedVersion === undefined ? {} : { version: message.version }),
  };
}
