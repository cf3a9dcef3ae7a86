import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { rawCatalogue, rawModels } from "../../test/oracle";
import { buildCatalogue } from "../catalogue";
import { buildDiscussionCorpus, defaultDiscussionCorpus } from "./corpus";
import { isClosedStatus, type RawThread, rawComments, rawDiscussionFile, rawThreads } from "./test-oracle";

const repos = rawDiscussionFile.repos;
const byLastModified = [...rawModels].sort((a, b) => Date.parse(b.lastModified) - Date.parse(a.lastModified));

describe("the shipped sample corpus (catalogue/discussions.json)", () => {
  it("is labelled as sample content and stays small", () => {
    expect(rawDiscussionFile.note).toMatch(
      /^Sample discussions written for the emulator; not real hub content/,
    );
    expect(rawDiscussionFile.snapshotDate).toBe(rawCatalogue.snapshotDate);
    const path = fileURLToPath(new URL("../catalogue/discussions.json", import.meta.url));
    expect(statSync(path).size).toBeLessThan(250 * 1024);
  });

  it("loads and validates against the shipped models", () => {
    const corpus = defaultDiscussionCorpus();
    for (const id of Object.keys(repos)) expect(corpus.threads(id)).toHaveLength(rawThreads(id).length);
  });

  it("covers at least 60 models, including the store's first two pages (12 newest by lastModified)", () => {
    expect(Object.keys(repos).length).toBeGreaterThanOrEqual(60);
    for (const model of byLastModified.slice(0, 12)) expect(rawThreads(model.id).length).toBeGreaterThan(0);
  });

  it("leaves some models with no discussions", () => {
    const without = rawModels.filter((m) => rawThreads(m.id).length === 0);
    expect(without.length).toBeGreaterThan(0);
  });

  it("has a repo with more threads than one 50-item page", () => {
    expect(Math.max(...Object.values(repos).map((threads) => threads.length))).toBeGreaterThan(55);
  });

  it("has 1 to 5 comments per thread, by known users, dated between the model's creation and the snapshot", () => {
    const snapshot = Date.parse(`${rawDiscussionFile.snapshotDate}T00:00:00.000Z`);
    for (const [id, threads] of Object.entries(repos)) {
      const model = rawModels.find((m) => m.id === id);
      expect(model, id).toBeDefined();
      for (const thread of threads) {
        const comments = rawComments(thread).length;
        expect(comments, `${id}#${thread.num}`).toBeGreaterThanOrEqual(1);
        expect(comments, `${id}#${thread.num}`).toBeLessThanOrEqual(5);
        for (const event of thread.events) {
          expect(rawDiscussionFile.users).toHaveProperty([event.author]);
          const at = Date.parse(event.createdAt);
          expect(at).toBeGreaterThanOrEqual(Date.parse(model!.createdAt));
          expect(at).toBeLessThanOrEqual(snapshot);
        }
      }
    }
  });

  it("mixes discussions and pull requests in every status, with status changes and varied authors", () => {
    const all = Object.values(repos).flat();
    expect(new Set(all.map((t) => t.status))).toEqual(new Set(["open", "closed", "merged", "draft"]));
    expect(all.some((t) => t.isPullRequest)).toBe(true);
    const types = new Set(all.flatMap((t) => t.events.map((e) => e.type)));
    expect(types).toEqual(new Set(["comment", "status-change", "title-change", "commit"]));
    for (const thread of all.filter((t) => isClosedStatus(t.status))) {
      expect(thread.events.some((e) => e.type === "status-change" && e.status === thread.status)).toBe(true);
    }
    expect(new Set(all.map((t) => t.author)).size).toBeGreaterThan(30);
    // Some replies come from members of the repo owner's organisation.
    const orgReplies = Object.entries(repos).flatMap(([id, threads]) =>
      threads.flatMap((t) =>
        rawComments(t).filter((c) => rawDiscussionFile.users[c.author]?.orgs?.includes(id.split("/")[0]!)),
      ),
    );
    expect(orgReplies.length).toBeGreaterThan(20);
  });
});

describe("buildDiscussionCorpus", () => {
  const catalogue = buildCatalogue(rawCatalogue);
  const repoId = "openai-community/gpt2";
  const users = { alice: { isPro: false, isHf: false }, bob: { isPro: false, isHf: false } };
  const thread = (overrides: Partial<RawThread> = {}): RawThread => ({
    num: 1,
    title: "Question",
    author: "alice",
    createdAt: "2024-01-01T00:00:00.000Z",
    isPullRequest: false,
    status: "open",
    pinned: false,
    events: [{ type: "comment", author: "alice", createdAt: "2024-01-01T00:00:00.000Z", text: "Hi" }],
    ...overrides,
  });
  const file = (threads: unknown[], id = repoId) => ({
    snapshotDate: "2025-06-01",
    users,
    repos: { [id]: threads },
  });
  const closed = thread({
    status: "closed",
    events: [
      { type: "comment", author: "alice", createdAt: "2024-01-01T00:00:00.000Z", text: "Hi" },
      { type: "status-change", author: "bob", createdAt: "2024-01-02T00:00:00.000Z", status: "closed" },
    ],
  });

  it("accepts a well-formed file and serves threads by num", () => {
    const corpus = buildDiscussionCorpus(file([closed, thread({ num: 2 })]), catalogue);
    expect(corpus.threads(repoId).map((t) => t.num)).toEqual([1, 2]);
    expect(corpus.threads("someone/else")).toEqual([]);
    expect(corpus.user("bob")).toEqual(users.bob);
  });

  it.each([
    ["a repo that is not in the catalogue", file([thread()], "nobody/nothing")],
    ["an unknown author", file([thread({ author: "carol" })])],
    ["a duplicate num", file([thread(), thread()])],
    ["a first event that is not the opener's comment", file([thread({ author: "bob" })])],
    ["events out of order", file([{ ...closed, events: [...closed.events].reverse() }])],
    ["a status that does not match the last status change", file([{ ...closed, status: "open" }])],
    ["a merged discussion (not a pull request)", file([{ ...closed, status: "merged" }])],
    [
      "an event after the snapshot date",
      file([
        thread({
          createdAt: "2026-01-01T00:00:00.000Z",
          events: [{ ...thread().events[0]!, createdAt: "2026-01-01T00:00:00.000Z" }],
        }),
      ]),
    ],
    [
      "an event before the model was created",
      file([
        thread({
          createdAt: "2019-01-01T00:00:00.000Z",
          events: [{ ...thread().events[0]!, createdAt: "2019-01-01T00:00:00.000Z" }],
        }),
      ]),
    ],
    [
      "an unknown event type",
      file([
        {
          ...closed,
          events: [...closed.events, { type: "merge", author: "bob", createdAt: "2024-02-01T00:00:00.000Z" }],
        },
      ]),
    ],
  ])("rejects %s", (_, input) => {
    expect(() => buildDiscussionCorpus(input, catalogue)).toThrow(/discussions/);
  });
});
