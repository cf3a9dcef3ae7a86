export { LazyWalletModal } from "./LazyWalletModal";
export * from "./WalletModal";
