/**
 * SPL Token account and mint layouts (Token and Token-2022 share the base layout), their `jsonParsed`
 * forms, and the instructions the faucet sends.
 */

import { createHash } from "node:crypto";
import { address, isOffCurveAddress } from "@solana/kit";
import { PROGRAM_IDS } from "./constants";
import { base58ToBytes, bytesToBase58, type InstructionInput } from "./wire";

/** Size of a token account (base layout). */
export const TOKEN_ACCOUNT_SIZE = 165;
/** Size of a mint (base layout). */
export const MINT_SIZE = 82;

/** A decoded token account. */
export interface TokenAccount {
  mint: string;
  owner: string;
  amount: bigint;
  delegate: string | null;
  state: "uninitialized" | "initialized" | "frozen";
  isNative: bigint | null;
  delegatedAmount: bigint;
  closeAuthority: string | null;
}

/** A decoded mint. */
export interface Mint {
  mintAuthority: string | null;
  supply: bigint;
  decimals: number;
  isInitialized: boolean;
  freezeAuthority: string | null;
}

/** Whether `owner` is one of the token programs. */
export function isTokenProgram(owner: string): boolean {
  return owner === PROGRAM_IDS.token || owner === PROGRAM_IDS.token2022;
}

function view(data: Uint8Array): DataView {
  return new DataView(data.buffer, data.byteOffset, data.byteLength);
}

function optionalKey(data: Uint8Array, offset: number): string | null {
  return view(data).getUint32(offset, true) === 1
    ? bytesToBase58(data.subarray(offset + 4, offset + 36))
    : null;
}

/** Decodes a token account, or `undefined` when the data is not one. */
export function decodeTokenAccount(data: Uint8Array): TokenAccount | undefined {
  // Token-2022 accounts with extensions are longer and carry the account type (2) at byte 165.
  if (
    data.length < TOKEN_ACCOUNT_SIZE ||
    (data.length > TOKEN_ACCOUNT_SIZE && data[TOKEN_ACCOUNT_SIZE] !== 2)
  ) {
    return undefined;
  }
  const dv = view(data);
  const stateByte = data[108] ?? 0;
  const state = (["uninitialized", "initialized", "frozen"] as const)[stateByte];
  if (!state || state === "uninitialized") return undefined;
  return {
    mint: bytesToBase58(data.subarray(0, 32)),
    owner: bytesToBase58(data.subarray(32, 64)),
    amount: dv.getBigUint64(64, true),
    delegate: optionalKey(data, 72),
    state,
    isNative: dv.getUint32(109, true) === 1 ? dv.getBigUint64(113, true) : null,
    delegatedAmount: dv.getBigUint64(121, true),
    closeAuthority: optionalKey(data, 129),
  };
}

/** Decodes a mint, or `undefined` when the data is not one. */
export function decodeMint(data: Uint8Array): Mint | undefined {
  if (data.length < MINT_SIZE || (data.length > MINT_SIZE && data.length < TOKEN_ACCOUNT_SIZE + 1))
    return undefined;
  if (data.length > MINT_SIZE && data[TOKEN_ACCOUNT_SIZE] !== 1) return undefined;
  if (data[45] !== 1) return undefined;
  return {
    mintAuthority: optionalKey(data, 0),
    supply: view(data).getBigUint64(36, true),
    decimals: data[44] ?? 0,
    isInitialized: true,
    freezeAuthority: optionalKey(data, 46),
  };
}

/** Encodes an initialised mint (base layout). */
export function encodeMint(mint: Mint): Uint8Array {
  const data = new Uint8Array(MINT_SIZE);
  const dv = view(data);
  if (mint.mintAuthority) {
    dv.setUint32(0, 1, true);
    data.set(base58ToBytes(mint.mintAuthority), 4);
  }
  dv.setBigUint64(36, mint.supply, true);
  data[44] = mint.decimals;
  data[45] = mint.isInitialized ? 1 : 0;
  if (mint.freezeAuthority) {
    dv.setUint32(46, 1, true);
    data.set(base58ToBytes(mint.freezeAuthority), 50);
  }
  return data;
}

/** `uiTokenAmount` / `tokenAmount` as the RPC renders it. */
export interface UiTokenAmount {
  amount: string;
  decimals: number;
  uiAmount: number | null;
  uiAmountString: string;
}

/** Formats a raw amount with `decimals`, trimming trailing zeros ("1.5", "10", "0.000001"). */
export function uiAmountString(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString();
  const text = amount.toString().padStart(decimals + 1, "0");
  const whole = text.slice(0, -decimals);
  const fraction = text.slice(-decimals).replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : whole;
}

