import { createHttpError, HubApiError, InputError, InvalidResponseError } from "../errors";
import type {
  DiscussionAuthor,
  DiscussionComment,
  DiscussionDetails,
  DiscussionEntry,
  DiscussionEvent,
  DiscussionStatus,
  Page,
  RequestOptions,
} from "../types/public";
import { checkCredentials } from "../utils/check-credentials";
import { readJson } from "../utils/read-json";
import { buildUrl, getJson, resolveBaseUrl } from "../utils/request";

/** Kind of repo whose discussions are read. */
export type DiscussionRepoType = "model" | "dataset" | "space";

/** The repo a discussion call is about. */
export interface DiscussionRepoParams {
  /** Repo id, `owner/name`. */
  repo: string;
  /** Kind of repo; defaults to `"model"`. */
  repoType?: DiscussionRepoType;
}

/** Filters and order of a discussion list. */
export interface ListDiscussionsParams extends DiscussionRepoParams {
  /** `open` (open discussions and draft PRs), `closed` (closed and merged) or `all` (the default). */
  status?: "all" | "open" | "closed";
  /** Discussions only, pull requests only, or `all` (the default). */
  type?: "all" | "discussion" | "pull_request";
  /** Case-insensitive text of the title. Trimmed; ignored when empty. */
  search?: string;
  /** Username of the opener. */
  author?: string;
  /** `recently-created` (the hub's default: newest first), `trending` or `reactions`. */
  sort?: "recently-created" | "trending" | "reactions";
}

/** Parameters of {@link listDiscussionsPage}. */
export type ListDiscussionsPageParams = ListDiscussionsParams &
  RequestOptions & {
    /**
     * 0-based page of 50 discussions (the hub's `p`); defaults to 0. A page's `nextCursor` is the next
     * page number as a string: pass `Number(nextCursor)`.
     */
    page?: number;
  };

/** Parameters of {@link listDiscussions}. */
export type ListDiscussionsGeneratorParams = ListDiscussionsParams &
  RequestOptions & {
    /** Stop after this many discussions. All when absent. */
    limit?: number;
  };

/** Parameters of {@link discussionDetails}. */
export type DiscussionDetailsParams = DiscussionRepoParams &
  RequestOptions & {
    /** The discussion's number (`#12` → 12). */
    num: number;
  };

// ---------------------------------------------------------------------------------------------
// Wire shapes (approximate, from huggingface_hub's `community.py` and the hub's public responses).

interface ApiUser {
  name?: unknown;
  avatarUrl?: unknown;
  fullname?: unknown;
}

interface ApiDiscussion {
  num: number;
  title: string;
  status: DiscussionStatus;
  createdAt: string;
  isPullRequest: boolean;
  author?: ApiUser;
  numComments?: unknown;
  pinned?: unknown;
}

interface ApiDiscussionList {
  discussions: ApiDiscussion[];
  count: number;
  start: number;
}

interface ApiEvent {
  id: string;
  type: string;
  createdAt: string;
  author?: ApiUser;
  data?: Record<string, unknown>;
}

const REPO_ID = /^[A-Za-z0-9][\w.-]*(\/[A-Za-z0-9][\w.-]*)?$/;
const REPO_TYPES: readonly string[] = ["model", "dataset", "space"];
const STATUSES: readonly string[] = ["open", "closed", "merged", "draft"];
const LIST_STATUSES: readonly string[] = ["all", "open", "closed"];
const LIST_TYPES: readonly string[] = ["all", "discussion", "pull_request"];
const SORTS: readonly string[] = ["recently-created", "trending", "reactions"];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isDate(value: unknown): value is string {
  return typeof value === "string" && value !== "" && !Number.isNaN(Date.parse(value));
}

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

function isApiUser(value: unknown): boolean {
  return value === undefined || value === null || (isRecord(value) && typeof value.name === "string");
}

function isApiDiscussion(value: unknown): value is ApiDiscussion {
  return (
    isRecord(value) &&
    isCount(value.num) &&
    typeof value.title === "string" &&
    STATUSES.includes(value.status as string) &&
    isDate(value.createdAt) &&
    typeof value.isPullRequest === "boolean" &&
    isApiUser(value.author)
  );
}

function isApiDiscussionList(value: unknown): value is ApiDiscussionList {
  return (
    isRecord(value) &&
    Array.isArray(value.discussions) &&
    value.discussions.every(isApiDiscussion) &&
    isCount(value.count) &&
    isCount(value.start)
  );
}

