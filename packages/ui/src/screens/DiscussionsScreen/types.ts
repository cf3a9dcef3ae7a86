/** One discussion of a repo's list (the hub's `GET /api/{type}s/{repo}/discussions`). */
export interface DiscussionSummary {
  num: number;
  title: string;
  /** "open" or "closed" (a pull request may also be "merged" or "draft"). */
  status: string;
  author: string;
  createdAt: Date;
  /** Comments, the opening post included. */
  numComments: number;
  isPullRequest?: boolean;
}

/** A comment of an opened discussion. */
export interface DiscussionThreadComment {
  id: string;
  author: string;
  createdAt: Date;
  /** Shown as plain text, line breaks kept. */
  text: string;
}

/** An opened discussion: `not-found` when the hub has no discussion of that number. */
export interface DiscussionThreadState {
  /** The number asked for (as typed in the URL when it is not a number). */
  num: number | string;
  status: "loading" | "error" | "not-found" | "success";
  discussion?: DiscussionSummary & { comments: readonly DiscussionThreadComment[] };
  error?: string;
  onRetry?: () => void;
}
