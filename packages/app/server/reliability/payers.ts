/**
 * Payers for the bad-payment matrix, on the embedded local chain: key-pair wallets funded from the faucet,
 * balances read straight from the chain, a second (wrong) mint with real tokens, and x402 payment headers
 * built with the official client (`@x402/core` + `@x402/svm`), from requirements the test may tamper with
 * (amount, recipient, mint, network) — the proofs a hostile client would send, which no balance check of
 * hub-sdk's paying fetch stands in front of.
 */
import {
  AccountRole,
  type Address,
  address,
  appendTransactionMessageInstructions,
  createTransactionMessage,
  generateKeyPairSigner,
  getAddressEncoder,
  getProgramDerivedAddress,
  getTransactionEncoder,
  type Instruction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from "@solana/kit";
import { x402Client } from "@x402/core/client";
import { decodePaymentRequiredHeader, encodePaymentSignatureHeader } from "@x402/core/http";
import type { PaymentRequired, PaymentRequirements } from "@x402/core/types";
import { ExactSvmScheme } from "@x402/svm/exact/client";
import type { SolanaService } from "../solana/chain.ts";

const TOKEN_PROGRAM = address("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA");
const ASSOCIATED_TOKEN_PROGRAM = address("ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL");
const SYSTEM_PROGRAM = address("11111111111111111111111111111111");
const MINT_SIZE = 82n;

function chainOf(solana: SolanaService) {
  if (!solana.chain) throw new Error("the payment matrix needs the embedded local chain");
  return solana.chain;
}

/** The associated token account of `owner` for `mint`. */
export async function tokenAccountOf(owner: string, mint: string): Promise<string> {
  const encoder = getAddressEncoder();
  const [pda] = await getProgramDerivedAddress({
    programAddress: ASSOCIATED_TOKEN_PROGRAM,
    seeds: [encoder.encode(address(owner)), encoder.encode(TOKEN_PROGRAM), encoder.encode(address(mint))],
  });
  return pda;
}

/** The amount held by a token account (0 when it does not exist). */
export function tokenBalance(solana: SolanaService, account: string): bigint {
  const data = chainOf(solana).getAccount(account)?.data;
  // SPL token account layout: the amount is a u64 at offset 64.
  return data ? Buffer.from(data).readBigUInt64LE(64) : 0n;
}

/** `owner`'s USDC in base units. */
export function usdcOf(solana: SolanaService, owner: string): bigint {
  return tokenBalance(solana, chainOf(solana).usdcAccountOf(owner));
}

/** A fresh key pair holding `usdc` base units of USDC (none: no token account at all). */
export async function newPayer(solana: SolanaService, usdc = 0n): Promise<KeyPairSigner> {
  const payer = await generateKeyPairSigner();
  if (usdc > 0n) chainOf(solana).faucetUsdc(payer.address, usdc);
  return payer;
}

/**
 * A second 6-decimal mint on the chain, with `amount` of it in `holder`'s token account and an (empty)
 * account of it for each of `recipients`: a transfer in the wrong currency that would really land.
 */
export async function createWrongMint(
  solana: SolanaService,
  holder: string,
  amount: bigint,
  recipients: string[],
): Promise<string> {
  const chain = chainOf(solana);
  const authority = await generateKeyPairSigner();
  const mint = await generateKeyPairSigner();
  chain.requestAirdrop(authority.address, 1_000_000_000n);
  const u64 = (value: bigint) => {
    const bytes = new Uint8Array(8);
    new DataView(bytes.buffer).setBigUint64(0, value, true);
    return bytes;
  };
  const createAccount: Instruction = {
    programAddress: SYSTEM_PROGRAM,
    accounts: [
      { address: authority.address, role: AccountRole.WRITABLE_SIGNER, signer: authority } as never,
      { address: mint.address, role: AccountRole.WRITABLE_SIGNER, signer: mint } as never,
    ],
    data: new Uint8Array([
      0,
      0,
      0,
      0,
      ...u64(chain.minimumBalanceForRentExemption(Number(MINT_SIZE))),
      ...u64(MINT_SIZE),
      ...getAddressEncoder().encode(TOKEN_PROGRAM),
    ]),
  };
  const initializeMint: Instruction = {
    programAddress: TOKEN_PROGRAM,
    accounts: [{ address: mint.address, role: AccountRole.WRITABLE }],
    // InitializeMint2: decimals 6, the authority as mint authority, no freeze authority.
    data: new Uint8Array([20, 6, ...getAddressEncoder().encode(authority.address), 0]),
  };
  const accountFor = async (owner: string): Promise<Instruction> => ({
    programAddress: ASSOCIATED_TOKEN_PROGRAM,
    accounts: [
      { address: authority.address, role: AccountRole.WRITABLE_SIGNER, signer: authority } as never,
      { address: address(await tokenAccountOf(owner, mint.address)), role: AccountRole.WRITABLE },
      { address: address(owner), role: AccountRole.READONLY },
      { address: mint.address, role: AccountRole.READONLY },
      { address: SYSTEM_PROGRAM, role: AccountRole.READONLY },
      { address: TOKEN_PROGRAM, role: AccountRole.READONLY },
    ],
    data: new Uint8Array([1]), // CreateIdempotent
  });
  const mintTo: Instruction = {
    programAddress: TOKEN_PROGRAM,
    accounts: [
      { address: mint.address, role: AccountRole.WRITABLE },
      { address: address(await tokenAccountOf(holder, mint.address)), role: AccountRole.WRITABLE },
      { address: authority.address, role: AccountRole.READONLY_SIGNER, signer: authority } as never,
    ],
    data: new Uint8Array([14, ...u64(amount), 6]), // MintToChecked
  };
  const accounts = await Promise.all([holder, ...recipients].map(accountFor));
  const { blockhash, lastValidBlockHeight } = chain.latestBlockhash();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (tx) => setTransactionMessageFeePayerSigner(authority, tx),
    (tx) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash as never, lastValidBlockHeight: BigInt(lastValidBlockHeight) },
        tx,
      ),
    (tx) => appendTransactionMessageInstructions([createAccount, initializeMint, ...accounts, mintTo], tx),
  );
  const signed = await signTransactionMessageWithSigners(message);
  chain.sendTransaction(new Uint8Array(getTransactionEncoder().encode(signed)));
  return mint.address;
}

/** The server's 402 requirements for `POST {url}/api/inference` with `body`. */
export async function paymentRequired(url: string, body: string): Promise<PaymentRequired> {
  const response = await fetch(`${url}/api/inference`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });
  await response.body?.cancel();
  const header = response.headers.get("PAYMENT-REQUIRED");
  if (response.status !== 402 || !header) throw new Error(`expected a 402, got ${response.status}`);
  return decodePaymentRequiredHeader(header);
}

/**
 * A `PAYMENT-SIGNATURE` header paying `required` (after `tamper` changed what the client is asked to pay)
 * from `payer`, built against the chain's RPC at `rpcUrl`, exactly as an x402 client would build it.
 */
export async function buildProof(
  required: PaymentRequired,
  payer: KeyPairSigner,
  rpcUrl: string,
  tamper: (accepted: PaymentRequirements) => PaymentRequirements = (accepted) => accepted,
): Promise<string> {
  const client = new x402Client();
  client.setSpendControls(false);
  client.register("solana:*", new ExactSvmScheme(payer, { rpcUrl }));
  const tampered = { ...required, accepts: required.accepts.map(tamper) };
  return encodePaymentSignatureHeader(await client.createPaymentPayload(tampered));
}

export type { Address, KeyPairSigner };