function isApiEvent(value: unknown): value is ApiEvent {
  if (!isRecord(value) || typeof value.id !== "string" || typeof value.type !== "string") return false;
  if (!isDate(value.createdAt) || !isApiUser(value.author)) return false;
  const data = value.data;
  switch (value.type) {
    case "comment":
      return isRecord(data) && isRecord(data.latest) && typeof data.latest.raw === "string";
    case "status-change":
      return isRecord(data) && STATUSES.includes(data.status as string);
    case "title-change":
      return isRecord(data) && typeof data.from === "string" && typeof data.to === "string";
    case "commit":
      return isRecord(data) && typeof data.subject === "string" && typeof data.oid === "string";
    default:
      return true;
  }
}

// ---------------------------------------------------------------------------------------------
// Mapping

function toAuthor(api: ApiUser | null | undefined, base: string): DiscussionAuthor {
  // huggingface_hub reads a missing author as a deleted account.
  if (!api || typeof api.name !== "string") return { name: "deleted" };
  const author: DiscussionAuthor = { name: api.name };
  if (typeof api.avatarUrl === "string" && api.avatarUrl !== "") {
    author.avatarUrl =
      api.avatarUrl.startsWith("/") && !api.avatarUrl.startsWith("//")
        ? `${base}${api.avatarUrl}`
        : api.avatarUrl;
  }
  if (typeof api.fullname === "string" && api.fullname !== "") author.fullname = api.fullname;
  return author;
}

function toEntry(api: ApiDiscussion, base: string): DiscussionEntry {
  return {
    num: api.num,
    title: api.title,
    status: api.status,
    author: toAuthor(api.author, base),
    createdAt: new Date(api.createdAt),
    isPullRequest: api.isPullRequest,
    numComments: isCount(api.numComments) ? api.numComments : 0,
    pinned: api.pinned === true,
  };
}

function toEvent(api: ApiEvent, base: string): DiscussionEvent {
  const common = { id: api.id, author: toAuthor(api.author, base), createdAt: new Date(api.createdAt) };
  const data = api.data ?? {};
  switch (api.type) {
    case "comment": {
      const latest = data.latest as { raw: string };
      return {
        type: "comment",
        ...common,
        text: latest.raw,
        edited: data.edited === true,
        hidden: data.hidden === true,
      };
    }
    case "status-change":
      return { type: "status-change", ...common, status: data.status as DiscussionStatus };
    case "title-change":
      return { type: "title-change", ...common, from: data.from as string, to: data.to as string };
    case "commit":
      return { type: "commit", ...common, subject: data.subject as string, oid: data.oid as string };
    default:
      return { type: "other", ...common, rawType: api.type };
  }
}

// ---------------------------------------------------------------------------------------------
// Requests

function repoPath(params: DiscussionRepoParams): string {
  const { repo, repoType = "model" } = params;
  if (typeof repo !== "string" || !REPO_ID.test(repo) || repo.includes("..")) {
    throw new InputError("Invalid repo: expected a repo id such as owner/name");
  }
  if (!REPO_TYPES.includes(repoType)) {
    throw new InputError('Invalid repoType: expected "model", "dataset" or "space"');
  }
  return `/api/${repoType}s/${repo}/discussions`;
}

function oneOf(name: string, value: string | undefined, allowed: readonly string[]): string | undefined {
  if (value === undefined) return undefined;
  if (!allowed.includes(value))
    throw new InputError(`Invalid ${name}: expected one of ${allowed.join(", ")}`);
  return value;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === "" ? undefined : value;
}

/**
 * Fetches one page (50 items, newest first by default) of a repo's discussions and pull requests.
 * For a store card, `total` is the discussion count and `items[0]` the most recent one.
 *
 * ```ts
 * const page = await listDiscussionsPage({ repo: "Qwen/Qwen3-8B", status: "open" });
 * const next = page.nextCursor && (await listDiscussionsPage({ repo: "Qwen/Qwen3-8B", page: Number(page.nextCursor) }));
 * ```
 *
 * @returns the page's discussions, `total` (the hub's `count`: all matching discussions) and
 *   `nextCursor`, the next page number as a string (absent on the last page).
 * @throws {InputError} for an invalid repo, repoType, page, filter value or token (before any request).
 * @throws {HubApiError} "Failed to fetch discussions" for a non-2xx answer. Without a token a missing,
 *   private or gated repo is a 401 with `errorCode` `RepoNotFound`.
 * @throws {InvalidResponseError} "Invalid response format" when the body is not a discussion list.
 */
