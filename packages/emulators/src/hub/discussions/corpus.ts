import { defaultHubCatalogue, type HubCatalogue } from "../catalogue";
import raw from "../catalogue/discussions.json" with { type: "json" };

/** Status of a discussion or pull request, as the hub reports it. `merged` and `draft` apply to pull requests. */
export type DiscussionStatus = "open" | "closed" | "merged" | "draft";

/** A user of the corpus (fictional). */
export interface CorpusUser {
  fullname?: string;
  isPro: boolean;
  /** Hugging Face staff. */
  isHf: boolean;
  /** Organisations the user belongs to; a member of a repo's owner speaks for the repo. */
  orgs?: string[];
}

interface CorpusEventBase {
  /** Username; must be a key of the corpus' `users`. */
  author: string;
  /** ISO timestamp. */
  createdAt: string;
}

/** A comment: the first event of every thread is the opening post. */
export interface CorpusComment extends CorpusEventBase {
  type: "comment";
  /** Markdown, as typed by the author. */
  text: string;
  edited?: boolean;
  /** Hidden by a moderator (e.g. spam); still served, flagged `hidden`. */
  hidden?: boolean;
  /** Reaction emoji → usernames who reacted. */
  reactions?: Record<string, string[]>;
}

/** A status change; the thread's `status` is that of its last status change. */
export interface CorpusStatusChange extends CorpusEventBase {
  type: "status-change";
  status: "open" | "closed" | "merged";
}

/** A rename of the thread. */
export interface CorpusTitleChange extends CorpusEventBase {
  type: "title-change";
  from: string;
  to: string;
}

/** A commit pushed to a pull request (its `oid` is derived). */
export interface CorpusCommit extends CorpusEventBase {
  type: "commit";
  subject: string;
}

export type CorpusEvent = CorpusComment | CorpusStatusChange | CorpusTitleChange | CorpusCommit;

/** One discussion or pull request of a repo. */
export interface CorpusThread {
  /** Number within the repo, from 1 in creation order. */
  num: number;
  title: string;
  /** The opener (author of the first comment). */
  author: string;
  /** ISO timestamp; that of the first comment. */
  createdAt: string;
  isPullRequest: boolean;
  status: DiscussionStatus;
  pinned: boolean;
  /** Oldest first. */
  events: CorpusEvent[];
}

/** The corpus file, `catalogue/discussions.json`. */
export interface DiscussionCorpusFile {
  snapshotDate: string;
  note?: string;
  users: Record<string, CorpusUser>;
  /** Repo id → its threads, by `num`. A repo that is absent has no discussions. */
  repos: Record<string, CorpusThread[]>;
}

/** A loaded, validated corpus. */
export interface DiscussionCorpus {
  snapshotDate: string;
  /** The threads of a repo, by ascending `num` (empty when it has none). */
  threads(repoId: string): readonly CorpusThread[];
  /** A user by username. */
  user(name: string): CorpusUser | undefined;
  /** Every username of the corpus. */
  usernames: readonly string[];
}

class DiscussionCorpusError extends Error {
  override readonly name = "DiscussionCorpusError";
}

const STATUSES: readonly string[] = ["open", "closed", "merged", "draft"];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isIso(value: unknown): value is string {
  return typeof value === "string" && !Number.isNaN(Date.parse(value));
}

function validateEvent(
  value: unknown,
  where: string,
  users: Record<string, CorpusUser>,
  fail: (msg: string) => never,
): CorpusEvent {
  if (!isRecord(value)) fail(`${where} is not an object`);
  const event = value as Record<string, unknown>;
  if (typeof event.author !== "string" || !(event.author in users)) fail(`${where}: unknown author`);
  if (!isIso(event.createdAt)) fail(`${where}: "createdAt" must be an ISO date`);
  switch (event.type) {
    case "comment":
      if (typeof event.text !== "string" || event.text === "") fail(`${where}: "text" must be non-empty`);
      for (const flag of ["edited", "hidden"]) {
        if (event[flag] !== undefined && typeof event[flag] !== "boolean") fail(`${where}: "${flag}"`);
      }
      if (event.reactions !== undefined) {
        const reactions = event.reactions;
        if (
          !isRecord(reactions) ||
          !Object.values(reactions).every(
            (names) => Array.isArray(names) && names.length > 0 && names.every((n) => n in users),
          )
        ) {
          fail(`${where}: "reactions" must map emoji to known usernames`);
        }
      }
      break;
    case "status-change":
      if (!["open", "closed", "merged"].includes(event.status as string)) fail(`${where}: bad "status"`);
      break;
    case "title-change":
      if (typeof event.from !== "string" || typeof event.to !== "string") fail(`${where}: "from"/"to"`);
      break;
    case "commit":
      if (typeof event.subject !== "string" || event.subject === "") fail(`${where}: "subject"`);
      break;
    default:
      fail(`${where}: unknown event type ${String(event.type)}`);
  }
  return event as unknown as CorpusEvent;
}

