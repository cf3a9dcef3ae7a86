/**
 * The Solana wire format: base58, compact-u16, and legacy / v0 transactions. Parsed by hand so the
 * chain can read any transaction's keys, header and instructions (for balances, fees, `getTransaction`
 * and the blockhash window) without depending on a client library's message types.
 */

import { getBase58Codec } from "@solana/kit";

const base58 = getBase58Codec();

/** Base58 text to bytes; throws on characters outside the alphabet. */
export function base58ToBytes(text: string): Uint8Array {
  return new Uint8Array(base58.encode(text));
}

/** Bytes to base58 text. */
export function bytesToBase58(bytes: Uint8Array): string {
  return base58.decode(bytes);
}

/** Bytes to base64 text. */
export function bytesToBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");
}

/** Base64 text to bytes (no validation beyond Node's lenient decoder). */
export function base64ToBytes(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, "base64"));
}

/** Why a public key is refused, in the words of the real RPC (`ParsePubkeyError`). */
export type PubkeyProblem = "Invalid" | "WrongSize";

/** Decodes a base58 public key, or says why it is not one. */
export function parsePubkey(text: unknown): Uint8Array | PubkeyProblem {
  if (typeof text !== "string" || text.length > 44) return typeof text === "string" ? "WrongSize" : "Invalid";
  let bytes: Uint8Array;
  try {
    bytes = base58ToBytes(text);
  } catch {
    return "Invalid";
  }
  return bytes.length === 32 ? bytes : "WrongSize";
}

/** The message header: how many keys sign and how many keys are read-only. */
export interface MessageHeader {
  numRequiredSignatures: number;
  numReadonlySignedAccounts: number;
  numReadonlyUnsignedAccounts: number;
}

/** An instruction as compiled into a message: indexes into the account keys. */
export interface CompiledInstruction {
  programIdIndex: number;
  accounts: number[];
  data: Uint8Array;
}

/** A v0 address-table lookup. */
export interface AddressTableLookup {
  accountKey: string;
  writableIndexes: number[];
  readonlyIndexes: number[];
}

/** A decoded legacy or v0 message. */
export interface ParsedMessage {
  version: "legacy" | 0;
  header: MessageHeader;
  /** Static account keys, base58. */
  accountKeys: string[];
  recentBlockhash: string;
  instructions: CompiledInstruction[];
  addressTableLookups: AddressTableLookup[];
  /** Byte offset of the recent blockhash inside the message (for `replaceRecentBlockhash`). */
  blockhashOffset: number;
}

/** A decoded transaction. */
export interface ParsedTransaction {
  /** Signatures, base58 (a missing signature is 64 zero bytes, i.e. `1111…`). */
  signatures: string[];
  signatureBytes: Uint8Array[];
  messageBytes: Uint8Array;
  message: ParsedMessage;
}

/** Thrown when bytes are not a well-formed transaction or message. */
export class WireFormatError extends Error {
  override name = "WireFormatError";
}

class Reader {
  offset = 0;
  constructor(private readonly bytes: Uint8Array) {}

  byte(): number {
    const value = this.bytes[this.offset];
    if (value === undefined) throw new WireFormatError("unexpected end of input");
    this.offset += 1;
    return value;
  }

  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new WireFormatError("unexpected end of input");
    const slice = this.bytes.slice(this.offset, this.offset + length);
    this.offset += length;
    return slice;
  }

  compactU16(): number {
    let value = 0;
    for (let shift = 0; shift < 21; shift += 7) {
      const byte = this.byte();
      value |= (byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return value;
    }
    throw new WireFormatError("compact-u16 too long");
  }

  indexes(): number[] {
    return Array.from(this.take(this.compactU16()));
  }

  done(): boolean {
    return this.offset === this.bytes.length;
  }
}

/** Encodes a compact-u16 (the "shortvec" length prefix). */
export function compactU16(value: number): number[] {
  const out: number[] = [];
  let rest = value;
  for (;;) {
    const byte = rest & 0x7f;
    rest >>= 7;
    if (rest === 0) {
      out.push(byte);
      return out;
    }
    out.push(byte | 0x80);
  }
}

function readMessage(reader: Reader): ParsedMessage {
  const start = reader.offset;
  const first = reader.byte();
  let version: ParsedMessage["version"] = "legacy";
  let numRequiredSignatures = first;
  if (first & 0x80) {
    if ((first & 0x7f) !== 0) throw new WireFormatError(`unsupported transaction version ${first & 0x7f}`);
    version = 0;
    numRequiredSignatures = reader.byte();
  }
  const header: MessageHeader = {
    numRequiredSignatures,
    numReadonlySignedAccounts: reader.byte(),
    numReadonlyUnsignedAccounts: reader.byte(),
  };
  const keyCount = reader.compactU16();
  const accountKeys = Array.from({ length: keyCount }, () => bytesToBase58(reader.take(32)));
  const blockhashOffset = reader.offset - start;
  const recentBlockhash = bytesToBase58(reader.take(32));
  const instructions = Array.from({ length: reader.compactU16() }, () => ({
    programIdIndex: reader.byte(),
    accounts: reader.indexes(),
    data: reader.take(reader.compactU16()),
  }));
  const addressTableLookups =
    version === 0
      ? Array.from({ length: reader.compactU16() }, () => ({
          accountKey: bytesToBase58(reader.take(32)),
          writableIndexes: reader.indexes(),
          readonlyIndexes: reader.indexes(),
        }))
      : [];
  return {
    version,
    header,
    accountKeys,
    recentBlockhash,
    instructions,
    addressTableLookups,
    blockhashOffset,
  };
}

