/** A small in-process response cache: least recently used entries go first, entries expire after a TTL. */
export interface CachedResponse {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
}

/**
 * Where cached upstream responses live: in process by default, in Redis with `REDIS_URL` (shared by every
 * instance). Entries expire after the store's TTL; a store may drop any entry early.
 */
export interface ResponseStore {
  get(key: string): Promise<CachedResponse | undefined>;
  set(key: string, value: CachedResponse): Promise<void>;
}

export class ResponseCache {
  readonly #entries = new Map<string, { expires: number; value: CachedResponse }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedResponse | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    // Refresh recency: Map keeps insertion order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: CachedResponse): void {
    if (this.ttlMs === 0 || this.maxEntries === 0) return;
    this.#entries.delete(key);
    this.#entries.set(key, { expires: this.now() + this.ttlMs, value });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
