import {
  type DiscussionDetails,
  type DiscussionRepoType,
  discussionDetails,
  HttpError,
  listDiscussionsPage,
} from "@hiber/hub-sdk";
import { queryOptions } from "@tanstack/react-query";
import { hubBaseUrl } from "../lib/api.ts";
import { InsightsError, otherFailure, statusLine } from "./page-errors.ts";

/** What a model card shows of the repo's discussions: how many, and the latest comment of the newest one. */
export interface ModelComments {
  count: number;
  recent?: { text: string; author: string; timestamp: Date };
}

export function modelCommentsQueryOptions(repo: string) {
  return queryOptions({
    queryKey: ["discussions", "summary", repo],
    queryFn: async ({ signal }): Promise<ModelComments> => {
      const baseUrl = hubBaseUrl();
      const page = await listDiscussionsPage({ repo, baseUrl, signal });
      const newest = page.items[0];
      const count = page.total ?? page.items.length;
      if (!newest) return { count };
      const details = await discussionDetails({ repo, num: newest.num, baseUrl, signal });
      const latest = details.comments.filter((comment) => !comment.hidden).at(-1);
      return latest
        ? { count, recent: { text: latest.text, author: latest.author.name, timestamp: latest.createdAt } }
        : { count };
    },
    staleTime: 5 * 60_000,
  });
}

/** Discussions a hub page holds (the hub's `p` pages). */
export const DISCUSSIONS_PER_PAGE = 50;

/** "Failed to fetch discussions: {status} {statusText}" for an HTTP failure; the spec's texts otherwise. */
function discussionsFailure(error: unknown): Error {
  return error instanceof HttpError
    ? new InsightsError(`Failed to fetch discussions: ${statusLine(error.status)}`)
    : otherFailure(error);
}

/** One hub page (1-based here) of a repo's discussions, newest first, with the number of pages. */
export function repoDiscussionsQueryOptions(repo: string, repoType: DiscussionRepoType, page: number) {
  return queryOptions({
    queryKey: ["discussions", "list", repoType, repo, page],
    queryFn: async ({ signal }) => {
      try {
        const result = await listDiscussionsPage({
          repo,
          repoType,
          page: page - 1,
          baseUrl: hubBaseUrl(),
          signal,
        });
        const total = result.total ?? result.items.length;
        return {
          items: result.items,
          pageCount: Math.max(
            1,
            Math.ceil(total / DISCUSSIONS_PER_PAGE),
            result.nextCursor ? page + 1 : page,
          ),
        };
      } catch (error) {
        throw discussionsFailure(error);
      }
    },
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** A discussion with its visible comments; `null` when the repo has no discussion of that number. */
export function discussionThreadQueryOptions(repo: string, repoType: DiscussionRepoType, num: number) {
  return queryOptions({
    queryKey: ["discussions", "thread", repoType, repo, num],
    queryFn: async ({ signal }): Promise<DiscussionDetails | null> => {
      try {
        const details = await discussionDetails({ repo, repoType, num, baseUrl: hubBaseUrl(), signal });
        return { ...details, comments: details.comments.filter((comment) => !comment.hidden) };
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw discussionsFailure(error);
      }
    },
    retry: false,
    staleTime: 5 * 60_000,
  });
}
