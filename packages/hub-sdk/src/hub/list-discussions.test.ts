/**
 * Contract tests: `listDiscussionsPage` / `listDiscussions` / `discussionDetails` against the hub
 * emulator over real HTTP. Expectations come from the emulator's raw wire answers and from invariants,
 * not from this SDK. Only the malformed-body cases use a tiny local `node:http` server.
 */
import { startHubEmulator } from "@hiber/emulators";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { HttpError, HubApiError, HubSdkError, InputError, InvalidResponseError } from "../errors";
import { type LocalServer, startLocalServer } from "../test/local-server";
import type { DiscussionEntry } from "../types/public";
import { discussionDetails, listDiscussions, listDiscussionsPage } from "./list-discussions";
import { listModelsPage } from "./list-models";

let hub: { url: string; close(): Promise<void> };

beforeAll(async () => {
  hub = await startHubEmulator({ port: 0 });
});

afterAll(async () => {
  await hub?.close();
});

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (error: unknown) => error,
  );
}

interface WireList {
  discussions: { num: number; title: string; status: string; createdAt: string; author: { name: string } }[];
  count: number;
  start: number;
}

async function wire(repo: string, query = ""): Promise<WireList> {
  const res = await fetch(`${hub.url}/api/models/${repo}/discussions${query}`);
  return (await res.json()) as WireList;
}

/** The store's first page of models (newest first), whose cards show discussions. */
async function storeModels(): Promise<string[]> {
  const page = await listModelsPage({ baseUrl: hub.url, sort: "lastModified", pageSize: 12 });
  return page.items.map((m) => m.id);
}

/** A repo with more than one page of discussions, found through the SDK's own list. */
async function bigRepo(): Promise<string> {
  for (const id of await storeModels()) {
    if ((await listDiscussionsPage({ baseUrl: hub.url, repo: id })).total! > 50) return id;
  }
  throw new Error("no repo with more than 50 discussions among the store's first models");
}

const newestFirst = (items: DiscussionEntry[]) =>
  items.every((item, i) => i === 0 || items[i - 1]!.createdAt.getTime() >= item.createdAt.getTime());

