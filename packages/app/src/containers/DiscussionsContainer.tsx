import type { DiscussionRepoType } from "@hiber/hub-sdk";
import { DiscussionsScreen, type DiscussionThreadState } from "@hiber/ui";
import { useQuery } from "@tanstack/react-query";
import { useLocation, useParams } from "react-router-dom";
import { usePublicConfig } from "../lib/api.ts";
import { readInt, useUrlState } from "../lib/searchParams.ts";
import { discussionThreadQueryOptions, repoDiscussionsQueryOptions } from "../queries/discussions.ts";
import { datasetInsightsQueryOptions, modelInsightsQueryOptions } from "../queries/insights.ts";
import { datasetEntity, modelEntity, tweetsEntity } from "./insights-entities.ts";
import { insightsPostsProps, useInsightsSocial } from "./useInsightsSocial.ts";

/** The repo's insights page query, for the posts' search terms (the same posts as on that page). */
function useRepoEntity(repoType: DiscussionRepoType, id: string) {
  const model = useQuery({ ...modelInsightsQueryOptions(id), enabled: repoType === "model" });
  const dataset = useQuery({ ...datasetInsightsQueryOptions(id), enabled: repoType === "dataset" });
  if (repoType === "dataset") {
    if (dataset.isPending) return undefined;
    return dataset.data ? tweetsEntity(datasetEntity(dataset.data)) : { kind: "dataset" as const, id };
  }
  if (model.isPending) return undefined;
  return model.data?.kind === "model"
    ? tweetsEntity(modelEntity(model.data.model))
    : { kind: "model" as const, id };
}

/**
 * /model/{author}/{modelId}/discussions and /dataset/{author}/{datasetId}/discussions: the repo's hub
 * discussions (page in `?page=`, the opened one in `?num=`) beside the posts about the repo.
 */
export function DiscussionsContainer() {
  const { author = "", modelId, datasetId } = useParams();
  const repoType: DiscussionRepoType = datasetId === undefined ? "model" : "dataset";
  const id = `${author}/${modelId ?? datasetId ?? ""}`;
  const { pathname } = useLocation();
  const [params, update] = useUrlState();
  const page = readInt(params, "page", 1);
  const rawNum = params.get("num");
  const num = rawNum !== null && /^\d+$/.test(rawNum) ? Number(rawNum) : undefined;

  const list = useQuery(repoDiscussionsQueryOptions(id, repoType, page));
  const opened = useQuery({
    ...discussionThreadQueryOptions(id, repoType, num ?? 0),
    enabled: num !== undefined,
  });
  const social = useInsightsSocial(useRepoEntity(repoType, id));
  const hubEmulated = usePublicConfig().data?.upstreams.hub.emulated;

  const pageQuery = page > 1 ? `page=${page}&` : "";
  const thread: DiscussionThreadState | undefined =
    rawNum === null
      ? undefined
      : num === undefined || opened.data === null
        ? { num: num ?? rawNum, status: "not-found" }
        : opened.isPending
          ? { num, status: "loading" }
          : opened.isError
            ? { num, status: "error", error: opened.error.message, onRetry: () => void opened.refetch() }
            : {
                num,
                status: "success",
                discussion: {
                  ...opened.data,
                  author: opened.data.author.name,
                  comments: opened.data.comments.map((comment) => ({
                    ...comment,
                    author: comment.author.name,
                  })),
                },
              };

  return (
    <DiscussionsScreen
      repo={id}
      kind={repoType === "dataset" ? "dataset" : "model"}
      backHref={repoType === "dataset" ? `/dataset/${id}/details` : `/model/${id}`}
      status={list.isPending ? "loading" : list.isError ? "error" : "success"}
      discussions={list.data?.items.map((entry) => ({ ...entry, author: entry.author.name }))}
      error={list.error?.message}
      onRetry={() => void list.refetch()}
      page={page}
      pageCount={list.data?.pageCount}
      onPageChange={(next) => update({ page: next === 1 ? undefined : next })}
      discussionHref={(n) => `${pathname}?${pageQuery}num=${n}`}
      listHref={page > 1 ? `${pathname}?page=${page}` : pathname}
      thread={thread}
      sample={hubEmulated}
      posts={insightsPostsProps(social)}
    />
  );
}
