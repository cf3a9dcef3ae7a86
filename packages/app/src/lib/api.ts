import { useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "./public-config.ts";

/** Where the browser reaches each upstream: always through this app's own origin (DESIGN.md §2). */
export function hubBaseUrl(): string {
  return `${window.location.origin}/api/hub`;
}

/** The tweets search: the primary source (`/api/tweets`) or the feed's backup (`/api/tweets-backup`). */
export function tweetsBaseUrl(source: "primary" | "backup" = "primary"): string {
  return `${window.location.origin}/api/${source === "backup" ? "tweets-backup" : "tweets"}`;
}

export function datasetsServerBaseUrl(): string {
  return `${window.location.origin}/api/datasets-server`;
}

/** `GET /api/config`: the server's public, non-secret settings (see ./public-config.ts). */
export async function fetchPublicConfig({ signal }: { signal?: AbortSignal } = {}): Promise<PublicConfig> {
  const res = await fetch("/api/config", { signal });
  if (!res.ok) throw new Error(`Failed to load configuration (${res.status})`);
  return (await res.json()) as PublicConfig;
}

/** The public configuration, fetched once per page and shared by every screen (one query key). */
export function usePublicConfig() {
  return useQuery({ queryKey: ["config"], queryFn: fetchPublicConfig, staleTime: Number.POSITIVE_INFINITY });
}
