import {
  type Address,
  address,
  createSolanaRpc,
  getAddressEncoder,
  getProgramDerivedAddress,
} from "@solana/kit";

const TOKEN_PROGRAM = address("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA");
const TOKEN_2022_PROGRAM = address("TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb");
const ASSOCIATED_TOKEN_PROGRAM = address("ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL");

/** A token balance in base units with the mint's decimals. */
export interface TokenBalance {
  /** Base units (1,000,000 = 1 USDC). */
  amount: bigint;
  /** Decimals of the mint; `undefined` when the lookup failed. */
  decimals: number | undefined;
}

/** The associated token account of `owner` for `mint` under `tokenProgram`. */
export async function associatedTokenAddress(
  owner: Address,
  mint: Address,
  tokenProgram: Address = TOKEN_PROGRAM,
): Promise<Address> {
  const encoder = getAddressEncoder();
  const [pda] = await getProgramDerivedAddress({
    programAddress: ASSOCIATED_TOKEN_PROGRAM,
    seeds: [encoder.encode(owner), encoder.encode(tokenProgram), encoder.encode(mint)],
  });
  return pda;
}

/**
 * Reads `owner`'s balance of `mint` with `getTokenAccountBalance` on its associated token account (the
 * mint's owner program decides between Token and Token-2022). As the spec says, a lookup failure (no token
 * account, an RPC error) counts as a balance of 0.
 */
export async function getTokenBalance(params: {
  rpcUrl: string;
  owner: string;
  mint: string;
  signal?: AbortSignal;
}): Promise<TokenBalance> {
  try {
    const rpc = createSolanaRpc(params.rpcUrl);
    const mint = address(params.mint);
    const mintAccount = await rpc
      .getAccountInfo(mint, { encoding: "base64" })
      .send({ abortSignal: params.signal });
    const program = mintAccount.value?.owner === TOKEN_2022_PROGRAM ? TOKEN_2022_PROGRAM : TOKEN_PROGRAM;
    const account = await associatedTokenAddress(address(params.owner), mint, program);
    const { value } = await rpc.getTokenAccountBalance(account).send({ abortSignal: params.signal });
    return { amount: BigInt(value.amount), decimals: value.decimals };
  } catch (error) {
    if (params.signal?.aborted) throw error;
    return { amount: 0n, decimals: undefined };
  }
}
