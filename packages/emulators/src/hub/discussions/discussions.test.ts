import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startHubEmulator } from "../../index";
import { getJson } from "../../test/http";
import { rawModels } from "../../test/oracle";
import {
  isClosedStatus,
  numsNewestFirst,
  type RawThread,
  rawComments,
  rawDiscussionFile,
  rawThreads,
} from "./test-oracle";

interface Row {
  num: number;
  author: { name: string; avatarUrl: string; fullname: string; type: string; isPro: boolean; isHf: boolean };
  repo: { name: string; type: string };
  title: string;
  status: string;
  createdAt: string;
  isPullRequest: boolean;
  numComments: number;
  pinned: boolean;
  topReactions: { reaction: string; count: number }[];
  numReactionUsers: number;
}
interface ListBody {
  discussions: Row[];
  count: number;
  start: number;
  numClosedDiscussions: number;
}
interface WireEvent {
  id: string;
  type: string;
  createdAt: string;
  author: { name: string; isOrgMember: boolean; isOwner: boolean };
  data: Record<string, unknown> & {
    latest?: { raw: string; html: string; updatedAt: string; author: { name: string } };
  };
}
type DetailsBody = Row & {
  events: WireEvent[];
  locked: boolean;
  changes?: { base: string; mergeCommitId?: string };
  filesWithConflicts?: string[];
};

let hub: RunningServer;
beforeAll(async () => {
  hub = await startHubEmulator();
});
afterAll(async () => {
  await hub.close();
});

const repos = rawDiscussionFile.repos;
const list = (repo: string, query = "") =>
  getJson<ListBody>(`${hub.url}/api/models/${repo}/discussions${query}`);
const details = (repo: string, num: number | string) =>
  getJson<DetailsBody>(`${hub.url}/api/models/${repo}/discussions/${num}`);

const newestFirst = [...rawModels].sort((a, b) => Date.parse(b.lastModified) - Date.parse(a.lastModified));
/** The repo with the most threads (more than one page). */
const [bigRepo, bigThreads] = Object.entries(repos).sort((a, b) => b[1].length - a[1].length)[0]!;
/** A covered repo with both discussions and pull requests and closed threads. */
const mixedRepo = Object.keys(repos).find((id) => {
  const threads = rawThreads(id);
  return (
    threads.length >= 4 &&
    threads.some((t) => t.isPullRequest) &&
    threads.some((t) => !t.isPullRequest) &&
    threads.some((t) => isClosedStatus(t.status)) &&
    threads.some((t) => !isClosedStatus(t.status))
  );
})!;

function expectRowMatches(row: Row, thread: RawThread, repo: string) {
  expect(row).toMatchObject({
    num: thread.num,
    title: thread.title,
    status: thread.status,
    createdAt: thread.createdAt,
    isPullRequest: thread.isPullRequest,
    pinned: thread.pinned,
    numComments: rawComments(thread).length,
    repo: { name: repo, type: "model" },
    author: { name: thread.author, type: "user" },
  });
  const reactions = thread.events[0]?.reactions ?? {};
  expect(row.numReactionUsers).toBe(new Set(Object.values(reactions).flat()).size);
  expect(row.topReactions.map((r) => r.reaction).sort()).toEqual(Object.keys(reactions).sort());
}

