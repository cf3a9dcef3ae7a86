/** Where the browser reaches each upstream: always through this app's own origin (DESIGN.md §2). */
export function hubBaseUrl(): string {
  return `${window.location.origin}/api/hub`;
}

export function datasetsServerBaseUrl(): string {
  return `${window.location.origin}/api/datasets-server`;
}

export interface PublicConfig {
  upstreams: Record<string, { emulated: boolean }>;
}

export async function fetchPublicConfig({ signal }: { signal?: AbortSignal } = {}): Promise<PublicConfig> {
  const res = await fetch("/api/config", { signal });
  if (!res.ok) throw new Error(`Failed to load configuration (${res.status})`);
  return (await res.json()) as PublicConfig;
}
