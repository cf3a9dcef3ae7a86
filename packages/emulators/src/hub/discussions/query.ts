import { badRequest } from "../errors";
import type { CorpusThread } from "./corpus";
import { commentCount, openingReactions } from "./wire";

/** Discussions per page, as on the hub. */
export const DISCUSSIONS_PAGE_SIZE = 50;

export const DISCUSSION_TYPES = ["all", "discussion", "pull_request"] as const;
export const DISCUSSION_STATUSES = ["all", "open", "closed"] as const;
export const DISCUSSION_SORTS = ["recently-created", "trending", "reactions"] as const;

/** A parsed `GET /api/{repo_type}s/{repo_id}/discussions` request. */
export interface DiscussionListQuery {
  /** 0-based page (`p`). */
  page: number;
  type: (typeof DISCUSSION_TYPES)[number];
  status: (typeof DISCUSSION_STATUSES)[number];
  /** Exact username of the opener (case-insensitive). */
  author?: string;
  /** Case-insensitive substring of the title. */
  search?: string;
  sort: (typeof DISCUSSION_SORTS)[number];
}

function oneOf<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T {
  const value = params.get(name);
  if (value === null || value === "") return allowed[0] as T;
  if (!(allowed as readonly string[]).includes(value)) {
    throw badRequest(`Invalid ${name}: ${value}. Allowed values: ${allowed.join(", ")}`);
  }
  return value as T;
}

/**
 * Parses the list query: `p`, `type`, `status`, `author`, `search`, `sort`. Unknown parameters are
 * ignored. @throws HubHttpError 400 for a bad `p`, `type`, `status` or `sort`.
 */
export function parseDiscussionListQuery(params: URLSearchParams): DiscussionListQuery {
  const p = params.get("p");
  if (p !== null && p !== "" && !/^\d+$/.test(p)) throw badRequest(`Invalid p: ${p}`);
  const page = p === null || p === "" ? 0 : Number(p);
  if (!Number.isSafeInteger(page)) throw badRequest(`Invalid p: ${p}`);
  const query: DiscussionListQuery = {
    page,
    type: oneOf(params, "type", DISCUSSION_TYPES),
    status: oneOf(params, "status", DISCUSSION_STATUSES),
    sort: oneOf(params, "sort", DISCUSSION_SORTS),
  };
  const author = params.get("author");
  if (author) query.author = author;
  const search = params.get("search")?.trim();
  if (search) query.search = search;
  return query;
}

/** `open` covers open discussions and draft pull requests; `closed` covers closed and merged ones. */
export function isClosed(thread: CorpusThread): boolean {
  return thread.status === "closed" || thread.status === "merged";
}

function matchesExceptStatus(thread: CorpusThread, query: DiscussionListQuery): boolean {
  if (query.type === "discussion" && thread.isPullRequest) return false;
  if (query.type === "pull_request" && !thread.isPullRequest) return false;
  if (query.author !== undefined && thread.author.toLowerCase() !== query.author.toLowerCase()) return false;
  if (query.search !== undefined && !thread.title.toLowerCase().includes(query.search.toLowerCase()))
    return false;
  return true;
}

const time = (iso: string) => Date.parse(iso);

/** Newest first; ties by descending `num`. */
function byCreated(a: CorpusThread, b: CorpusThread): number {
  return time(b.createdAt) - time(a.createdAt) || b.num - a.num;
}

/**
 * A stand-in for the hub's trending order (its formula is not public): activity (comments and
 * reactions) discounted by the hours since the last event, at the snapshot date.
 */
function trendingScore(thread: CorpusThread, now: number): number {
  const last = time(thread.events.at(-1)?.createdAt ?? thread.createdAt);
  const hours = Math.max(0, (now - last) / 3_600_000);
  return (commentCount(thread) + openingReactions(thread).numReactionUsers) / (hours + 2) ** 1.5;
}

/** One page of a repo's discussions, with the counts the hub reports. */
export interface DiscussionPage {
  items: CorpusThread[];
  /** Threads matching every filter. */
  count: number;
  /** Index of the first item in the filtered order. */
  start: number;
  /** Closed or merged threads among those matching the type, author and search filters. */
  numClosedDiscussions: number;
}

/** Filters, sorts and slices a repo's threads for one list request. */
export function queryDiscussions(
  threads: readonly CorpusThread[],
  query: DiscussionListQuery,
  snapshotDate: string,
): DiscussionPage {
  const candidates = threads.filter((t) => matchesExceptStatus(t, query));
  const matching = candidates.filter((t) =>
    query.status === "open" ? !isClosed(t) : query.status === "closed" ? isClosed(t) : true,
  );
  const now = time(`${snapshotDate}T00:00:00.000Z`);
  const sorted = [...matching].sort((a, b) => {
    if (query.sort === "trending") return trendingScore(b, now) - trendingScore(a, now) || byCreated(a, b);
    if (query.sort === "reactions") {
      const diff = openingReactions(b).numReactionUsers - openingReactions(a).numReactionUsers;
      return diff || byCreated(a, b);
    }
    return byCreated(a, b);
  });
  const start = query.page * DISCUSSIONS_PAGE_SIZE;
  return {
    items: sorted.slice(start, start + DISCUSSIONS_PAGE_SIZE),
    count: matching.length,
    start,
    numClosedDiscussions: candidates.filter(isClosed).length,
  };
}
