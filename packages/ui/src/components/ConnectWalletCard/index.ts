export { ConnectWalletCard, type ConnectWalletCardProps } from "./ConnectWalletCard";