function validateThread(
  value: unknown,
  where: string,
  users: Record<string, CorpusUser>,
  bounds: { notBefore?: number; notAfter: number },
): CorpusThread {
  const fail = (msg: string): never => {
    throw new DiscussionCorpusError(`discussions ${msg}`);
  };
  if (!isRecord(value)) fail(`${where} is not an object`);
  const thread = value as Record<string, unknown>;
  if (!Number.isSafeInteger(thread.num) || (thread.num as number) < 1) fail(`${where}: "num" must be >= 1`);
  if (typeof thread.title !== "string" || thread.title === "") fail(`${where}: "title" must be non-empty`);
  if (typeof thread.author !== "string" || !(thread.author in users)) fail(`${where}: unknown author`);
  if (!isIso(thread.createdAt)) fail(`${where}: "createdAt" must be an ISO date`);
  if (typeof thread.isPullRequest !== "boolean") fail(`${where}: "isPullRequest" must be a boolean`);
  if (typeof thread.pinned !== "boolean") fail(`${where}: "pinned" must be a boolean`);
  if (!STATUSES.includes(thread.status as string)) fail(`${where}: bad "status"`);
  if (!thread.isPullRequest && (thread.status === "merged" || thread.status === "draft")) {
    fail(`${where}: only pull requests can be ${String(thread.status)}`);
  }
  if (!Array.isArray(thread.events) || thread.events.length === 0)
    fail(`${where}: "events" must be non-empty`);
  const events = (thread.events as unknown[]).map((e, i) =>
    validateEvent(e, `${where}.events[${i}]`, users, fail),
  );

  const first = events[0];
  if (first?.type !== "comment" || first.author !== thread.author || first.createdAt !== thread.createdAt) {
    fail(`${where}: the first event must be the opener's comment at the thread's createdAt`);
  }
  let previous = Number.NEGATIVE_INFINITY;
  for (const event of events) {
    const at = Date.parse(event.createdAt);
    if (at < previous) fail(`${where}: events must be oldest first`);
    if (bounds.notBefore !== undefined && at < bounds.notBefore)
      fail(`${where}: event before the repo exists`);
    if (at > bounds.notAfter) fail(`${where}: event after the snapshot date`);
    previous = at;
  }
  const lastChange = events.filter((e): e is CorpusStatusChange => e.type === "status-change").at(-1);
  const expected = lastChange?.status ?? (thread.status === "draft" ? "draft" : "open");
  if (thread.status !== expected) fail(`${where}: "status" must match its last status-change`);
  return thread as unknown as CorpusThread;
}

/**
 * Validates a corpus file and indexes it. With a catalogue, every repo must be a model of it and no
 * event may predate the model's `createdAt`; no event may be later than the corpus' `snapshotDate`.
 * @throws Error with a descriptive message for the first problem found.
 */
export function buildDiscussionCorpus(file: unknown, catalogue?: HubCatalogue): DiscussionCorpus {
  if (!isRecord(file)) throw new DiscussionCorpusError("discussions corpus is not an object");
  const { snapshotDate, users, repos } = file;
  if (typeof snapshotDate !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(snapshotDate)) {
    throw new DiscussionCorpusError('discussions "snapshotDate" must be YYYY-MM-DD');
  }
  if (!isRecord(users) || !Object.values(users).every(isRecord)) {
    throw new DiscussionCorpusError('discussions "users" must map usernames to objects');
  }
  if (!isRecord(repos)) throw new DiscussionCorpusError('discussions "repos" must be an object');
  const userTable = users as Record<string, CorpusUser>;
  const notAfter = Date.parse(`${snapshotDate}T00:00:00.000Z`);

  const byRepo = new Map<string, CorpusThread[]>();
  for (const [repoId, list] of Object.entries(repos)) {
    const model = catalogue?.get(repoId);
    if (catalogue && !model)
      throw new DiscussionCorpusError(`discussions: ${repoId} is not in the catalogue`);
    if (!Array.isArray(list)) throw new DiscussionCorpusError(`discussions ${repoId} must be a list`);
    const notBefore = model ? Date.parse(model.createdAt) : undefined;
    const threads = list.map((t, i) =>
      validateThread(t, `${repoId}[${i}]`, userTable, { notBefore, notAfter }),
    );
    const nums = new Set(threads.map((t) => t.num));
    if (nums.size !== threads.length) throw new DiscussionCorpusError(`discussions ${repoId}: duplicate num`);
    byRepo.set(
      repoId,
      [...threads].sort((a, b) => a.num - b.num),
    );
  }

  return {
    snapshotDate,
    threads: (repoId) => byRepo.get(repoId) ?? [],
    user: (name) => userTable[name],
    usernames: Object.keys(userTable),
  };
}

let shipped: DiscussionCorpus | undefined;

/** The corpus shipped with the emulator (`catalogue/discussions.json`), validated against the shipped models. */
export function defaultDiscussionCorpus(): DiscussionCorpus {
  shipped ??= buildDiscussionCorpus(raw, defaultHubCatalogue);
  return shipped;
}
