export { type PaymentConfig, PaymentConfigCard, type PaymentConfigCardProps } from "./PaymentConfigCard";
