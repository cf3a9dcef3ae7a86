export { LazyWalletButton } from "./LazyWalletButton";
export * from "./WalletButton";
