export * from "./WalletButton";
