export { type PaymentReceipt, ReceiptList, type ReceiptListProps } from "./ReceiptList";
