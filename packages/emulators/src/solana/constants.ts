/** Fixed addresses and limits of the local Solana chain. */

/** The devnet USDC mint address; the local chain places a 6-decimal mint here so dollar prices work unchanged. */
export const USDC_DEVNET_MINT = "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU";

/** Decimals of the stablecoin mint (as USDC). */
export const USDC_DECIMALS = 6;

/**
 * Genesis hash the chain reports: devnet's, so tools that identify the cluster by genesis hash
 * (and x402's `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1` network id) treat it as devnet.
 */
export const DEVNET_GENESIS_HASH = "EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG";

/** Lamports in one SOL. */
export const LAMPORTS_PER_SOL = 1_000_000_000n;

/** How many blocks a blockhash stays usable (`MAX_PROCESSING_AGE` on a real cluster). */
export const MAX_PROCESSING_AGE = 150;

/** Largest airdrop one `requestAirdrop` call may ask for. */
export const MAX_AIRDROP_LAMPORTS = 5n * LAMPORTS_PER_SOL;

/** Largest stablecoin faucet request, in base units (1,000 USDC). */
export const MAX_FAUCET_AMOUNT = 1_000n * 10n ** BigInt(USDC_DECIMALS);

/** Base fee per signature. */
export const LAMPORTS_PER_SIGNATURE = 5_000n;

/** The version `getVersion` reports (the runtime LiteSVM 1.5 embeds). */
export const SOLANA_CORE_VERSION = "2.3.13";

/** Feature-set id `getVersion` reports. */
export const FEATURE_SET = 3_294_202_862;

/** How many transactions the ledger keeps for `getTransaction` / `getSignaturesForAddress`. */
export const MAX_LEDGER_TRANSACTIONS = 10_000;

/** Programs the chain knows by name. */
export const PROGRAM_IDS = {
  system: "11111111111111111111111111111111",
  token: "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA",
  token2022: "TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb",
  associatedToken: "ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL",
  computeBudget: "ComputeBudget111111111111111111111111111111",
  memo: "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr",
  memoV1: "Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo",
  vote: "Vote111111111111111111111111111111111111111",
  stake: "Stake11111111111111111111111111111111111111",
  addressLookupTable: "AddressLookupTab1e1111111111111111111111111",
  bpfLoaderUpgradeable: "BPFLoaderUpgradeab1e11111111111111111111111",
} as const;

/**
 * `rentEpoch` of rent-exempt accounts: u64::MAX (nearest double here; `toRpcJson` writes the exact
 * digits, as the real RPC does).
 */
export const RENT_EPOCH_EXEMPT = Number(2n ** 64n - 1n);