describe("GET /api/models/{repo_id}/discussions", () => {
  it.each(newestFirst.slice(0, 12).map((m) => m.id))(
    "lists %s newest first, with the corpus' counts",
    async (repo) => {
      const { status, body, headers } = await list(repo);
      const threads = rawThreads(repo);
      expect(status).toBe(200);
      expect(headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(body.count).toBe(threads.length);
      expect(body.start).toBe(0);
      expect(body.numClosedDiscussions).toBe(threads.filter((t) => isClosedStatus(t.status)).length);
      expect(body.discussions.map((d) => d.num)).toEqual(numsNewestFirst(threads).slice(0, 50));
      for (const row of body.discussions)
        expectRowMatches(row, threads.find((t) => t.num === row.num)!, repo);
    },
  );

  it("answers an empty list for a model without discussions", async () => {
    const quiet = rawModels.find((m) => rawThreads(m.id).length === 0)!;
    const { status, body } = await list(quiet.id);
    expect(status).toBe(200);
    expect(body).toEqual({ discussions: [], count: 0, start: 0, numClosedDiscussions: 0 });
  });

  it("pages by 50 with a 0-based p", async () => {
    const first = await list(bigRepo, "?p=0");
    const second = await list(bigRepo, "?p=1");
    const beyond = await list(bigRepo, "?p=2");
    expect(first.body.discussions).toHaveLength(50);
    expect(first.body.count).toBe(bigThreads.length);
    expect(second.body.start).toBe(50);
    expect(second.body.discussions).toHaveLength(bigThreads.length - 50);
    expect(second.body.count).toBe(bigThreads.length);
    expect(beyond.body).toMatchObject({ discussions: [], count: bigThreads.length, start: 100 });
    const nums = [...first.body.discussions, ...second.body.discussions].map((d) => d.num);
    expect(nums).toEqual(numsNewestFirst(bigThreads));
  });

  it("filters by type and status", async () => {
    const threads = rawThreads(mixedRepo);
    const prs = await list(mixedRepo, "?type=pull_request");
    expect(prs.body.discussions.map((d) => d.num)).toEqual(
      numsNewestFirst(threads.filter((t) => t.isPullRequest)),
    );
    const discussions = await list(mixedRepo, "?type=discussion");
    expect(discussions.body.count).toBe(threads.filter((t) => !t.isPullRequest).length);
    const closed = await list(mixedRepo, "?status=closed");
    expect(closed.body.discussions.map((d) => d.num)).toEqual(
      numsNewestFirst(threads.filter((t) => isClosedStatus(t.status))),
    );
    const open = await list(mixedRepo, "?status=open");
    expect(open.body.count).toBe(threads.filter((t) => !isClosedStatus(t.status)).length);
    expect(open.body.numClosedDiscussions).toBe(closed.body.count);
  });

  it("filters by author and by a case-insensitive title search", async () => {
    const thread = bigThreads[0]!;
    const byAuthor = await list(bigRepo, `?author=${thread.author}`);
    expect(byAuthor.body.discussions.map((d) => d.num)).toEqual(
      numsNewestFirst(bigThreads.filter((t) => t.author === thread.author)),
    );
    const word = thread.title.split(" ")[0]!;
    const search = await list(bigRepo, `?search=${encodeURIComponent(word.toUpperCase())}`);
    expect(search.body.discussions.map((d) => d.num)).toEqual(
      numsNewestFirst(bigThreads.filter((t) => t.title.toLowerCase().includes(word.toLowerCase()))),
    );
    expect(search.body.count).toBeGreaterThan(0);
  });

  it("sorts by reactions", async () => {
    const { body } = await list(bigRepo, "?sort=reactions");
    const counts = body.discussions.map((d) => d.numReactionUsers);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(body.count).toBe(bigThreads.length);
  });

  it.each(["?p=-1", "?p=x", "?type=issue", "?status=merged", "?sort=oldest"])(
    "answers 400 for %s",
    async (query) => {
      const { status, body } = await list(bigRepo, query);
      expect(status).toBe(400);
      expect(body).toHaveProperty("error");
    },
  );

  it("answers 401 RepoNotFound for an unknown repo, as the model endpoints do", async () => {
    const response = await fetch(`${hub.url}/api/models/nobody-here/nothing/discussions`);
    expect(response.status).toBe(401);
    expect(response.headers.get("x-error-code")).toBe("RepoNotFound");
    expect(response.headers.get("x-request-id")).toBeTruthy();
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.json()).toEqual({ error: "Repository not found" });
  });

  it("leaves the model endpoints reachable", async () => {
    const repo = newestFirst[0]!.id;
    const info = await getJson<{ id: string }>(`${hub.url}/api/models/${repo}`);
    expect(info.status).toBe(200);
    expect(info.body.id).toBe(repo);
    const pinned = await getJson<{ id: string }>(`${hub.url}/api/models/${repo}/revision/main`);
    expect(pinned.body.id).toBe(repo);
  });
});

