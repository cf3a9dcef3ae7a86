import { listRouterModels, modelInfo } from "@hiber/hub-sdk";
import type { PlaygroundModel, PlaygroundModelsStatus } from "@hiber/ui";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { hubBaseUrl } from "../lib/api.ts";
import { PLAYGROUND_MODEL_IDS, toPlaygroundModel } from "./models.ts";

/** Where the browser reaches the inference router: this origin's proxy (DESIGN.md §2). */
export function routerBaseUrl(): string {
  return `${window.location.origin}/api/router`;
}

/** What the "Select Model" card shows. */
export interface PlaygroundModelsResult {
  status: PlaygroundModelsStatus;
  models: PlaygroundModel[];
  error?: string;
  /** Reloads every model's details and the router's list ("Refresh", "Retry"). */
  refresh: () => void;
  /** A reload runs while the old list shows. */
  isRefreshing: boolean;
}

/**
 * The 11 playground models with the hub's real numbers (`GET /api/hub/api/models/{id}` each) and the
 * router's served list (`GET /api/router/v1/models`) for "Available". A model whose lookup fails stays on
 * offer with unknown numbers ("n/a"); only when every lookup fails is the list an error.
 */
export function usePlaygroundModels(): PlaygroundModelsResult {
  const infos = useQueries({
    queries: PLAYGROUND_MODEL_IDS.map((name) => ({
      queryKey: ["models", "playground", name],
      queryFn: ({ signal }: { signal: AbortSignal }) => modelInfo({ name, baseUrl: hubBaseUrl(), signal }),
      staleTime: 5 * 60_000,
    })),
  });
  const served = useQuery({
    queryKey: ["router", "models"],
    queryFn: ({ signal }) => listRouterModels({ baseUrl: routerBaseUrl(), signal }),
    staleTime: 5 * 60_000,
  });

  const servedIds = useMemo(
    () => (served.data ? new Set(served.data.map((model) => model.id)) : undefined),
    [served.data],
  );
  const infoData = infos.map((query) => query.data);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the data objects are the real inputs
  const models = useMemo(
    () => PLAYGROUND_MODEL_IDS.map((id, i) => toPlaygroundModel(id, infoData[i], servedIds)),
    [...infoData, servedIds],
  );

  const pending = infos.some((query) => query.isPending) || served.isPending;
  const allFailed = infos.every((query) => query.isError);
  const status: PlaygroundModelsStatus = allFailed ? "error" : pending ? "loading" : "success";
  return {
    status,
    models: status === "success" ? models : [],
    // Spec part 2 §8: "Failed to fetch models".
    error: allFailed ? "Failed to fetch models" : undefined,
    refresh: () => {
      for (const query of infos) void query.refetch();
      void served.refetch();
    },
    isRefreshing: !pending && (infos.some((query) => query.isFetching) || served.isFetching),
  };
}
