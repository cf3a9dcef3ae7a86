import { ArrowLeft } from "lucide-react";
import { Link } from "../../components/Link/Link";
import { ScreenHeader } from "../../components/ScreenHeader/ScreenHeader";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/Tabs/Tabs";
import { cn } from "../../lib/cn";
import { SwarmDetailCommunity, type SwarmDetailCommunityProps } from "./SwarmDetailCommunity";
import { SwarmDetailDiscussion, type SwarmDetailDiscussionProps } from "./SwarmDetailDiscussion";
import { SwarmDetailOverview, type SwarmDetailOverviewProps } from "./SwarmDetailOverview";
import type { SwarmDetailTab } from "./types";

export const SWARM_DETAIL_TABS: readonly { value: SwarmDetailTab; label: string }[] = [
  { value: "overview", label: "Overview" },
  { value: "discussion", label: "Discussion" },
  { value: "community", label: "Community" },
];

export type SwarmDetailScreenProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The tab shown (the app keeps it in the URL); overview by default. */
  tab?: SwarmDetailTab;
  onTabChange?: (tab: SwarmDetailTab) => void;
  /** /swarms with this run's settings. */
  backHref: string;
  /** The link names no input: nothing to show or run. */
  invalid?: boolean;
  overview: SwarmDetailOverviewProps;
  discussion: SwarmDetailDiscussionProps;
  community: SwarmDetailCommunityProps;
};

/**
 * A swarm run as its own page (spec part 2 §2.10, "the swarm detail page has tabs overview, discussion,
 * community"): its inputs, agents, and outputs re-run on demand; the posts about its agents' models; the
 * agents' figures on the hub. The page is its URL: the run's settings and the tab. Pure.
 */
export function SwarmDetailScreen({
  tab = "overview",
  onTabChange,
  backHref,
  invalid = false,
  overview,
  discussion,
  community,
  className,
  ...props
}: SwarmDetailScreenProps) {
  const { run } = overview;
  const count = Math.max(run.agents.length, 1);
  return (
    <div
      data-slot="swarm-detail-screen"
      className={cn("mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8", className)}
      {...props}
    >
      <Link
        href={backHref}
        className="inline-flex items-center gap-1.5 self-start font-medium text-sm text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Swarms
      </Link>
      <ScreenHeader
        size="md"
        title="Swarm run"
        description={
          !invalid &&
          `${run.strategy === "chain" ? "A chain" : "A parallel run"} of ${count} ${count === 1 ? "agent" : "agents"} on ${run.task}`
        }
      />
      {invalid ? (
        <p
          role="alert"
          className="m-0 rounded-lg bg-red-50 px-3 py-2 text-red-700 dark:bg-red-950/60 dark:text-red-300"
        >
          This link names no input to run. Open a run from Swarms and choose "Open as page".
        </p>
      ) : (
        <Tabs value={tab} onValueChange={(value) => onTabChange?.(value as SwarmDetailTab)}>
          <TabsList aria-label="Swarm run sections" className="max-w-full overflow-x-auto">
            {SWARM_DETAIL_TABS.map((entry) => (
              <TabsTrigger key={entry.value} value={entry.value}>
                {entry.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview">
            <SwarmDetailOverview {...overview} />
          </TabsContent>
          <TabsContent value="discussion">
            <SwarmDetailDiscussion {...discussion} />
          </TabsContent>
          <TabsContent value="community">
            <SwarmDetailCommunity {...community} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
