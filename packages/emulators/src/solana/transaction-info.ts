/** What the RPC reports of a message or a transaction beyond LiteSVM: its fee, memo and inner instructions. */
import type { TransactionMetadata } from "litesvm";
import { LAMPORTS_PER_SIGNATURE, PROGRAM_IDS } from "./constants";
import type { InnerInstructions } from "./state-file";
import { bytesToBase58, type ParsedMessage } from "./wire";

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
export function memoOf(message: ParsedMessage): string | null {
  const memos = message.instructions
    .filter((ix) => {
      const program = message.accountKeys[ix.programIdIndex];
      return program === PROGRAM_IDS.memo || program === PROGRAM_IDS.memoV1;
    })
    .map((ix) => `[${ix.data.length}] ${Buffer.from(ix.data).toString("utf8")}`);
  return memos.length > 0 ? memos.join("; ") : null;
}

/** Inner instructions (CPIs) of executed instructions, in the RPC's compiled form; empty lists dropped. */
export function innerInstructionsOf(meta: TransactionMetadata): InnerInstructions[] {
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
