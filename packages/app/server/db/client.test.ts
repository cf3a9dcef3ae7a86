/** Opening the database: the settings, the migrations found from source, and a clear error. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { type OpenDatabase, openDatabase } from "./client.ts";
import { createTestDatabase } from "./testing.ts";

describe("DATABASE_URL and REDIS_URL", () => {
  const load = (env: Record<string, string>) => loadConfig(env, { clientDir: "dist/client" });

  it("are unset by default: PGlite, and no Redis", () => {
    const config = load({});
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
  });

  it("take postgres:// and redis:// URLs", () => {
    const config = load({ DATABASE_URL: "postgres://u:p@db:5432/hiber", REDIS_URL: "rediss://cache:6380" });
    expect(config.databaseUrl).toBe("postgres://u:p@db:5432/hiber");
    expect(config.redisUrl).toBe("rediss://cache:6380");
  });

  it("refuse anything else, without repeating the value (it may hold a password)", () => {
    expect(() => load({ DATABASE_URL: "mysql://u:secret@db/x" })).toThrow(
      "DATABASE_URL must be a URL starting with postgres:// or postgresql://",
    );
    expect(() => load({ DATABASE_URL: "secret words" })).toThrow(/^DATABASE_URL must be/);
    expect(() => load({ REDIS_URL: "http://cache" })).toThrow(
      "REDIS_URL must be a URL starting with redis:// or rediss://",
    );
  });
});

describe("openDatabase on a PostgreSQL server", () => {
  let url: string;
  let drop: () => Promise<void>;
  let database: OpenDatabase | undefined;
  beforeAll(async () => {
    ({ url, drop } = await createTestDatabase());
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it("applies the migrations once, and opening again finds the schema up to date", async () => {
    database = await openDatabase({ url });
    await database.close();
    database = await openDatabase({ url });
    // node-postgres answers with its QueryResult.
    const { rows } = (await database.db.execute(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
    )) as unknown as { rows: { name: string }[] };
    expect(rows.map((row) => row.name)).toEqual([
      "arena_runs",
      "arena_votes",
      "comment_likes",
      "comment_reports",
      "model_comments",
      "payment_proofs",
      "payment_receipts",
      "rate_counters",
      "signed_nonces",
    ]);
  });

  it("says which setting is wrong when the server cannot be reached, without the password", async () => {
    const error = await openDatabase({ url: "postgres://user:hunter2@127.0.0.1:9/none" }).catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toMatch(/^DATABASE_URL: cannot open the database \(/);
    expect((error as Error).message).not.toContain("hunter2");
  });
});
