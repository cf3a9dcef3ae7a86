import { ArrowLeft } from "lucide-react";
import { useId } from "react";
import { Link } from "../../components/Link/Link";
import { RepoCard, type RepoCardProps } from "../../components/RepoCard/RepoCard";
import { Skeleton } from "../../components/Skeleton/Skeleton";
import { Spinner } from "../../components/Spinner/Spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/Tabs/Tabs";
import { cn } from "../../lib/cn";
import { InsightsError } from "../InsightsScreen/InsightsError";
import { NotFoundScreen } from "../NotFoundScreen/NotFoundScreen";
import { ModelCommentBox, type ModelCommentBoxProps } from "./ModelCommentBox";
import { ModelCommentList } from "./ModelCommentList";
import { ModelDetailCommunity } from "./ModelDetailCommunity";
import { ModelDetailHeader, type ModelShareOutcome } from "./ModelDetailHeader";
import { ModelDetailOverview } from "./ModelDetailOverview";
import { ModelHubDiscussions } from "./ModelHubDiscussions";
import type {
  ModelComment,
  ModelDetail,
  ModelDetailStatus,
  ModelDetailTab,
  ModelHubDiscussion,
} from "./types";

export const MODEL_DETAIL_TABS: readonly { value: ModelDetailTab; label: string }[] = [
  { value: "overview", label: "Overview" },
  { value: "discussion", label: "Discussion" },
  { value: "community", label: "Community" },
];

export type ModelDetailScreenProps = Omit<React.ComponentProps<"div">, "children"> &
  Pick<ModelCommentBoxProps, "walletAddress" | "onConnectWallet" | "onPost" | "postStatus" | "postError"> & {
    status: ModelDetailStatus;
    model?: ModelDetail;
    /** The slug asked for (the 404 page names it). */
    slug?: string;
    /** The error page's detail. */
    error?: string;
    onRetry?: () => void;
    /** The tab shown (the app keeps it in the URL); overview by default. */
    tab?: ModelDetailTab;
    onTabChange?: (tab: ModelDetailTab) => void;
    /** The wallet-signed comments, newest first. */
    comments?: readonly ModelComment[];
    onLike?: (id: string) => void;
    onReport?: (id: string) => void;
    /** The comment whose like or report is being signed. */
    pendingCommentId?: string;
    /** Why the last like or report failed. */
    commentActionError?: string;
    /** The model's discussions on the hub. */
    hubDiscussions?: readonly ModelHubDiscussion[];
    /** The hub discussions are made up (the embedded hub emulator's). */
    hubDiscussionsSample?: boolean;
    /** This site's discussions page of the model. */
    hubDiscussionsHref?: string;
    /** This site's insights page of the model (social posts, lineage). */
    insightsHref?: string;
    onShare?: () => Promise<ModelShareOutcome>;
    /** The 3D view of the model, placed in the header. */
    visualization?: React.ReactNode;
    /** The model's card (its README), first in the overview tab. */
    card?: Omit<RepoCardProps, "kind">;
    now?: Date;
    locale?: string;
  };

/**
 * The model detail page (spec §2.1): back link, header, and the overview, discussion and community tabs;
 * "Loading..." while pending, a 404 page for an unknown slug and an error page. The discussion tab holds
 * the wallet-signed comment box and comments, beside the hub's discussions. Pure.
 */
export function ModelDetailScreen({
  status,
  model,
  slug,
  error,
  onRetry,
  tab = "overview",
  onTabChange,
  comments = [],
  onLike,
  onReport,
  pendingCommentId,
  commentActionError,
  hubDiscussions = [],
  hubDiscussionsSample,
  hubDiscussionsHref,
  insightsHref,
  walletAddress,
  onConnectWallet,
  onPost,
  postStatus,
  postError,
  onShare,
  visualization,
  card,
  now,
  locale,
  className,
  ...props
}: ModelDetailScreenProps) {
  const titleId = useId();
  if (status === "not-found") {
    return (
      <NotFoundScreen path={slug ? `/models/${slug}` : undefined} homeHref="/store" homeLabel="Back to Store">
        <p className="m-0 text-sm text-zinc-600 dark:text-zinc-400">
          No model with this name is in the catalogue.
        </p>
      </NotFoundScreen>
    );
  }
  return (
    <div
      data-slot="model-detail-screen"
      data-state={status}
      className={cn("mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8", className)}
      {...props}
    >
      <Link
        href="/store"
        className="inline-flex items-center gap-1.5 self-start font-medium text-sm text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Store
      </Link>

      {status === "loading" && (
        <div data-slot="model-detail-loading" aria-busy="true" className="flex flex-col gap-6">
          <div className="flex items-center gap-3 text-zinc-700 dark:text-zinc-300">
            <Spinner size="sm" label="" aria-hidden="true" />
            <p className="m-0 font-medium" role="status">
              Loading...
            </p>
          </div>
          <Skeleton className="h-14 w-2/3" />
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-40 w-full" />
        </div>
      )}

      {status === "error" && <InsightsError kind="model" message={error} onRetry={onRetry} />}

      {status === "success" && model && (
        <article aria-labelledby={titleId} className="flex flex-col gap-8">
          <ModelDetailHeader
            model={model}
            titleId={titleId}
            locale={locale}
            onShare={onShare}
            visualization={visualization}
          />
          <Tabs value={tab} onValueChange={(value) => onTabChange?.(value as ModelDetailTab)}>
            <TabsList aria-label="Model sections" className="max-w-full overflow-x-auto">
              {MODEL_DETAIL_TABS.map((entry) => (
                <TabsTrigger key={entry.value} value={entry.value}>
                  {entry.label}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="overview" className="flex flex-col gap-6">
              {card && <RepoCard kind="model" {...card} />}
              <ModelDetailOverview model={model} />
            </TabsContent>
            <TabsContent value="discussion">
              <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
                <div className="flex min-w-0 flex-col gap-4">
                  <ModelCommentBox
                    walletAddress={walletAddress}
                    onConnectWallet={onConnectWallet}
                    onPost={onPost}
                    postStatus={postStatus}
                    postError={postError}
                  />
                  {commentActionError && (
                    <p role="alert" className="m-0 text-red-700 text-sm dark:text-red-400">
                      {commentActionError}
                    </p>
                  )}
                  <ModelCommentList
                    comments={comments}
                    canAct={walletAddress !== undefined}
                    onLike={onLike}
                    onReport={onReport}
                    pendingId={pendingCommentId}
                    now={now}
                    locale={locale}
                  />
                </div>
                <ModelHubDiscussions
                  discussions={hubDiscussions}
                  sample={hubDiscussionsSample}
                  allHref={hubDiscussionsHref}
                  now={now}
                  locale={locale}
                  className="self-start"
                />
              </div>
            </TabsContent>
            <TabsContent value="community">
              <ModelDetailCommunity model={model} insightsHref={insightsHref} locale={locale} />
            </TabsContent>
          </Tabs>
        </article>
      )}
    </div>
  );
}
