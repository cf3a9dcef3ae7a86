export {
  type PaymentDetails,
  PaymentRequiredCard,
  type PaymentRequiredCardProps,
  type PaymentStatus,
} from "./PaymentRequiredCard";
