export {
  formatSol,
  formatUsdc,
  isValidRecipient,
  LAMPORTS_PER_SOL,
  SOLANA_ADDRESS_LENGTH,
  shortenAddress,
  type WalletAirdropState,
  type WalletBalanceState,
  WalletScreen,
  type WalletScreenProps,
  type WalletSendState,
} from "./WalletScreen";
