/**
 * The response cache of the hub and datasets proxies (upstream/caching-proxy.ts). In process by default
 * ({@link MemoryResponseStore}); another {@link ResponseStore} (Redis, with `REDIS_URL`) can be injected.
 */
import { LRUCache } from "lru-cache";

export interface CachedResponse {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  /** The body gzipped, for text worth compressing (cached-answer.ts `withCompressed`); sent to clients that accept it. */
  gzip?: Uint8Array<ArrayBuffer>;
  /** The body in brotli, beside its gzip (entries stored before brotli copies existed have none). */
  br?: Uint8Array<ArrayBuffer>;
}

/**
 * Where cached upstream responses live: in process by default, in Redis with `REDIS_URL` (shared by every
 * instance). Entries expire after the store's TTL; a store may drop any entry early.
 */
export interface ResponseStore {
  get(key: string): Promise<CachedResponse | undefined>;
  set(key: string, value: CachedResponse): Promise<void>;
  /**
   * The entry now, without a promise, for a store that holds its entries in process: cache hits are then
   * answered before the app's routing (hits-first.ts). A store without it (Redis) is only read through `get`.
   */
  getNow?(key: string): CachedResponse | undefined;
}

/** Bytes an entry is counted for: its body (and its gzip and brotli copies), its headers and its key, plus a fixed overhead. */
export function entrySize(key: string, value: CachedResponse): number {
  let size =
    64 + key.length + value.body.byteLength + (value.gzip?.byteLength ?? 0) + (value.br?.byteLength ?? 0);
  for (const [name, text] of value.headers) size += name.length + text.length;
  return size;
}

/**
 * An in-process {@link ResponseStore} bounded in bytes (`lru-cache` with `maxSize`): least recently used
 * entries go first, entries expire after `ttlMs`, and an entry above half the budget is not kept at all.
 * A zero TTL or budget caches nothing.
 */
export class MemoryResponseStore implements ResponseStore {
  readonly #cache: LRUCache<string, CachedResponse> | undefined;

  constructor(options: { ttlMs: number; maxBytes: number; now?: () => number }) {
    if (options.ttlMs === 0 || options.maxBytes === 0) return;
    this.#cache = new LRUCache<string, CachedResponse>({
      maxSize: options.maxBytes,
      maxEntrySize: Math.max(1, Math.floor(options.maxBytes / 2)),
      sizeCalculation: (value, key) => entrySize(key, value),
      ttl: options.ttlMs,
      ...(options.now && { perf: { now: options.now }, ttlResolution: 0 }),
    });
  }

  async get(key: string): Promise<CachedResponse | undefined> {
    return this.#cache?.get(key);
  }

  getNow(key: string): CachedResponse | undefined {
    return this.#cache?.get(key);
  }

  async set(key: string, value: CachedResponse): Promise<void> {
    this.#cache?.set(key, value);
  }

  /** Bytes held now (as counted by {@link entrySize}). */
  get calculatedSize(): number {
    return this.#cache?.calculatedSize ?? 0;
  }

  /** Entries held now. */
  get size(): number {
    return this.#cache?.size ?? 0;
  }
}