describe("listDiscussionsPage against the hub emulator", () => {
  it("maps the hub's list to camelCase entries with Dates, newest first, with the total count", async () => {
    for (const repo of await storeModels()) {
      const page = await listDiscussionsPage({ baseUrl: hub.url, repo });
      const raw = await wire(repo, "?p=0");
      expect(page.total).toBe(raw.count);
      expect(page.items.map((d) => d.num)).toEqual(raw.discussions.map((d) => d.num));
      expect(newestFirst(page.items)).toBe(true);
      page.items.forEach((entry, i) => {
        const row = raw.discussions[i]!;
        expect(entry).toMatchObject({
          title: row.title,
          status: row.status,
          author: { name: row.author.name },
        });
        expect(entry.createdAt).toEqual(new Date(row.createdAt));
        expect(entry.numComments).toBeGreaterThanOrEqual(1);
        expect(typeof entry.isPullRequest).toBe("boolean");
        expect(typeof entry.pinned).toBe("boolean");
        expect(entry.author.avatarUrl?.startsWith(`${hub.url}/avatars/`)).toBe(true);
      });
    }
  });

  it("reports an empty page for a model without discussions", async () => {
    const { items } = await listModelsPage({ baseUrl: hub.url, sort: "downloads", pageSize: 200 });
    let quiet: string | undefined;
    for (const model of items) {
      if ((await wire(model.id)).count === 0) {
        quiet = model.id;
        break;
      }
    }
    expect(quiet).toBeDefined();
    const page = await listDiscussionsPage({ baseUrl: hub.url, repo: quiet! });
    expect(page).toEqual({ items: [], total: 0 });
  });

  it("pages by 50 with the page number as nextCursor", async () => {
    const repo = await bigRepo();
    const first = await listDiscussionsPage({ baseUrl: hub.url, repo });
    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).toBe("1");
    const second = await listDiscussionsPage({ baseUrl: hub.url, repo, page: Number(first.nextCursor) });
    expect(second.items).toHaveLength(first.total! - 50);
    expect(second.nextCursor).toBeUndefined();
    const nums = [...first.items, ...second.items].map((d) => d.num);
    expect(new Set(nums).size).toBe(first.total);
    expect(newestFirst([...first.items, ...second.items])).toBe(true);
  });

  it("filters by status, type, author and search", async () => {
    const repo = await bigRepo();
    const all = await listDiscussionsPage({ baseUrl: hub.url, repo });
    const closed = await listDiscussionsPage({ baseUrl: hub.url, repo, status: "closed" });
    const open = await listDiscussionsPage({ baseUrl: hub.url, repo, status: "open" });
    expect(closed.items.length).toBeGreaterThan(0);
    expect(closed.items.every((d) => d.status === "closed" || d.status === "merged")).toBe(true);
    expect(open.items.every((d) => d.status === "open" || d.status === "draft")).toBe(true);
    expect(closed.total! + open.total!).toBe(all.total);

    const prs = await listDiscussionsPage({ baseUrl: hub.url, repo, type: "pull_request" });
    expect(prs.items.length).toBeGreaterThan(0);
    expect(prs.items.every((d) => d.isPullRequest)).toBe(true);

    const someone = all.items[0]!.author.name;
    const mine = await listDiscussionsPage({ baseUrl: hub.url, repo, author: someone });
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((d) => d.author.name === someone)).toBe(true);

    const word = all.items[0]!.title.split(" ")[0]!;
    const found = await listDiscussionsPage({ baseUrl: hub.url, repo, search: ` ${word.toLowerCase()} ` });
    expect(found.items.map((d) => d.num)).toContain(all.items[0]!.num);
    expect(found.items.every((d) => d.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  it("sends the hub's query parameters and repo type path", async () => {
    const fetchSpy = vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify({ discussions: [], count: 0, start: 100, numClosedDiscussions: 0 })),
    );
    await listDiscussionsPage({
      baseUrl: "https://hub.example/prefix",
      fetch: fetchSpy,
      repo: "someone/data",
      repoType: "dataset",
      page: 2,
      status: "open",
      type: "discussion",
      author: "alice",
      search: "  license ",
      sort: "trending",
    });
    const url = new URL(String(fetchSpy.mock.calls[0]![0]));
    expect(url.origin + url.pathname).toBe(
      "https://hub.example/prefix/api/datasets/someone/data/discussions",
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      p: "2",
      type: "discussion",
      status: "open",
      author: "alice",
      search: "license",
      sort: "trending",
    });
  });

  it("throws HubApiError 401 RepoNotFound for a missing repo", async () => {
    const error = await failure(listDiscussionsPage({ baseUrl: hub.url, repo: "nobody-here/no-such-model" }));
    expect(error).toBeInstanceOf(HubApiError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(HubSdkError);
    const apiError = error as HubApiError;
    expect(apiError.message).toBe("Failed to fetch discussions");
    expect(apiError.status).toBe(401);
    expect(apiError.errorCode).toBe("RepoNotFound");
    expect(apiError.requestId).toBeTruthy();
  });

  it.each([
    ["an empty repo", { repo: "" }],
    ["a path traversal", { repo: "../etc/passwd" }],
    ["too many segments", { repo: "a/b/c" }],
    ["an unknown repo type", { repo: "a/b", repoType: "collection" as "model" }],
    ["a negative page", { repo: "a/b", page: -1 }],
    ["a fractional page", { repo: "a/b", page: 1.5 }],
    ["an unknown status", { repo: "a/b", status: "merged" as "open" }],
    ["an unknown type", { repo: "a/b", type: "issue" as "all" }],
    ["a malformed token", { repo: "a/b", accessToken: "Bearer abc" }],
  ])("throws InputError for %s before any request", async (_, params) => {
    const fetchSpy = vi.fn<typeof fetch>();
    await expect(
      listDiscussionsPage({ baseUrl: hub.url, fetch: fetchSpy, ...params }),
    ).rejects.toBeInstanceOf(InputError);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("rejects with the platform's AbortError when the signal is aborted", async () => {
    const repo = (await storeModels())[0]!;
    const error = await failure(listDiscussionsPage({ baseUrl: hub.url, repo, signal: AbortSignal.abort() }));
    expect((error as Error).name).toBe("AbortError");
    expect(error).not.toBeInstanceOf(HubSdkError);
  });
});

describe("listDiscussions against the hub emulator", () => {
  it("walks every page", async () => {
    const repo = await bigRepo();
    const { total } = await listDiscussionsPage({ baseUrl: hub.url, repo });
    const nums: number[] = [];
    for await (const discussion of listDiscussions({ baseUrl: hub.url, repo })) nums.push(discussion.num);
    expect(nums).toHaveLength(total!);
    expect(new Set(nums).size).toBe(total);
  });

  it("stops after limit", async () => {
    const repo = await bigRepo();
    const fetchSpy = vi.fn<typeof fetch>((input, init) => fetch(input, init));
    const items: DiscussionEntry[] = [];
    for await (const d of listDiscussions({ baseUrl: hub.url, repo, limit: 3, fetch: fetchSpy }))
      items.push(d);
    expect(items).toHaveLength(3);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});

describe("discussionDetails against the hub emulator", () => {
  it("returns each discussion of a store model with its timeline and comments, oldest first", async () => {
    const repo = (await storeModels())[0]!;
    const { items } = await listDiscussionsPage({ baseUrl: hub.url, repo });
    expect(items.length).toBeGreaterThan(0);
    for (const entry of items) {
      const details = await discussionDetails({ baseUrl: hub.url, repo, num: entry.num });
      expect(details).toMatchObject({ ...entry, events: expect.any(Array), comments: expect.any(Array) });
      expect(details.comments).toHaveLength(entry.numComments);
      expect(details.comments).toEqual(
        details.events.filter((e) => e.type === "comment").map(({ type: _type, ...comment }) => comment),
      );
      expect(details.comments[0]!.author.name).toBe(entry.author.name);
      expect(details.comments[0]!.createdAt).toEqual(entry.createdAt);
      const times = details.events.map((e) => e.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      for (const comment of details.comments) {
        expect(comment.id).toBeTruthy();
        expect(comment.text.length).toBeGreaterThan(0);
        expect(typeof comment.edited).toBe("boolean");
        expect(typeof comment.hidden).toBe("boolean");
      }
      const lastChange = details.events.filter((e) => e.type === "status-change").at(-1);
      if (entry.status === "closed" || entry.status === "merged")
        expect(lastChange?.status).toBe(entry.status);
    }
  });

  it("maps status changes, pull request commits and renames", async () => {
    const repo = await bigRepo();
    const all: DiscussionEntry[] = [];
    for await (const d of listDiscussions({ baseUrl: hub.url, repo })) all.push(d);
    const kinds = new Set<string>();
    for (const entry of all.filter((d) => d.status !== "open" || d.isPullRequest)) {
      const details = await discussionDetails({ baseUrl: hub.url, repo, num: entry.num });
      for (const event of details.events) {
        kinds.add(event.type);
        if (event.type === "commit") expect(event.oid).toMatch(/^[0-9a-f]{40}$/);
        if (event.type === "title-change") expect(event.to).toBe(details.title);
      }
    }
    expect(kinds).toContain("status-change");
    expect(kinds).toContain("commit");
  });

  it("gives avatar URLs the hub serves", async () => {
    const repo = (await storeModels())[0]!;
    const { items } = await listDiscussionsPage({ baseUrl: hub.url, repo });
    const details = await discussionDetails({ baseUrl: hub.url, repo, num: items[0]!.num });
    const res = await fetch(details.comments[0]!.author.avatarUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
  });

  it("throws HubApiError 404 for an unknown number and 401 for an unknown repo", async () => {
    const repo = (await storeModels())[0]!;
    const missing = (await failure(
      discussionDetails({ baseUrl: hub.url, repo, num: 999_999 }),
    )) as HubApiError;
    expect(missing).toBeInstanceOf(HubApiError);
    expect(missing.status).toBe(404);
    expect(missing.serverMessage).toBe("Discussion not found");
    expect(missing.message).toBe("Failed to fetch discussions");

    const noRepo = (await failure(
      discussionDetails({ baseUrl: hub.url, repo: "nobody-here/no-such-model", num: 1 }),
    )) as HubApiError;
    expect(noRepo).toBeInstanceOf(HubApiError);
    expect(noRepo.status).toBe(401);
    expect(noRepo.errorCode).toBe("RepoNotFound");
  });

  it.each([
    ["a bad repo name", { repo: "not a repo", num: 1 }],
    ["num 0", { repo: "a/b", num: 0 }],
    ["a fractional num", { repo: "a/b", num: 1.5 }],
  ])("throws InputError for %s before any request", async (_, params) => {
    const fetchSpy = vi.fn<typeof fetch>();
    await expect(discussionDetails({ baseUrl: hub.url, fetch: fetchSpy, ...params })).rejects.toBeInstanceOf(
      InputError,
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("rejects with the platform's AbortError when the signal is aborted", async () => {
    const repo = (await storeModels())[0]!;
    const error = await failure(
      discussionDetails({ baseUrl: hub.url, repo, num: 1, signal: AbortSignal.abort() }),
    );
    expect((error as Error).name).toBe("AbortError");
    expect(error).not.toBeInstanceOf(HubSdkError);
  });
});

describe("malformed bodies (local node:http server)", () => {
  let server: LocalServer;
  let body = "";

  beforeAll(async () => {
    server = await startLocalServer((_req, res) => {
      res.setHeader("Content-Type", "application/json");
      res.end(body);
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  const discussion = {
    num: 1,
    title: "Hi",
    status: "open",
    createdAt: "2025-01-01T00:00:00.000Z",
    isPullRequest: false,
    author: { name: "alice" },
  };

  it.each([
    ["not JSON", "<html>oops</html>"],
    ["an array", "[]"],
    ["discussions that is not a list", JSON.stringify({ discussions: "x", count: 1, start: 0 })],
    [
      "a row without num",
      JSON.stringify({ discussions: [{ ...discussion, num: undefined }], count: 1, start: 0 }),
    ],
    [
      "an unknown status",
      JSON.stringify({ discussions: [{ ...discussion, status: "locked" }], count: 1, start: 0 }),
    ],
    ["no count", JSON.stringify({ discussions: [discussion], start: 0 })],
  ])("listDiscussionsPage throws InvalidResponseError for %s", async (_, text) => {
    body = text;
    const error = await failure(listDiscussionsPage({ baseUrl: server.url, repo: "a/b" }));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as InvalidResponseError).message).toBe("Invalid response format");
  });

  it.each([
    ["no events", JSON.stringify(discussion)],
    [
      "a comment without text",
      JSON.stringify({
        ...discussion,
        events: [{ id: "1", type: "comment", createdAt: discussion.createdAt, data: {} }],
      }),
    ],
  ])("discussionDetails throws InvalidResponseError for %s", async (_, text) => {
    body = text;
    const error = await failure(discussionDetails({ baseUrl: server.url, repo: "a/b", num: 1 }));
    expect(error).toBeInstanceOf(InvalidResponseError);
  });

  it("reads a missing author as a deleted account and keeps unknown event types", async () => {
    body = JSON.stringify({
      ...discussion,
      author: undefined,
      events: [
        { id: "e1", type: "comment", createdAt: discussion.createdAt, data: { latest: { raw: "Hello" } } },
        {
          id: "e2",
          type: "pinning",
          createdAt: "2025-01-02T00:00:00.000Z",
          author: { name: "bob" },
          data: {},
        },
      ],
    });
    const details = await discussionDetails({ baseUrl: server.url, repo: "a/b", num: 1 });
    expect(details.author).toEqual({ name: "deleted" });
    expect(details.comments).toEqual([
      {
        id: "e1",
        author: { name: "deleted" },
        createdAt: new Date(discussion.createdAt),
        text: "Hello",
        edited: false,
        hidden: false,
      },
    ]);
    expect(details.events[1]).toMatchObject({ type: "other", rawType: "pinning", author: { name: "bob" } });
    expect(details.numComments).toBe(0);
  });
});
