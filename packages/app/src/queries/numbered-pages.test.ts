import type { Page } from "@hiber/hub-sdk";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { numberedPageQueryOptions } from "./numbered-pages.ts";

/** A cursor-paged list of 1..10 in pages of 3 (cursors are opaque strings), recording each request's cursor. */
function numbers() {
  const requests: (string | undefined)[] = [];
  const fetchPage = async ({ cursor }: { cursor?: string }): Promise<Page<number>> => {
    requests.push(cursor);
    const start = cursor === undefined ? 0 : Number(atob(cursor));
    const items = Array.from({ length: 10 }, (_, i) => i + 1).slice(start, start + 3);
    const next = start + 3 < 10 ? btoa(String(start + 3)) : undefined;
    return { items, total: 10, ...(next ? { nextCursor: next } : {}) };
  };
  return { requests, fetchPage };
}

const page = (client: QueryClient, n: number, fetchPage: ReturnType<typeof numbers>["fetchPage"]) =>
  client.query({
    ...numberedPageQueryOptions(["numbers"], n, fetchPage),
    staleTime: Number.POSITIVE_INFINITY,
  });

describe("numberedPageQueryOptions", () => {
  it("walks a deep link's earlier pages once, then serves every page from its own query", async () => {
    const client = new QueryClient();
    const { requests, fetchPage } = numbers();
    expect(await page(client, 3, fetchPage)).toMatchObject({ page: 3, items: [7, 8, 9], total: 10 });
    expect(requests.map((c) => c && atob(c))).toEqual([undefined, "3", "6"]);

    expect(await page(client, 2, fetchPage)).toMatchObject({ page: 2, items: [4, 5, 6] });
    expect(await page(client, 4, fetchPage)).toMatchObject({ page: 4, items: [10] });
    expect(requests).toHaveLength(4);
  });

  it("resolves a page past the end to the last page, with its number", async () => {
    const client = new QueryClient();
    const { requests, fetchPage } = numbers();
    const last = await page(client, 99, fetchPage);
    expect(last).toMatchObject({ page: 4, items: [10] });
    expect(last.nextCursor).toBeUndefined();
    expect(requests).toHaveLength(4);
  });

  it("fails with the earlier page's error when one of them fails", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { fetchPage } = numbers();
    const failing = async (params: { cursor?: string }) => {
      if (params.cursor !== undefined) throw new Error("page 2 is down");
      return fetchPage(params);
    };
    await expect(page(client, 3, failing)).rejects.toThrow("page 2 is down");
  });
});
