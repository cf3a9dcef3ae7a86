/**
 * {@link ResponseStore} in Redis (`REDIS_URL`), shared by every instance: one binary value per response
 * (a 4-byte length, the status, headers, gzip and brotli lengths as JSON, the body bytes, then its gzip
 * and its brotli copy if any), set with the cache's TTL. Values stored before brotli copies existed (no
 * `brBytes`) read as entries with their gzip only.
 * A Redis error is a cache miss (or an unsaved entry), never a failed request.
 */
import type { Redis } from "ioredis";
import type { CachedResponse, ResponseStore } from "./cache.ts";

export interface RedisResponseStoreOptions {
  /** Milliseconds an entry lives (`CACHE_TTL_MS`); 0 stores nothing. */
  ttlMs: number;
  /** Bodies larger than this are not stored. */
  maxBodyBytes?: number;
  /** Prefix of the keys. */
  prefix?: string;
  /** Told of a Redis error (the request goes on without the cache). */
  onError?: (error: Error) => void;
}

export class RedisResponseStore implements ResponseStore {
  readonly #prefix: string;

  constructor(
    private readonly redis: Redis,
    private readonly options: RedisResponseStoreOptions,
  ) {
    this.#prefix = options.prefix ?? "hiber:response:";
  }

  async get(key: string): Promise<CachedResponse | undefined> {
    try {
      const value = await this.redis.getBuffer(this.#prefix + key);
      return value ? decodeResponse(value) : undefined;
    } catch (error) {
      this.options.onError?.(error as Error);
      return undefined;
    }
  }

  async set(key: string, value: CachedResponse): Promise<void> {
    if (this.options.ttlMs <= 0) return;
    if (this.options.maxBodyBytes !== undefined && value.body.byteLength > this.options.maxBodyBytes) return;
    try {
      await this.redis.set(this.#prefix + key, encodeResponse(value), "PX", this.options.ttlMs);
    } catch (error) {
      this.options.onError?.(error as Error);
    }
  }
}

export function encodeResponse(value: CachedResponse): Buffer {
  const meta = Buffer.from(
    JSON.stringify({
      status: value.status,
      headers: value.headers,
      gzipBytes: value.gzip?.byteLength,
      brBytes: value.br?.byteLength,
    }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32BE(meta.byteLength);
  return Buffer.concat([
    length,
    meta,
    value.body,
    ...(value.gzip ? [value.gzip] : []),
    ...(value.br ? [value.br] : []),
  ]);
}

/** The response of {@link encodeResponse}; undefined for a value that is not one. */
export function decodeResponse(value: Buffer): CachedResponse | undefined {
  if (value.byteLength < 4) return undefined;
  const length = value.readUInt32BE(0);
  if (4 + length > value.byteLength) return undefined;
  try {
    const meta = JSON.parse(value.subarray(4, 4 + length).toString("utf8")) as Pick<
      CachedResponse,
      "status" | "headers"
    > & { gzipBytes?: number; brBytes?: number };
    const gzipBytes = meta.gzipBytes ?? 0;
    const brBytes = meta.brBytes ?? 0;
    const gzipEnd = value.byteLength - brBytes;
    const bodyEnd = gzipEnd - gzipBytes;
    if (bodyEnd < 4 + length) return undefined;
    const copy = (start: number, end: number) => {
      const bytes = new Uint8Array(end - start);
      bytes.set(value.subarray(start, end));
      return bytes;
    };
    const entry: CachedResponse = {
      status: meta.status,
      headers: meta.headers,
      body: copy(4 + length, bodyEnd),
    };
    if (gzipBytes > 0) entry.gzip = copy(bodyEnd, gzipEnd);
    if (brBytes > 0) entry.br = copy(gzipEnd, value.byteLength);
    return entry;
  } catch {
    return undefined;
  }
}
