/**
 * Databases for tests: PGlite in memory, or a fresh database on the throwaway PostgreSQL server that the
 * unit project's global setup starts (scripts/test-services.ts, `TEST_DATABASE_URL`), dropped on close.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type OpenDatabase, openDatabase } from "./client.ts";

/** The two drivers the ledger and payment tests run on (`describe.each(DATABASE_KINDS)`). */
export const DATABASE_KINDS = ["pglite", "postgres"] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

/** The test server's URL; throws with the way out when the global setup did not run. */
export function testServiceUrl(name: "TEST_DATABASE_URL" | "TEST_REDIS_URL"): string {
  const url = process.env[name];
  if (!url)
    throw new Error(
      `${name} is not set: run the tests with vitest's unit project (scripts/test-services.ts)`,
    );
  return url;
}

/** A new, empty database on the test PostgreSQL server; `drop` deletes it. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = new URL(testServiceUrl("TEST_DATABASE_URL"));
  const name = `hiber_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: server.toString() });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** An open, migrated database of `kind`, deleted on close. */
export async function openTestDatabase(kind: DatabaseKind): Promise<OpenDatabase> {
  if (kind === "pglite") return openDatabase();
  const { url, drop } = await createTestDatabase();
  const database = await openDatabase({ url, maxConnections: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}
