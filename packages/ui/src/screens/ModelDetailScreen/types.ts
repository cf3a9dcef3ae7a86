/** Where the page is: its record is loading, found, not found (404) or failed. */
export type ModelDetailStatus = "loading" | "success" | "not-found" | "error";

/** The page's tabs (spec §2.1); the app keeps the one shown in the URL. */
export type ModelDetailTab = "overview" | "discussion" | "community";

/** One usage example of the overview (title and code, runnable as written). */
export interface ModelDetailExample {
  title: string;
  code: string;
}

/** A label and its value (a metric of Technical Details, a line of Information). */
export interface ModelDetailField {
  label: string;
  value: string;
}

/** The mean of the wallet-signed ratings and how many there are. */
export interface ModelDetailRating {
  /** Mean of 1–5 ratings. */
  mean: number;
  count: number;
}

/** A model as its detail page shows it (the model detail record of spec §3, real figures only). */
export interface ModelDetail {
  /** Hub repo id (`author/name`). */
  id: string;
  name: string;
  author?: string;
  /** Pipeline tag; picks the icon and the category's colour. */
  task?: string;
  /** The category shown ("Text Generation"). */
  category: string;
  description?: string;
  /** The description is made up (the embedded hub emulator's card): labelled "Sample". */
  descriptionSample?: boolean;
  /** The model had activity (a hub change or a signed comment, rating or like) in the last 30 days. */
  active: boolean;
  /** Mean of the signed ratings; absent when there is none ("No ratings yet"). */
  rating?: ModelDetailRating;
  /** Distinct wallets that acted on it; absent → "n/a". */
  users?: number;
  /** Discussions: the hub's threads and the signed comments; absent → "n/a". */
  discussions?: number;
  /** Change of signed activity over the last 7 days against the 7 before, in percent; absent → "n/a". */
  trending?: number;
  /** The hub's files page ("Download Model"). */
  filesUrl: string;
  /** Technical Details: eval metrics and figures as key/value pairs. */
  metrics: readonly ModelDetailField[];
  examples: readonly ModelDetailExample[];
  /** Information: the other fields (downloads, likes, library, licence, updated…). */
  information: readonly ModelDetailField[];
}

/** A wallet-signed comment. */
export interface ModelComment {
  id: string;
  /** The signer's address (base58); shown shortened. */
  address: string;
  content: string;
  /** The 1–5 rating sent with it, if any. */
  rating?: number;
  likes: number;
  /** The connected wallet has liked it. */
  likedByMe?: boolean;
  createdAt: Date;
  /** The server verified the signature against the address. */
  verified: boolean;
}

/** A discussion of the model on the hub (shown beside the signed comments, marked as from the hub). */
export interface ModelHubDiscussion {
  id: string;
  title: string;
  author: string;
  createdAt: Date;
  /** Comments in the thread. */
  comments?: number;
  /** Where it is read. */
  href?: string;
}

/** A comment and rating being written. */
export interface ModelCommentDraft {
  content: string;
  /** 1–5; absent when the comment comes without a rating. */
  rating?: number;
}

/** The state of the last post, like or report (TanStack's mutation status). */
export type ModelActionStatus = "idle" | "pending" | "error" | "success";