export async function listDiscussionsPage(params: ListDiscussionsPageParams): Promise<Page<DiscussionEntry>> {
  checkCredentials(params);
  const path = repoPath(params);
  const page = params.page ?? 0;
  if (!isCount(page)) throw new InputError("Invalid page: expected a non-negative integer");

  const url = buildUrl(params.baseUrl, path, {
    p: page,
    type: oneOf("type", params.type, LIST_TYPES),
    status: oneOf("status", params.status, LIST_STATUSES),
    author: nonEmpty(params.author),
    search: nonEmpty(params.search?.trim()),
    sort: oneOf("sort", params.sort, SORTS),
  });
  const res = await getJson(url, params);
  if (!res.ok) throw await createHttpError(res, HubApiError, "Failed to fetch discussions", url);

  const body = await readJson(res, url);
  if (!isApiDiscussionList(body)) {
    throw new InvalidResponseError("Invalid response format", { url, status: res.status, body });
  }
  const base = resolveBaseUrl(params.baseUrl);
  const result: Page<DiscussionEntry> = {
    items: body.discussions.map((d) => toEntry(d, base)),
    total: body.count,
  };
  if (body.discussions.length > 0 && body.start + body.discussions.length < body.count) {
    result.nextCursor = String(page + 1);
  }
  return result;
}

/**
 * Iterates over a repo's discussions, page after page, until the list ends or `limit` were yielded.
 *
 * ```ts
 * for await (const d of listDiscussions({ repo: "deepseek-ai/DeepSeek-R1", type: "pull_request" })) console.log(d.num, d.title);
 * ```
 *
 * Throws the same errors as {@link listDiscussionsPage}.
 */
export async function* listDiscussions(
  params: ListDiscussionsGeneratorParams,
): AsyncGenerator<DiscussionEntry> {
  const { limit, ...rest } = params;
  if (limit !== undefined && !isCount(limit))
    throw new InputError("Invalid limit: expected a non-negative integer");
  let remaining = limit ?? Number.POSITIVE_INFINITY;
  if (remaining === 0) return;

  let page: number | undefined = 0;
  while (page !== undefined) {
    const result: Page<DiscussionEntry> = await listDiscussionsPage({ ...rest, page });
    for (const item of result.items) {
      yield item;
      remaining -= 1;
      if (remaining <= 0) return;
    }
    page = result.nextCursor === undefined ? undefined : Number(result.nextCursor);
  }
}

/**
 * Fetches one discussion or pull request with its timeline (`events`, oldest first) and its
 * `comments` (the comment events, the opening post first).
 *
 * @throws {InputError} for an invalid repo, repoType, num or token (before any request).
 * @throws {HubApiError} "Failed to fetch discussions" for a non-2xx answer: 401 `RepoNotFound` for a
 *   missing repo, 404 (`serverMessage` "Discussion not found") for a missing number.
 * @throws {InvalidResponseError} "Invalid response format" when the body is not a discussion with events.
 */
export async function discussionDetails(params: DiscussionDetailsParams): Promise<DiscussionDetails> {
  checkCredentials(params);
  const path = repoPath(params);
  if (!isCount(params.num) || params.num < 1)
    throw new InputError("Invalid num: expected a positive integer");

  const url = buildUrl(params.baseUrl, `${path}/${params.num}`);
  const res = await getJson(url, params);
  if (!res.ok) throw await createHttpError(res, HubApiError, "Failed to fetch discussions", url);

  const body = await readJson(res, url);
  if (!isApiDiscussion(body) || !Array.isArray((body as { events?: unknown }).events)) {
    throw new InvalidResponseError("Invalid response format", { url, status: res.status, body });
  }
  const events: unknown[] = (body as unknown as { events: unknown[] }).events;
  if (!events.every(isApiEvent)) {
    throw new InvalidResponseError("Invalid response format", { url, status: res.status, body });
  }
  const base = resolveBaseUrl(params.baseUrl);
  // Oldest first, as the hub sends them; a stable sort keeps the server's order for equal times.
  const timeline = events
    .map((event) => toEvent(event, base))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const comments = timeline.flatMap((event): DiscussionComment[] => {
    if (event.type !== "comment") return [];
    const { type: _type, ...comment } = event;
    return [comment];
  });
  return { ...toEntry(body, base), events: timeline, comments };
}
