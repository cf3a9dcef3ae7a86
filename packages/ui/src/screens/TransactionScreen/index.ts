export {
  type TransactionAccount,
  type TransactionDetails,
  TransactionScreen,
  type TransactionScreenProps,
} from "./TransactionScreen";
