import type { TransactionDetails } from "./TransactionScreen";

/**
 * Transactions recorded on the local chain (`getTransaction` of a 0.5 SOL transfer and of a 2 SOL
 * airdrop), mapped as the app's TransactionContainer maps them.
 */
export const transferTransaction: TransactionDetails = {
  signature: "3PEKwQGxpmQeFcqpxbdsrMf2thQCXQF25ig2TCLvfC16J7TU2S1yQwzvgJziU88ZJWV9nDJq75HMMBhudkT7Ath4",
  slot: 2,
  blockTime: 1795278456,
  fee: 5000,
  error: null,
  computeUnits: 150,
  accounts: [
    {
      address: "G3FyoekS593WMGTPeZeRi1YDGiH4ypZuiifPh7USjccG",
      signer: true,
      writable: true,
      preLamports: 2_000_000_000,
      postLamports: 1_499_995_000,
    },
    {
      address: "7yWZmhJab7MWvuM5vgRbDhHGyzRz2mGoi1bjc8VcCUBM",
      signer: false,
      writable: true,
      preLamports: 0,
      postLamports: 500_000_000,
    },
    {
      address: "11111111111111111111111111111111",
      signer: false,
      writable: false,
      preLamports: 1,
      postLamports: 1,
    },
  ],
  logs: [
    "Program 11111111111111111111111111111111 invoke [1]",
    "Program 11111111111111111111111111111111 success",
  ],
};

export const airdropTransaction: TransactionDetails = {
  signature: "5L2rAJNWE2mpApwtBUH7DbZaTEKPZKuxnCvzCBXsvmC6XjXTvoLKukBEZrEz3vYfgcWtXZyXjv7nbQ4XZW8hW8BS",
  slot: 1,
  blockTime: 1795278456,
  fee: 5000,
  error: null,
  computeUnits: 150,
  accounts: [
    {
      address: "6gDTHvbVKFBzQJyoejDk23iDJ2f6aniRrdA27PvkqLUD",
      signer: true,
      writable: true,
      preLamports: 1_000_000_000_000_000,
      postLamports: 999_997_999_995_000,
    },
    {
      address: "G3FyoekS593WMGTPeZeRi1YDGiH4ypZuiifPh7USjccG",
      signer: false,
      writable: true,
      preLamports: 0,
      postLamports: 2_000_000_000,
    },
    {
      address: "11111111111111111111111111111111",
      signer: false,
      writable: false,
      preLamports: 1,
      postLamports: 1,
    },
  ],
  logs: [
    "Program 11111111111111111111111111111111 invoke [1]",
    "Program 11111111111111111111111111111111 success",
  ],
};

/** A transfer of more SOL than the payer had: it landed (skipPreflight) with its error and paid its fee. */
export const failedTransaction: TransactionDetails = {
  ...transferTransaction,
  signature: "4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi1yczDdkPj3UmnSL3U9Fpgk4FQFFnn9vP7Xo5KqnQ8ebyX",
  slot: 7,
  error: '{"InstructionError":[0,{"Custom":1}]}',
  accounts: transferTransaction.accounts.map((account, index) => ({
    ...account,
    postLamports: index === 0 ? account.preLamports - 5000 : account.preLamports,
  })),
  logs: [
    "Program 11111111111111111111111111111111 invoke [1]",
    "Transfer: insufficient lamports 1999995000, need 5000000000",
    "Program 11111111111111111111111111111111 failed: custom program error: 0x1",
  ],
};
