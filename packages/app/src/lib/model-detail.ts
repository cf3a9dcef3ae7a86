/**
 * The model detail record (`GET /api/models/{author}/{name}`, spec part 2 §3 and §7 call 1) and the signed
 * comments of a model (`/api/models/{author}/{name}/comments`): one set of types, built by the server
 * (server/models/) and read by the client. Nothing here is invented: a value the sources do not give is
 * null (show "n/a"). Types and path helpers only.
 */

/** The page slug of a model, as the cards write it: `model/{author}/{name}`. */
export function modelSlug(id: string): string {
  return `model/${id}`;
}

/** The repo id (`author/name`) of a slug `model/{author}/{name}` (or of `author/name`); null otherwise. */
export function modelIdFromSlug(slug: string): string | null {
  const id = slug.startsWith("model/") ? slug.slice("model/".length) : slug;
  return /^[A-Za-z0-9][\w.-]*\/[A-Za-z0-9][\w.-]*$/.test(id) && !id.includes("..") ? id : null;
}

/** The API path of a model's record: `/api/models/{author}/{name}`. */
export function modelDetailPath(id: string): string {
  return `/api/models/${id.split("/").map(encodeURIComponent).join("/")}`;
}

/** The API path of a model's signed comments; `/{commentId}/like` and `/{commentId}/report` under it. */
export function modelCommentsPath(id: string): string {
  return `${modelDetailPath(id)}/comments`;
}

/** The signed actions of comments (the `Action:` line of the signed message). */
export const COMMENT_ACTIONS = {
  post: "comment.post",
  like: "comment.like",
  report: "comment.report",
} as const;

/** Limits of a signed comment (the server refuses beyond them). */
export const COMMENT_LIMITS = {
  /** Characters of text, after trimming; at least 1. */
  maxTextLength: 2_000,
  /** Signed comments per address per hour (likes and reports are not counted). */
  perAddressPerHour: 10,
  /** Distinct addresses whose reports hide a comment. */
  hideAfterReports: 3,
} as const;

/** The mean of the signed ratings, and how many there are. */
export interface RatingStats {
  /** 1 to 5, rounded to 2 decimals. */
  mean: number;
  count: number;
}

/** Signed activity (comments and likes) in the last 7 days against the 7 days before. */
export interface TrendingStats {
  last7Days: number;
  previous7Days: number;
  /** The change in percent, rounded; null when the 7 days before had none (no base to compare with). */
  percent: number | null;
}

/** A usage example, runnable as written. */
export interface ModelExample {
  title: string;
  /** For highlighting and the copy button: `python`, `typescript` or `bash`. */
  language: "python" | "typescript" | "bash";
  code: string;
}

/** One of the hub's own discussions of the model (shown beside the signed comments, marked as from the hub). */
export interface HubDiscussion {
  source: "hub";
  num: number;
  title: string;
  author: string;
  /** ISO 8601. */
  createdAt: string;
  numComments: number;
  isPullRequest: boolean;
  /** The discussion on the hub's site. */
  url: string;
}

/** `GET /api/models/{author}/{name}`. */
export interface ModelDetail {
  /** Repo id, `author/name`. */
  id: string;
  /** `model/{author}/{name}`. */
  slug: string;
  name: string;
  author: string | null;
  /** The card's first paragraph (or its `description`); null when it has none. */
  description: string | null;
  /** The task's label ("Text Generation"), "General" without a task. */
  category: string;
  /** The pipeline tag, e.g. `text-generation`. */
  task: string | null;
  library: string | null;
  /** Whether the model changed on the hub or had signed activity in the last 30 days. */
  active: boolean;
  /** The model on the hub's site, and its files (the "Download Model" button). */
  hubUrl: string;
  filesUrl: string;
  stats: {
    /** null when no wallet has rated it. */
    rating: RatingStats | null;
    /** The hub's discussions of the model; null when the hub did not say. */
    discussions: number | null;
    /** null when there was no signed activity in the last 14 days. */
    trending: TrendingStats | null;
  };
  details: {
    downloads: number;
    likes: number;
    license: string | null;
    parameters: number | null;
    /** ISO 8601, or null. */
    createdAt: string | null;
    lastModified: string | null;
    tags: string[];
    /** From the card's `model-index`: `"{metric} ({dataset})": value`; empty when the card has none. */
    metrics: Record<string, number>;
    examples: ModelExample[];
  };
  /**
   * Counts of the signed community data; `wallets`: the distinct addresses that commented (or rated) or liked
   * a comment ("Wallets taking part").
   */
  community: { comments: number; ratings: number; likes: number; wallets: number };
  /** The hub's newest discussions (up to 20). */
  hubDiscussions: HubDiscussion[];
}

/** A signed comment as listed. The text is as written: render it as text (React escapes it), never as HTML. */
export interface SignedComment {
  id: number;
  source: "signed";
  /** The signer's address (base58); show it shortened. */
  address: string;
  text: string;
  /** 1–5, or null for a comment without a rating. */
  rating: number | null;
  likes: number;
  /** ISO 8601. */
  createdAt: string;
  /** Always true: the server verified the signature ("Verified User" means exactly that). */
  verified: true;
}

/** `GET /api/models/{author}/{name}/comments` (newest first; hidden comments left out). */
export interface ModelComments {
  comments: SignedComment[];
  rating: RatingStats | null;
}

/** The signed payload of `comment.post`. */
export interface CommentPayload {
  [key: string]: string | number | null;
  /** The repo id, `author/name` (must be the URL's). */
  model: string;
  text: string;
  rating: number | null;
}

/** The signed payload of `comment.like` and `comment.report`. */
export interface CommentTargetPayload {
  [key: string]: string | number;
  model: string;
  commentId: number;
}
