export {
  type WalletAirdropState,
  type WalletBalanceState,
  WalletScreen,
  type WalletScreenProps,
  type WalletSendState,
} from "./WalletScreen";
export { isValidRecipient, SOLANA_ADDRESS_LENGTH } from "./WalletScreenSend";
