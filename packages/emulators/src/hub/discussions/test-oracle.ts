/**
 * An independent reading of catalogue/discussions.json for tests: expectations are computed from the
 * raw file here, not from the emulator's own code.
 */
import raw from "../catalogue/discussions.json" with { type: "json" };

export interface RawEvent {
  type: string;
  author: string;
  createdAt: string;
  text?: string;
  edited?: boolean;
  hidden?: boolean;
  reactions?: Record<string, string[]>;
  status?: string;
  from?: string;
  to?: string;
  subject?: string;
}

export interface RawThread {
  num: number;
  title: string;
  author: string;
  createdAt: string;
  isPullRequest: boolean;
  status: string;
  pinned: boolean;
  events: RawEvent[];
}

export const rawDiscussionFile = raw as unknown as {
  snapshotDate: string;
  note: string;
  users: Record<string, { fullname?: string; isPro: boolean; isHf: boolean; orgs?: string[] }>;
  repos: Record<string, RawThread[]>;
};

/** The raw threads of a repo (empty when it has none). */
export function rawThreads(repoId: string): RawThread[] {
  return rawDiscussionFile.repos[repoId] ?? [];
}

/** Thread numbers, newest first (ties: higher num first). */
export function numsNewestFirst(threads: RawThread[]): number[] {
  return [...threads]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.num - a.num)
    .map((t) => t.num);
}

export const isClosedStatus = (status: string) => status === "closed" || status === "merged";
export const rawComments = (thread: RawThread) => thread.events.filter((e) => e.type === "comment");
