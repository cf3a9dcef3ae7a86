import { Button, SwarmDetailScreen, type SwarmDetailTab } from "@hiber/ui";
import { useQuery } from "@tanstack/react-query";
import { usePublicConfig } from "../lib/api.ts";
import { useUrlState } from "../lib/searchParams.ts";
import { modelDetailHref } from "../queries/model-detail.ts";
import { swarmAgentsHubQueryOptions } from "../queries/swarms.ts";
import { inputError } from "../swarms/combine.ts";
import { agentsOrDefault, DEFAULT_SWARM_MODEL } from "../swarms/run.ts";
import { shareParams, swarmFromParams } from "../swarms/share.ts";
import { useSwarmSession } from "../swarms/useSwarmSession.ts";
import { insightsPostsProps, useInsightsSocial } from "./useInsightsSocial.ts";

const TABS: readonly SwarmDetailTab[] = ["overview", "discussion", "community"];

/**
 * /swarms/run (spec part 2 §2.10, the swarm detail page): a run opened from its share URL (the same query
 * string as /swarms), with the tab in `?tab=` and the discussion's model in `?about=`. Outputs are never
 * stored: Run runs the swarm again (paid per agent when payments are on); nothing runs by itself, so opening
 * a shared link never starts a payment. The discussion tab shows the posts about one agent's model (the
 * insights pages' search), the community tab the agents' likes and downloads on the hub.
 */
export function SwarmDetailContainer() {
  const [params, update] = useUrlState({ tab: "overview" });
  const swarm = swarmFromParams(params);
  const tabParam = params.get("tab") as SwarmDetailTab | null;
  const tab = tabParam && TABS.includes(tabParam) ? tabParam : "overview";
  const models = agentsOrDefault(swarm.agents);
  const about = models.find((model) => model === params.get("about")) ?? (models[0] as string);
  const { run, paymentNote, needsWallet, openWallet } = useSwarmSession();
  const social = useInsightsSocial({ kind: "model", id: about });
  const hub = useQuery({ ...swarmAgentsHubQueryOptions(models), enabled: tab === "community" });
  const upstreams = usePublicConfig().data?.upstreams;

  return (
    <SwarmDetailScreen
      tab={tab}
      onTabChange={(next) => update({ tab: next })}
      backHref={`/swarms?${shareParams(swarm)}`}
      invalid={inputError(swarm.input) !== undefined}
      overview={{
        run: swarm,
        defaultModel: DEFAULT_SWARM_MODEL,
        runStatus: run.status,
        onRun: () =>
          run.start({
            task: swarm.task,
            strategy: swarm.strategy,
            agents: swarm.agents,
            input: swarm.input,
            aggregator: swarm.aggregator,
          }),
        agents: run.agents,
        combined: run.combined,
        runError: run.runError,
        totalCost: run.totalCost,
        paymentNote,
        actions: needsWallet ? (
          <Button type="button" variant="outline" onClick={openWallet}>
            Connect Wallet
          </Button>
        ) : undefined,
      }}
      discussion={{
        models,
        model: about,
        onModelChange: (model) =>
          update({ about: model === models[0] ? undefined : model }, { replace: true }),
        posts: insightsPostsProps(social),
      }}
      community={{
        status: hub.isPending || !upstreams ? "loading" : hub.isError ? "error" : "success",
        error: hub.error?.message,
        onRetry: () => void hub.refetch(),
        sample: upstreams?.hub.emulated,
        figures: (hub.data ?? []).map((entry) =>
          entry.found
            ? {
                model: entry.model,
                task: entry.task,
                likes: entry.likes,
                downloads: entry.downloads,
                href: modelDetailHref(entry.model),
              }
            : { model: entry.model },
        ),
      }}
    />
  );
}
