import type { PaymentReceipt } from "../../components/ReceiptList/ReceiptList";

/** A list the profile loads: loading, an error in plain words, or its items. */
export type ProfileListState<T> =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "success"; items: readonly T[] };

/** One signed action of the wallet: a comment, a rating, a like or an arena vote, with where it was made. */
export interface ProfileActivityItem {
  id: string;
  kind: "comment" | "rating" | "like" | "vote";
  /** The comment's text, "Rated 4 of 5", what was liked, or how the vote went. */
  text: string;
  /** The model it was about (its name, or the two of a vote), and its page. */
  subject: string;
  href: string;
  time: Date;
}

/** The Payments tab: the wallet's x402 receipts and their total. */
export interface ProfilePayments {
  receipts: readonly PaymentReceipt[];
  /** How many there are (the list may show only the latest). */
  count: number;
  /** The total spent, a decimal string in USDC. */
  total: string;
}

/** A model or dataset bookmarked on its card. */
export interface ProfileSavedItem {
  kind: "model" | "dataset";
  id: string;
  href: string;
}

/** The Payments tab's state. */
export type ProfilePaymentsState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | ({ status: "success" } & ProfilePayments);

export type ProfileTab = "activity" | "payments" | "saved" | "achievements";