/** The RPC's token amount object. */
export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const text = uiAmountString(amount, decimals);
  return { amount: amount.toString(), decimals, uiAmount: Number(text), uiAmountString: text };
}

/** `jsonParsed` data of a token-program account, or `undefined` when it is neither account nor mint. */
export function parseTokenProgramAccount(
  owner: string,
  data: Uint8Array,
  decimalsOf: (mint: string) => number | undefined,
): { program: string; parsed: unknown; space: number } | undefined {
  const program = owner === PROGRAM_IDS.token2022 ? "spl-token-2022" : "spl-token";
  const account = decodeTokenAccount(data);
  if (account) {
    const decimals = decimalsOf(account.mint);
    if (decimals === undefined) return undefined;
    const info: Record<string, unknown> = {
      isNative: account.isNative !== null,
      mint: account.mint,
      owner: account.owner,
      state: account.state,
      tokenAmount: uiTokenAmount(account.amount, decimals),
    };
    if (account.delegate) {
      info.delegate = account.delegate;
      info.delegatedAmount = uiTokenAmount(account.delegatedAmount, decimals);
    }
    if (account.isNative !== null) info.rentExemptReserve = uiTokenAmount(account.isNative, decimals);
    if (account.closeAuthority) info.closeAuthority = account.closeAuthority;
    return { program, parsed: { info, type: "account" }, space: data.length };
  }
  const mint = decodeMint(data);
  if (mint) {
    return {
      program,
      parsed: {
        info: {
          decimals: mint.decimals,
          freezeAuthority: mint.freezeAuthority,
          isInitialized: mint.isInitialized,
          mintAuthority: mint.mintAuthority,
          supply: mint.supply.toString(),
        },
        type: "mint",
      },
      space: data.length,
    };
  }
  return undefined;
}

/** Instruction: create the associated token account if it does not exist yet. */
export function createAssociatedTokenAccountIdempotent(
  payer: string,
  ata: string,
  owner: string,
  mint: string,
  tokenProgram: string = PROGRAM_IDS.token,
): InstructionInput {
  return {
    programId: PROGRAM_IDS.associatedToken,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: ata, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: PROGRAM_IDS.system, isSigner: false, isWritable: false },
      { pubkey: tokenProgram, isSigner: false, isWritable: false },
    ],
    data: new Uint8Array([1]),
  };
}

/** Instruction: `MintToChecked`. */
export function mintToChecked(
  mint: string,
  destination: string,
  authority: string,
  amount: bigint,
  decimals: number,
): InstructionInput {
  const data = new Uint8Array(10);
  data[0] = 14;
  view(data).setBigUint64(1, amount, true);
  data[9] = decimals;
  return {
    programId: PROGRAM_IDS.token,
    keys: [
      { pubkey: mint, isSigner: false, isWritable: true },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: authority, isSigner: true, isWritable: false },
    ],
    data,
  };
}

/** Instruction: system `Transfer`. */
export function systemTransfer(from: string, to: string, lamports: bigint): InstructionInput {
  const data = new Uint8Array(12);
  view(data).setUint32(0, 2, true);
  view(data).setBigUint64(4, lamports, true);
  return {
    programId: PROGRAM_IDS.system,
    keys: [
      { pubkey: from, isSigner: true, isWritable: true },
      { pubkey: to, isSigner: false, isWritable: true },
    ],
    data,
  };
}

/** A program-derived address (`findProgramAddressSync`): the first bump from 255 down that lands off the curve. */
export function findProgramAddress(
  seeds: Uint8Array[],
  programId: string,
): { address: string; bump: number } {
  const program = base58ToBytes(programId);
  for (let bump = 255; bump >= 0; bump -= 1) {
    const hash = createHash("sha256");
    for (const seed of seeds) hash.update(seed);
    hash.update(Uint8Array.of(bump)).update(program).update("ProgramDerivedAddress");
    const candidate = bytesToBase58(new Uint8Array(hash.digest()));
    if (isOffCurveAddress(address(candidate))) return { address: candidate, bump };
  }
  throw new Error("no viable bump seed");
}

/** The associated token account of `owner` for `mint`. */
export function associatedTokenAddress(
  owner: string,
  mint: string,
  tokenProgram: string = PROGRAM_IDS.token,
): string {
  return findProgramAddress(
    [base58ToBytes(owner), base58ToBytes(tokenProgram), base58ToBytes(mint)],
    PROGRAM_IDS.associatedToken,
  ).address;
}
