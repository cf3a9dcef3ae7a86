export * from "./WalletModal";
