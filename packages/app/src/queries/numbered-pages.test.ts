import type { Page } from "@hiber/hub-sdk";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { knownTotal, MAX_WINDOW_REQUEST, numberedPageQueryOptions } from "./numbered-pages.ts";

/**
 * A cursor-paged list of 1..`length`, as the hub pages: a cursor is the next request whole (its position and
 * the page size it was asked with), opaque to the caller. Records each request's position and size.
 */
function numbers(length: number) {
  const requests: { start: number; size: number }[] = [];
  const fetchPage = async ({
    cursor,
    pageSize,
  }: {
    cursor?: string;
    pageSize: number;
  }): Promise<Page<number>> => {
    const { start, size } = cursor === undefined ? { start: 0, size: pageSize } : JSON.parse(atob(cursor));
    requests.push({ start, size });
    const items = Array.from({ length }, (_, i) => i + 1).slice(start, start + size);
    const next = start + size < length ? btoa(JSON.stringify({ start: start + size, size })) : undefined;
    return { items, total: length, ...(next ? { nextCursor: next } : {}) };
  };
  return { requests, fetchPage };
}

type FetchNumbers = ReturnType<typeof numbers>["fetchPage"];

const page = (client: QueryClient, n: number, fetchPage: FetchNumbers, pageSize = 3) =>
  client.query({
    ...numberedPageQueryOptions(["numbers"], n, pageSize, fetchPage),
    staleTime: Number.POSITIVE_INFINITY,
  });

describe("numberedPageQueryOptions", () => {
  it("fetches page 1, then each next page with the previous page's cursor", async () => {
    const client = new QueryClient();
    const { requests, fetchPage } = numbers(10);
    expect(await page(client, 1, fetchPage)).toMatchObject({ page: 1, items: [1, 2, 3], hasNextPage: true });
    expect(await page(client, 2, fetchPage)).toMatchObject({ page: 2, items: [4, 5, 6], total: 10 });
    expect(requests).toEqual([
      { start: 0, size: 3 },
      { start: 3, size: 3 },
    ]);
  });

  it("fetches a deep link's page in one request covering the pages up to it, and caches them", async () => {
    const client = new QueryClient();
    const { requests, fetchPage } = numbers(10);
    expect(await page(client, 3, fetchPage)).toMatchObject({ page: 3, items: [7, 8, 9], hasNextPage: true });
    expect(requests).toEqual([{ start: 0, size: 12 }]);

    expect(await page(client, 2, fetchPage)).toMatchObject({ page: 2, items: [4, 5, 6] });
    expect(await page(client, 4, fetchPage)).toMatchObject({ page: 4, items: [10], hasNextPage: false });
    expect(requests).toHaveLength(1);
  });

  it("resolves a page past the end to the last page, with its number, in one request", async () => {
    const client = new QueryClient();
    const { requests, fetchPage } = numbers(10);
    const last = await page(client, 99, fetchPage);
    expect(last).toMatchObject({ page: 4, items: [10], hasNextPage: false });
    expect(requests).toHaveLength(1);
  });

  it("asks for at most the hub's largest page and follows the cursors beyond it", async () => {
    const client = new QueryClient();
    const { requests, fetchPage } = numbers(2500);
    const far = await page(client, 300, fetchPage, 6);
    expect(far).toMatchObject({ page: 300, hasNextPage: true });
    expect(far.items).toEqual([1795, 1796, 1797, 1798, 1799, 1800]);
    expect(requests).toEqual([
      { start: 0, size: MAX_WINDOW_REQUEST },
      { start: MAX_WINDOW_REQUEST, size: MAX_WINDOW_REQUEST },
    ]);
  });

  it("fails with the request's error", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const failing = async () => {
      throw new Error("the list is down");
    };
    await expect(page(client, 3, failing)).rejects.toThrow("the list is down");
  });
});

describe("knownTotal", () => {
  const at = (n: number, items: number[], hasNextPage: boolean, total?: number) => ({
    page: n,
    items,
    hasNextPage,
    ...(total === undefined ? {} : { total }),
  });

  it("is the service's total when it reports one", () => {
    expect(knownTotal(at(1, [1, 2, 3], true, 40), 3)).toEqual({ total: 40 });
  });

  it("is a lower bound while more pages follow and the service gives no total", () => {
    expect(knownTotal(at(2, [4, 5, 6], true), 3)).toEqual({ total: 6, totalMore: true });
  });

  it("is exact on the last page without a total", () => {
    expect(knownTotal(at(3, [7], false), 3)).toEqual({ total: 7 });
  });

  it("is unknown before the first page", () => {
    expect(knownTotal(undefined, 3)).toEqual({});
  });
});
