/**
 * The local Solana chain: LiteSVM behind the JSON-RPC and websocket methods that `@solana/web3.js`
 * and the `@x402` packages call, with a 6-decimal stablecoin at the devnet USDC address.
 */

export type {
  AccountView,
  BlockhashWithExpiry,
  ChainEvent,
  SendOptions,
  SignaturesQuery,
  SimulationOptions,
  SimulationResult,
  SolanaChainOptions,
} from "./chain";
export { createSolanaChain, SolanaChain } from "./chain";
export {
  DEVNET_GENESIS_HASH,
  MAX_AIRDROP_LAMPORTS,
  MAX_FAUCET_AMOUNT,
  MAX_PROCESSING_AGE,
  USDC_DECIMALS,
  USDC_DEVNET_MINT,
} from "./constants";
export type { TransactionErrorJson } from "./errors";
export { RpcError } from "./errors";
export type { SolanaRpc } from "./rpc";
export { createSolanaRpc } from "./rpc";
export type { RunningSolanaEmulator, SolanaEmulatorOptions } from "./server";
export { startSolanaEmulator } from "./server";
export type { TokenBalance, TransactionRecord } from "./state-file";
