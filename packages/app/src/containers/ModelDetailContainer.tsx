import { type ModelCommentDraft, ModelDetailScreen, type ModelDetailTab } from "@hiber/ui";
import { ModelVisualization } from "@hiber/ui/visualization";
import { describeWalletError, SignedActionError, useSignedAction } from "@hiber/wallet-kit";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams, useSearchParams } from "react-router-dom";
import { usePublicConfig } from "../lib/api.ts";
import { COMMENT_ACTIONS, modelCommentsPath, modelIdFromSlug } from "../lib/model-detail.ts";
import { shareLink } from "../lib/share.ts";
import {
  isModelNotFound,
  modelCommentsQueryOptions,
  modelDetailQueryOptions,
} from "../queries/model-detail.ts";
import { commentView, hubDiscussionView, modelDetailView } from "./model-detail-view.ts";
import { useRepoCard } from "./useRepoCard.ts";

const TABS: readonly ModelDetailTab[] = ["overview", "discussion", "community"];

/** A failed signed action in plain words (the server's message, or the wallet's). */
function actionMessage(error: unknown): string {
  return error instanceof SignedActionError ? error.message : describeWalletError(error).message;
}

/**
 * /models/{slug} (spec §2.1): the model's record and its wallet-signed comments; the tab in `?tab=`.
 * Posting, liking and reporting are signed with the connected wallet (`useSignedAction`).
 */
export function ModelDetailContainer() {
  const { slug = "" } = useParams();
  const id = modelIdFromSlug(slug);
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("tab") as ModelDetailTab | null;
  const tab = tabParam && TABS.includes(tabParam) ? tabParam : "overview";
  const detail = useQuery({ ...modelDetailQueryOptions(id ?? ""), enabled: id !== null });
  const comments = useQuery({ ...modelCommentsQueryOptions(id ?? ""), enabled: detail.isSuccess });
  const hubEmulated = usePublicConfig().data?.upstreams.hub.emulated;
  const card = useRepoCard("model", id ?? "", detail.isSuccess);
  const signed = useSignedAction();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ["model-detail", id] });

  const post = useMutation({
    mutationFn: (draft: ModelCommentDraft) =>
      signed.post(modelCommentsPath(id ?? ""), COMMENT_ACTIONS.post, {
        model: id ?? "",
        text: draft.content,
        rating: draft.rating ?? null,
      }),
    onSuccess: refresh,
  });
  const act = useMutation({
    mutationFn: ({ kind, commentId }: { kind: "like" | "report"; commentId: string }) =>
      signed.post(`${modelCommentsPath(id ?? "")}/${commentId}/${kind}`, COMMENT_ACTIONS[kind], {
        model: id ?? "",
        commentId: Number(commentId),
      }),
    onSuccess: refresh,
  });

  const status =
    id === null || isModelNotFound(detail.error)
      ? "not-found"
      : detail.isPending
        ? "loading"
        : detail.isError
          ? "error"
          : "success";
  const record = detail.data;
  const model = record && modelDetailView(record, hubEmulated);
  // The comments list gives the newest rating figures (it is refetched after a post).
  if (model && comments.data) model.rating = comments.data.rating ?? undefined;

  return (
    <ModelDetailScreen
      status={status}
      slug={slug}
      model={model}
      error={detail.error?.message}
      onRetry={() => void detail.refetch()}
      tab={tab}
      onTabChange={(next) =>
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            if (next === "overview") updated.delete("tab");
            else updated.set("tab", next);
            return updated;
          },
          { replace: true },
        )
      }
      comments={comments.data?.comments.map(commentView)}
      hubDiscussions={record?.hubDiscussions.map(hubDiscussionView)}
      hubDiscussionsSample={hubEmulated !== false}
      hubDiscussionsHref={record ? `/model/${record.id}/discussions` : undefined}
      insightsHref={record ? `/model/${record.id}` : undefined}
      walletAddress={signed.canSign ? (signed.address ?? undefined) : undefined}
      onConnectWallet={signed.openModal}
      onPost={(draft) => post.mutate(draft)}
      postStatus={post.status}
      postError={post.error ? actionMessage(post.error) : undefined}
      onLike={(commentId) => act.mutate({ kind: "like", commentId })}
      onReport={(commentId) => act.mutate({ kind: "report", commentId })}
      pendingCommentId={act.isPending ? act.variables?.commentId : undefined}
      commentActionError={act.error ? actionMessage(act.error) : undefined}
      onShare={() => shareLink({ url: window.location.href, title: record?.name })}
      // The 3D view: its three.js chunk loads when it first comes on screen (ModelVisualization).
      visualization={record && <ModelVisualization task={record.task ?? undefined} name={record.id} />}
      card={card}
    />
  );
}
