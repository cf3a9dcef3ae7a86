import { createHash } from "node:crypto";
import { hashedInt, syntheticCommitSha, syntheticObjectId } from "../ids";
import type { CorpusComment, CorpusEvent, CorpusThread, DiscussionCorpus } from "./corpus";

/*
 * The hub's JSON shapes for discussions (approximate, from huggingface_hub's `community.py` /
 * `HfApi.get_repo_discussions` / `get_discussion_details` and public API responses). Derived values
 * (ids, avatar urls, commit oids, html, edit times, language guesses) are synthetic and deterministic.
 */

/** The avatar path of a corpus user: `/avatars/<md5 of the name>.svg`, the form of the hub's default avatars. */
export function avatarPath(name: string): string {
  return `/avatars/${createHash("md5").update(name).digest("hex")}.svg`;
}

/** A user as the hub embeds it in discussions and events. */
export interface WireUser {
  avatarUrl: string;
  fullname: string;
  name: string;
  type: "user";
  isPro: boolean;
  isHf: boolean;
  isMod: boolean;
  /** Only on event authors: the user is the repo owner. */
  isOwner?: boolean;
  /** Only on event authors: the user belongs to the repo owner's organisation. */
  isOrgMember?: boolean;
}

function wireUser(corpus: DiscussionCorpus, name: string, repoOwner?: string): WireUser {
  const user = corpus.user(name);
  const body: WireUser = {
    avatarUrl: avatarPath(name),
    fullname: user?.fullname || name,
    name,
    type: "user",
    isPro: user?.isPro ?? false,
    isHf: user?.isHf ?? false,
    isMod: false,
  };
  if (repoOwner !== undefined) {
    body.isOwner = name === repoOwner;
    body.isOrgMember = user?.orgs?.includes(repoOwner) ?? false;
  }
  return body;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

function inline(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, "<code>$1</code>")
    .replace(/\n/g, "<br>\n");
}

/** A small Markdown subset to HTML: fenced code blocks, paragraphs, inline code, line breaks. */
export function renderMarkdown(markdown: string): string {
  const blocks: string[] = [];
  const parts = markdown.split(/```([\w-]*)\n([\s\S]*?)```/g);
  for (let i = 0; i < parts.length; i += 3) {
    for (const paragraph of (parts[i] ?? "").split(/\n{2,}/)) {
      if (paragraph.trim() !== "") blocks.push(`<p>${inline(paragraph.trim())}</p>`);
    }
    const code = parts[i + 2];
    if (code !== undefined) {
      const lang = parts[i + 1] ? ` class="language-${parts[i + 1]}"` : "";
      blocks.push(`<pre><code${lang}>${escapeHtml(code)}</code></pre>`);
    }
  }
  return blocks.join("\n");
}

/** The reactions of a comment in the hub's form: `[{reaction, users, count}]`, most popular first. */
function reactionsOf(comment: CorpusComment): { reaction: string; users: string[]; count: number }[] {
  return Object.entries(comment.reactions ?? {})
    .map(([reaction, users]) => ({ reaction, users, count: users.length }))
    .sort((a, b) => b.count - a.count);
}

/** Number of comment events of a thread, the opening post included. */
export function commentCount(thread: CorpusThread): number {
  return thread.events.filter((e) => e.type === "comment").length;
}

/** Reactions on the opening post: `topReactions` and the number of distinct users who reacted. */
export function openingReactions(thread: CorpusThread): {
  topReactions: { reaction: string; count: number }[];
  numReactionUsers: number;
} {
  const first = thread.events[0];
  if (first?.type !== "comment") return { topReactions: [], numReactionUsers: 0 };
  const reactions = reactionsOf(first);
  return {
    topReactions: reactions.map(({ reaction, count }) => ({ reaction, count })),
    numReactionUsers: new Set(reactions.flatMap((r) => r.users)).size,
  };
}

/** Context of a projection: which repo the thread belongs to. */
export interface RepoContext {
  repoId: string;
  /** Owner part of the id (the whole id for a single-segment legacy id). */
  owner: string;
  repoType: "model";
}

/** One entry of `GET /api/models/{repo_id}/discussions`. */
export function discussionRow(corpus: DiscussionCorpus, repo: RepoContext, thread: CorpusThread) {
  return {
    num: thread.num,
    author: wireUser(corpus, thread.author),
    repo: { name: repo.repoId, type: repo.repoType },
    title: thread.title,
    status: thread.status,
    createdAt: thread.createdAt,
    isPullRequest: thread.isPullRequest,
    numComments: commentCount(thread),
    pinned: thread.pinned,
    ...openingReactions(thread),
  };
}

function wireEvent(
  corpus: DiscussionCorpus,
  repo: RepoContext,
  thread: CorpusThread,
  event: CorpusEvent,
  index: number,
) {
  const key = `${repo.repoType}:${repo.repoId}#${thread.num}/${index}`;
  const base = {
    id: syntheticObjectId(key, event.createdAt),
    author: wireUser(corpus, event.author, repo.owner),
    createdAt: event.createdAt,
    type: event.type,
  };
  switch (event.type) {
    case "comment": {
      const edited = event.edited === true;
      const updatedAt = edited
        ? new Date(
            Math.min(
              Date.parse(event.createdAt) + hashedInt(`edit:${key}`, 5, 240) * 60_000,
              Date.parse(`${corpus.snapshotDate}T00:00:00.000Z`),
            ),
          ).toISOString()
        : event.createdAt;
      return {
        ...base,
        data: {
          edited,
          hidden: event.hidden === true,
          latest: {
            raw: event.text,
            html: renderMarkdown(event.text),
            updatedAt,
            author: wireUser(corpus, event.author),
          },
          numEdits: edited ? 1 : 0,
          editors: edited ? [event.author] : [],
          reactions: reactionsOf(event),
          isReport: false,
          identifiedLanguage: { language: "en", probability: hashedInt(`lang:${key}`, 86, 99) / 100 },
        },
      };
    }
    case "status-change":
      return { ...base, data: { status: event.status } };
    case "title-change":
      return { ...base, data: { from: event.from, to: event.to } };
    case "commit":
      return { ...base, data: { subject: event.subject, oid: syntheticCommitSha(key, event.createdAt) } };
  }
}

/** The body of `GET /api/models/{repo_id}/discussions/{num}`: the row, `events` (oldest first) and PR fields. */
export function discussionDetailsBody(corpus: DiscussionCorpus, repo: RepoContext, thread: CorpusThread) {
  const events = thread.events.map((event, index) => wireEvent(corpus, repo, thread, event, index));
  const body: Record<string, unknown> = {
    ...discussionRow(corpus, repo, thread),
    locked: false,
    events,
  };
  if (thread.isPullRequest) {
    const merge = thread.events.find((e) => e.type === "status-change" && e.status === "merged");
    body.changes = {
      base: "refs/heads/main",
      ...(merge
        ? { mergeCommitId: syntheticCommitSha(`merge:${repo.repoId}#${thread.num}`, merge.createdAt) }
        : {}),
    };
    body.filesWithConflicts = [];
  }
  return body;
}
