/**
 * `node packages/app/scripts/e2e-data-dir.mjs <DATA_DIR>`: gives a test server's data folder a PGlite database
 * with the schema already migrated, copied from a template made once. A new PGlite database runs initdb in
 * WASM: 5–25 s of CPU on a 2-core runner, paid by every server an e2e run starts (the shared one and each
 * payments-off one) before it answers. The template is a cleanly closed, migrated and otherwise empty database,
 * kept under node_modules/.cache and named by PGlite's version and the migrations' contents, so a new
 * migration or PGlite makes a new one. The server still runs its migrations at start (a no-op on the copy).
 * A folder that already has a database is left as it is.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const migrationsDir = path.join(appDir, "server/db/migrations");
const cacheDir = path.resolve(appDir, "../../node_modules/.cache/hiber-e2e");

/** PGlite's version, from the package.json above its entry point (the package does not export that file). */
async function pgliteVersion() {
  let dir = path.dirname(fileURLToPath(import.meta.resolve("@electric-sql/pglite")));
  while (!existsSync(path.join(dir, "package.json"))) dir = path.dirname(dir);
  return JSON.parse(await readFile(path.join(dir, "package.json"), "utf8")).version;
}

async function templateKey() {
  const hash = createHash("sha256");
  hash.update(await pgliteVersion());
  const files = (await readdir(migrationsDir, { recursive: true })).sort();
  for (const file of files) {
    const full = path.join(migrationsDir, file);
    if (!file.endsWith(".sql") && !file.endsWith(".json")) continue;
    hash.update(file).update(await readFile(full));
  }
  return hash.digest("hex").slice(0, 16);
}

/** The template's folder, made now if there is none (built aside, then renamed in: never seen half made). */
async function template() {
  const dir = path.join(cacheDir, `pglite-${await templateKey()}`);
  if (existsSync(path.join(dir, "PG_VERSION"))) return dir;
  const building = `${dir}.${process.pid}`;
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { recursive: true });
  // Loaded only here: a copy needs none of them.
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = new PGlite(building);
  await migrate(drizzle(client), { migrationsFolder: migrationsDir });
  await client.close();
  // Another process may have made it meanwhile: then its copy is kept and ours dropped.
  await rename(building, dir).catch(() => rm(building, { recursive: true, force: true }));
  return dir;
}

const dataDir = process.argv[2];
if (!dataDir) {
  console.error("usage: node e2e-data-dir.mjs <DATA_DIR>");
  process.exit(2);
}
const target = path.resolve(dataDir, "pglite");
if (!existsSync(path.join(target, "PG_VERSION"))) {
  await rm(target, { recursive: true, force: true });
  await mkdir(path.dirname(target), { recursive: true });
  await cp(await template(), target, { recursive: true });
}
