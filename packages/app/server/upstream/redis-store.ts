/**
 * {@link ResponseStore} in Redis (`REDIS_URL`), shared by every instance: one binary value per response
 * (a 4-byte length, the status, headers and gzip length as JSON, the body bytes, then its gzip if any),
 * set with the cache's TTL.
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
    JSON.stringify({ status: value.status, headers: value.headers, gzipBytes: value.gzip?.byteLength }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32BE(meta.byteLength);
  return Buffer.concat([length, meta, value.body, ...(value.gzip ? [value.gzip] : [])]);
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
    > & { gzipBytes?: number };
    const gzipBytes = meta.gzipBytes ?? 0;
    const bodyEnd = value.byteLength - gzipBytes;
    if (bodyEnd < 4 + length) return undefined;
    const copy = (start: number, end: number) => {
      const bytes = new Uint8Array(end - start);
      bytes.set(value.subarray(start, end));
      return bytes;
    };
    const body = copy(4 + length, bodyEnd);
    if (gzipBytes === 0) return { status: meta.status, headers: meta.headers, body };
    return { status: meta.status, headers: meta.headers, body, gzip: copy(bodyEnd, value.byteLength) };
  } catch {
    return undefined;
  }
}
