export {
  type WalletAirdropState,
  type WalletBalanceState,
  type WalletFaucetState,
  WalletScreen,
  type WalletScreenProps,
  type WalletSendState,
} from "./WalletScreen";
export { isValidRecipient, SOLANA_ADDRESS_LENGTH } from "./WalletScreenSend";
