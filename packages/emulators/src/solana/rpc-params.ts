/** Reading the positional params of a JSON-RPC call, with the RPC's own error messages. */
import type { SolanaChain } from "./chain";
import { invalidParams, RPC_ERROR, RpcError } from "./errors";
import { base58ToBytes, base64ToBytes, parsePubkey } from "./wire";

export function pubkeyParam(params: unknown[], index: number): string {
  const value = params[index];
  const parsed = parsePubkey(value);
  if (typeof parsed === "string") throw invalidParams(`Invalid param: ${parsed}`);
  return value as string;
}

/** A config object param; refuses a `minContextSlot` the chain has not reached, as the RPC does. */
export function configParam(params: unknown[], index: number, chain: SolanaChain): Record<string, unknown> {
  const value = params[index];
  if (value === undefined || value === null) return {};
  if (typeof value !== "object" || Array.isArray(value))
    throw invalidParams("Invalid params: expected a config object");
  const config = value as Record<string, unknown>;
  if (typeof config.minContextSlot === "number" && config.minContextSlot > chain.slot) {
    throw new RpcError(RPC_ERROR.minContextSlotNotReached, "Minimum context slot has not been reached", {
      contextSlot: chain.slot,
    });
  }
  return config;
}

export function u64Param(params: unknown[], index: number, name: string): bigint {
  const value = params[index];
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === "string" && /^\d+$/.test(value)) return BigInt(value);
  throw invalidParams(`Invalid params: ${name} must be a non-negative integer`);
}

export function pubkeysParam(params: unknown[], index: number, max: number): string[] {
  const values = arrayParam(params, index, max);
  return values.map((_, position) => pubkeyParam(values, position));
}

export function signatureParam(value: unknown): string {
  try {
    if (typeof value === "string" && base58ToBytes(value).length === 64) return value;
  } catch {
    // fall through
  }
  throw invalidParams("Invalid param: Invalid");
}

export function arrayParam(params: unknown[], index: number, max: number): unknown[] {
  const value = params[index];
  if (!Array.isArray(value)) throw invalidParams("Invalid params: expected an array");
  if (value.length > max) throw invalidParams(`Too many inputs provided; max ${max}`);
  return value;
}

/** Decodes a transaction param in `encoding` (base58 by default, as the RPC). */
export function wireParam(params: unknown[], config: Record<string, unknown>): Uint8Array {
  const value = params[0];
  const encoding = config.encoding ?? "base58";
  if (typeof value !== "string") throw invalidParams("Invalid params: expected an encoded transaction");
  if (encoding === "base64") return base64ToBytes(value);
  if (encoding !== "base58") throw invalidParams(`Invalid params: unknown variant \`${String(encoding)}\``);
  try {
    return base58ToBytes(value);
  } catch {
    throw invalidParams("invalid base58 encoding: InvalidCharacter");
  }
}
