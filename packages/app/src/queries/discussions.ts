import { discussionDetails, listDiscussionsPage } from "@hiber/hub-sdk";
import { queryOptions } from "@tanstack/react-query";
import { hubBaseUrl } from "../lib/api.ts";

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
