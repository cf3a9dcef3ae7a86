/**
 * `jsonParsed` instructions for `getTransaction`: the System transfer, the SPL Token transfers and
 * mints, Associated Token account creation and memos are parsed as the real RPC parses them; any
 * other instruction keeps the partially decoded form `{programId, accounts, data}`.
 */

import { PROGRAM_IDS } from "./constants";
import { uiTokenAmount } from "./token";
import { bytesToBase58 } from "./wire";

/** An instruction with its accounts resolved to addresses. */
export interface ResolvedInstruction {
  programId: string;
  accounts: string[];
  data: Uint8Array;
  stackHeight: number | null;
}

type Parsed =
  | { program: string; type: string; info: Record<string, unknown> }
  | { program: string; text: string };

function u64(data: Uint8Array, offset: number): bigint | undefined {
  if (data.length < offset + 8) return undefined;
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true);
}

function parseSystem(ix: ResolvedInstruction): Parsed | undefined {
  if (ix.data.length < 4) return undefined;
  const kind = new DataView(ix.data.buffer, ix.data.byteOffset, ix.data.byteLength).getUint32(0, true);
  const lamports = u64(ix.data, 4);
  if (kind === 2 && lamports !== undefined && ix.accounts.length >= 2) {
    return {
      program: "system",
      type: "transfer",
      info: { destination: ix.accounts[1], lamports: Number(lamports), source: ix.accounts[0] },
    };
  }
  const space = u64(ix.data, 12);
  if (kind === 0 && lamports !== undefined && space !== undefined && ix.data.length >= 52) {
    return {
      program: "system",
      type: "createAccount",
      info: {
        lamports: Number(lamports),
        newAccount: ix.accounts[1],
        owner: bytesToBase58(ix.data.subarray(20, 52)),
        source: ix.accounts[0],
        space: Number(space),
      },
    };
  }
  return undefined;
}

function parseToken(ix: ResolvedInstruction, program: string): Parsed | undefined {
  const amount = u64(ix.data, 1);
  if (amount === undefined) return undefined;
  const [a, b, c, d] = ix.accounts;
  const decimals = ix.data[9];
  switch (ix.data[0]) {
    case 3:
      return {
        program,
        type: "transfer",
        info: { amount: amount.toString(), authority: c, destination: b, source: a },
      };
    case 7:
      return {
        program,
        type: "mintTo",
        info: { account: b, amount: amount.toString(), mint: a, mintAuthority: c },
      };
    case 12:
      if (decimals === undefined) return undefined;
      return {
        program,
        type: "transferChecked",
        info: {
          authority: d,
          destination: c,
          mint: b,
          source: a,
          tokenAmount: uiTokenAmount(amount, decimals),
        },
      };
    case 14:
      if (decimals === undefined) return undefined;
      return {
        program,
        type: "mintToChecked",
        info: { account: b, mint: a, mintAuthority: c, tokenAmount: uiTokenAmount(amount, decimals) },
      };
    default:
      return undefined;
  }
}

function parseAssociatedToken(ix: ResolvedInstruction): Parsed | undefined {
  const kind = ix.data.length === 0 ? 0 : ix.data[0];
  if ((kind !== 0 && kind !== 1) || ix.accounts.length < 6) return undefined;
  const [source, account, wallet, mint, systemProgram, tokenProgram] = ix.accounts;
  return {
    program: "spl-associated-token-account",
    type: kind === 0 ? "create" : "createIdempotent",
    info: { account, mint, source, systemProgram, tokenProgram, wallet },
  };
}

function parse(ix: ResolvedInstruction): Parsed | undefined {
  switch (ix.programId) {
    case PROGRAM_IDS.system:
      return parseSystem(ix);
    case PROGRAM_IDS.token:
      return parseToken(ix, "spl-token");
    case PROGRAM_IDS.token2022:
      return parseToken(ix, "spl-token-2022");
    case PROGRAM_IDS.associatedToken:
      return parseAssociatedToken(ix);
    case PROGRAM_IDS.memo:
    case PROGRAM_IDS.memoV1:
      return { program: "spl-memo", text: Buffer.from(ix.data).toString("utf8") };
    default:
      return undefined;
  }
}

/** An instruction in the `jsonParsed` encoding. */
export function jsonParsedInstruction(ix: ResolvedInstruction): Record<string, unknown> {
  const parsed = parse(ix);
  if (!parsed) {
    return {
      accounts: ix.accounts,
      data: bytesToBase58(ix.data),
      programId: ix.programId,
      stackHeight: ix.stackHeight,
    };
  }
  return {
    parsed: "text" in parsed ? parsed.text : { info: parsed.info, type: parsed.type },
    program: parsed.program,
    programId: ix.programId,
    stackHeight: ix.stackHeight,
  };
}
