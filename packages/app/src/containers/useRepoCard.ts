import type { RepoCardProps } from "@hiber/ui";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { usePublicConfig } from "../lib/api.ts";
import { cardUrlResolvers } from "../lib/card-urls.ts";
import { repoCardQueryOptions } from "../queries/insights.ts";

/**
 * The `card` of a model's or dataset's page (`RepoCard`'s props): its README through the hub proxy, once
 * the repo is known (`enabled`), labelled "Sample" while the hub is the embedded emulator.
 */
export function useRepoCard(
  kind: "model" | "dataset",
  id: string,
  enabled: boolean,
): Omit<RepoCardProps, "kind" | "fallbackDescription"> {
  const card = useQuery({ ...repoCardQueryOptions(kind, id), enabled });
  const resolvers = useMemo(() => cardUrlResolvers(kind, id), [kind, id]);
  const hubEmulated = usePublicConfig().data?.upstreams.hub.emulated;
  return {
    status: card.isPending ? "loading" : card.isError ? "error" : "success",
    card: card.data,
    error: card.error?.message,
    onRetry: () => void card.refetch(),
    sample: hubEmulated !== false,
    ...resolvers,
  };
}