describe("GET /api/models/{repo_id}/discussions/{num}", () => {
  it("returns every thread of a repo with its events, oldest first", async () => {
    for (const thread of rawThreads(mixedRepo)) {
      const { status, body } = await details(mixedRepo, thread.num);
      expect(status).toBe(200);
      expectRowMatches(body, thread, mixedRepo);
      expect(body.locked).toBe(false);
      expect(body.events.map((e) => [e.type, e.createdAt, e.author.name])).toEqual(
        thread.events.map((e) => [e.type, e.createdAt, e.author]),
      );
      thread.events.forEach((event, i) => {
        const wire = body.events[i]!;
        expect(wire.id).toMatch(/^[0-9a-f]{24}$/);
        if (event.type === "comment") {
          expect(wire.data).toMatchObject({ edited: !!event.edited, hidden: !!event.hidden });
          expect(wire.data.latest?.raw).toBe(event.text);
          expect(wire.data.latest?.html).toMatch(/^<(p|pre)>/);
        }
        if (event.type === "status-change") expect(wire.data).toEqual({ status: event.status });
        if (event.type === "title-change") expect(wire.data).toEqual({ from: event.from, to: event.to });
        if (event.type === "commit") {
          expect(wire.data).toMatchObject({
            subject: event.subject,
            oid: expect.stringMatching(/^[0-9a-f]{40}$/),
          });
        }
      });
      expect(new Set(body.events.map((e) => e.id)).size).toBe(body.events.length);
      if (thread.isPullRequest) {
        expect(body.changes?.base).toBe("refs/heads/main");
        expect(body.filesWithConflicts).toEqual([]);
        expect(body.changes?.mergeCommitId !== undefined).toBe(thread.status === "merged");
      } else {
        expect(body).not.toHaveProperty("changes");
      }
    }
  });

  it("marks comments by members of the repo owner's organisation", async () => {
    const [repo, thread] = Object.entries(repos)
      .flatMap(([id, threads]) => threads.map((t) => [id, t] as const))
      .find(([id, t]) =>
        rawComments(t).some((c) => rawDiscussionFile.users[c.author]?.orgs?.includes(id.split("/")[0]!)),
      )!;
    const { body } = await details(repo, thread.num);
    const owner = repo.split("/")[0]!;
    for (const event of body.events) {
      expect(event.author.isOrgMember).toBe(
        !!rawDiscussionFile.users[event.author.name]?.orgs?.includes(owner),
      );
    }
    expect(body.events.some((e) => e.author.isOrgMember)).toBe(true);
  });

  it("renders Markdown to escaped HTML", async () => {
    const [repo, thread] = Object.entries(repos)
      .flatMap(([id, threads]) => threads.map((t) => [id, t] as const))
      .find(([, t]) => rawComments(t).some((c) => c.text?.includes("```")))!;
    const { body } = await details(repo, thread.num);
    const comment = body.events.find((e) => e.data.latest?.raw.includes("```"))!;
    expect(comment.data.latest?.html).toContain("<pre><code");
    expect(comment.data.latest?.html).not.toContain("```");
  });

  it.each([999_999, "abc"])("answers 404 Discussion not found for num %s", async (num) => {
    const { status, body } = await details(bigRepo, num);
    expect(status).toBe(404);
    expect(body).toEqual({ error: "Discussion not found" });
  });

  it("answers 401 RepoNotFound for an unknown repo", async () => {
    const { status, headers } = await details("nobody-here/nothing", 1);
    expect(status).toBe(401);
    expect(headers.get("x-error-code")).toBe("RepoNotFound");
  });
});

describe("GET /avatars/{hash}.svg", () => {
  it("serves the avatar of a discussion author", async () => {
    const { body } = await list(bigRepo);
    const url = new URL(body.discussions[0]!.author.avatarUrl, hub.url);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(await response.text()).toMatch(/^<svg/);
  });

  it("answers 404 for an unknown avatar", async () => {
    expect((await fetch(`${hub.url}/avatars/00000000000000000000000000000000.svg`)).status).toBe(404);
  });
});

describe("GET /api/datasets/{repo_id}/discussions", () => {
  it("answers a known dataset with an empty list (the sample corpus has no dataset threads)", async () => {
    const list = await getJson(`${hub.url}/api/datasets/scikit-learn/iris/discussions`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ discussions: [], count: 0, start: 0, numClosedDiscussions: 0 });
    const one = await getJson<{ error: string }>(`${hub.url}/api/datasets/scikit-learn/iris/discussions/1`);
    expect(one.status).toBe(404);
    expect(one.body.error).toBe("Discussion not found");
  });

  it("answers an unknown dataset as the hub answers an unknown repo", async () => {
    const list = await getJson<{ error: string }>(`${hub.url}/api/datasets/nobody/nothing/discussions`);
    expect(list.status).toBe(401);
  });
});