function sanitize(message: ParsedMessage): void {
  const { header, accountKeys, instructions } = message;
  const loaded = message.addressTableLookups.reduce(
    (sum, lookup) => sum + lookup.writableIndexes.length + lookup.readonlyIndexes.length,
    0,
  );
  const total = accountKeys.length + loaded;
  if (
    header.numRequiredSignatures === 0 ||
    header.numRequiredSignatures > accountKeys.length ||
    header.numReadonlySignedAccounts >= header.numRequiredSignatures ||
    header.numReadonlyUnsignedAccounts > accountKeys.length - header.numRequiredSignatures ||
    instructions.some(
      (ix) =>
        ix.programIdIndex === 0 || ix.programIdIndex >= total || ix.accounts.some((index) => index >= total),
    )
  ) {
    throw new WireFormatError("Transaction failed to sanitize accounts offsets correctly");
  }
}

/** Decodes a message (as sent to `getFeeForMessage`). */
export function parseMessage(bytes: Uint8Array): ParsedMessage {
  const reader = new Reader(bytes);
  const message = readMessage(reader);
  if (!reader.done()) throw new WireFormatError("trailing bytes after message");
  sanitize(message);
  return message;
}

/** Decodes a signed transaction in wire format. */
export function parseTransaction(bytes: Uint8Array): ParsedTransaction {
  const reader = new Reader(bytes);
  const signatureBytes = Array.from({ length: reader.compactU16() }, () => reader.take(64));
  const messageStart = reader.offset;
  const message = readMessage(reader);
  if (!reader.done()) throw new WireFormatError("trailing bytes after transaction");
  if (signatureBytes.length !== message.header.numRequiredSignatures) {
    throw new WireFormatError("signature count does not match the message header");
  }
  sanitize(message);
  return {
    signatures: signatureBytes.map(bytesToBase58),
    signatureBytes,
    messageBytes: bytes.slice(messageStart),
    message,
  };
}

/** Whether the key at `index` is writable, from the header (static keys only). */
export function isWritable(message: ParsedMessage, index: number): boolean {
  const { numRequiredSignatures, numReadonlySignedAccounts, numReadonlyUnsignedAccounts } = message.header;
  if (index < numRequiredSignatures) return index < numRequiredSignatures - numReadonlySignedAccounts;
  return index < message.accountKeys.length - numReadonlyUnsignedAccounts;
}

/** Whether the key at `index` signs. */
export function isSigner(message: ParsedMessage, index: number): boolean {
  return index < message.header.numRequiredSignatures;
}

/** An instruction to compile into a legacy message. */
export interface InstructionInput {
  programId: string;
  keys: { pubkey: string; isSigner: boolean; isWritable: boolean }[];
  data: Uint8Array;
}

/**
 * Compiles a legacy message: the fee payer first, then writable signers, read-only signers, writable
 * and read-only non-signers (the order every client uses).
 */
export function compileLegacyMessage(
  feePayer: string,
  recentBlockhash: string,
  instructions: InstructionInput[],
) {
  const metas = new Map<string, { isSigner: boolean; isWritable: boolean }>();
  metas.set(feePayer, { isSigner: true, isWritable: true });
  for (const ix of instructions) {
    for (const key of ix.keys) {
      const meta = metas.get(key.pubkey) ?? { isSigner: false, isWritable: false };
      metas.set(key.pubkey, {
        isSigner: meta.isSigner || key.isSigner,
        isWritable: meta.isWritable || key.isWritable,
      });
    }
    if (!metas.has(ix.programId)) metas.set(ix.programId, { isSigner: false, isWritable: false });
  }
  const rank = (meta: { isSigner: boolean; isWritable: boolean }) =>
    (meta.isSigner ? 0 : 2) + (meta.isWritable ? 0 : 1);
  const keys = [...metas.entries()]
    .map(([pubkey, meta], order) => ({ pubkey, meta, order: pubkey === feePayer ? -1 : order }))
    .sort((a, b) => rank(a.meta) - rank(b.meta) || a.order - b.order);
  const indexOf = new Map(keys.map((key, index) => [key.pubkey, index]));
  const header = [
    keys.filter((key) => key.meta.isSigner).length,
    keys.filter((key) => key.meta.isSigner && !key.meta.isWritable).length,
    keys.filter((key) => !key.meta.isSigner && !key.meta.isWritable).length,
  ];
  const bytes: number[] = [...header, ...compactU16(keys.length)];
  for (const key of keys) bytes.push(...base58ToBytes(key.pubkey));
  bytes.push(...base58ToBytes(recentBlockhash), ...compactU16(instructions.length));
  for (const ix of instructions) {
    const accounts = ix.keys.map((key) => indexOf.get(key.pubkey) ?? 0);
    bytes.push(indexOf.get(ix.programId) ?? 0, ...compactU16(accounts.length), ...accounts);
    bytes.push(...compactU16(ix.data.length), ...ix.data);
  }
  return {
    messageBytes: new Uint8Array(bytes),
    signers: keys.filter((key) => key.meta.isSigner).map((key) => key.pubkey),
  };
}

/** Serialises a transaction from its signatures (in signer order) and message bytes. */
export function serializeTransaction(signatures: Uint8Array[], messageBytes: Uint8Array): Uint8Array {
  const prefix = compactU16(signatures.length);
  const out = new Uint8Array(prefix.length + signatures.length * 64 + messageBytes.length);
  out.set(prefix, 0);
  signatures.forEach((signature, index) => {
    out.set(signature, prefix.length + index * 64);
  });
  out.set(messageBytes, prefix.length + signatures.length * 64);
  return out;
}
