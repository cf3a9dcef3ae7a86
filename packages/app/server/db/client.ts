/**
 * Opens the server's database and brings its schema up to date (the migrations of `migrations/`, generated
 * by drizzle-kit from schema.ts): a PostgreSQL server with `DATABASE_URL` (node-postgres), else PGlite,
 * PostgreSQL compiled to WASM and run in this process, with its files under `DATA_DIR/pglite` (or in memory).
 * PGlite is one connection: it queues queries itself, and every statement the server runs is a single
 * atomic statement, so nothing more is needed to serialize them.
 */
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

/** The drizzle database, the same API on both drivers. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabase {
  db: Database;
  driver: "postgres" | "pglite";
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection URL (`DATABASE_URL`); without it PGlite runs in process. */
  url?: string;
  /** PGlite's data folder; undefined keeps PGlite's database in memory (tests). */
  dataDir?: string;
  /** node-postgres pool size. */
  maxConnections?: number;
}

/**
 * The migrations folder. From source it is `server/db/migrations`; the server bundle is one file,
 * `dist/server/main.js`, and the build copies the folder beside it (`dist/server/migrations`): in both
 * cases `./migrations` next to the running module.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));

/** Any number fits: the lock only keeps two instances starting together from migrating at once. */
const MIGRATION_LOCK = 1_431_918_080;

export async function openDatabase(options: DatabaseOptions = {}): Promise<OpenDatabase> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
    // An idle client that loses its server emits "error"; without a listener that would end the process.
    pool.on("error", (error) => console.error(`database: ${error.message}`));
    try {
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    } catch (error) {
      await pool.end();
      throw new Error(`DATABASE_URL: cannot open the database (${(error as Error).message})`);
    }
    return { db: drizzlePg(pool, { schema }), driver: "postgres", close: () => pool.end() };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir);
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await client.close();
    throw new Error(
      `PGlite (${options.dataDir ?? "in memory"}): cannot open the database (${(error as Error).message})`,
    );
  }
  return { db, driver: "pglite", close: () => client.close() };
}
