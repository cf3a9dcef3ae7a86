export * from "./WalletButton";
export * from "./WalletButtonView";
