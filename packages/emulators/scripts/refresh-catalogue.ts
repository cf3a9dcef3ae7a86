/**
 * Refreshes the hub emulator's catalogue (src/hub/catalogue/models.json) from the live hub: for each id
 * already in the catalogue, GET https://huggingface.co/api/models/{id}, map the answer to the
 * catalogue's shape, and write the file with today's date as `snapshotDate`. Needs a network.
 *
 *   npx tsx packages/emulators/scripts/refresh-catalogue.ts [--dry-run] [--out <file>]
 *
 * Environment: `HF_TOKEN` (optional; sent as a bearer token, raises the rate limit),
 * `HF_ENDPOINT` (default https://huggingface.co).
 * A model that cannot be fetched keeps its previous entry (and is reported); renamed repos are
 * followed and stored under their new id.
 */
import { readFile, writeFile } from "node:fs/promises";
import type { CatalogueEntry, CatalogueFile } from "../src/hub/catalogue";

const CATALOGUE_PATH = new URL("../src/hub/catalogue/models.json", import.meta.url);
const HUB = (process.env.HF_ENDPOINT ?? "https://huggingface.co").replace(/\/$/, "");
const TOKEN = process.env.HF_TOKEN;
const CONCURRENCY = 4;
const MAX_ATTEMPTS = 4;
const DRY_RUN = process.argv.includes("--dry-run");
/** `--out <file>` writes elsewhere (to review a refresh before replacing the shipped file). */
const OUT_INDEX = process.argv.indexOf("--out");
const OUT_PATH = OUT_INDEX > 0 ? process.argv[OUT_INDEX + 1] : undefined;

/** The fields of the hub's model info that the catalogue keeps. */
interface LiveModel {
  id: string;
  author?: string;
  pipeline_tag?: string;
  library_name?: string;
  tags?: string[];
  gated?: false | "auto" | "manual";
  downloads?: number;
  likes?: number;
  createdAt?: string;
  lastModified?: string;
  safetensors?: { parameters: Record<string, number>; total: number };
  usedStorage?: number;
  config?: Record<string, unknown>;
  cardData?: Record<string, unknown>;
  "model-index"?: unknown;
}

const CARD_KEYS = [
  "language",
  "license",
  "license_name",
  "license_link",
  "tags",
  "datasets",
  "base_model",
  "base_model_relation",
  "metrics",
  "pipeline_tag",
  "library_name",
];

function pickKeys(
  source: Record<string, unknown> | undefined,
  keys: string[],
): Record<string, unknown> | null {
  if (!source) return null;
  const picked = Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]]));
  return Object.keys(picked).length > 0 ? picked : null;
}

function licenseOf(live: LiveModel): string | null {
  const fromCard = live.cardData?.license;
  if (typeof fromCard === "string") return fromCard;
  if (Array.isArray(fromCard) && typeof fromCard[0] === "string") return fromCard[0];
  const tag = live.tags?.find((t) => t.startsWith("license:"));
  return tag ? tag.slice("license:".length) : null;
}

/** Maps a live model info body onto a catalogue entry, keeping fields the hub did not send. */
function toEntry(live: LiveModel, previous: CatalogueEntry): CatalogueEntry {
  return {
    ...previous,
    id: live.id,
    author: live.author ?? live.id.split("/")[0] ?? previous.author,
    pipeline_tag: live.pipeline_tag ?? null,
    library_name: live.library_name ?? null,
    tags: live.tags ?? previous.tags,
    license: licenseOf(live),
    gated: live.gated ?? false,
    downloads: live.downloads ?? previous.downloads,
    likes: live.likes ?? previous.likes,
    createdAt: live.createdAt ?? previous.createdAt,
    lastModified: live.lastModified ?? previous.lastModified,
    safetensors: live.safetensors ?? null,
    usedStorage: live.usedStorage ?? null,
    config: pickKeys(live.config, ["architectures", "model_type"]),
    cardData: pickKeys(live.cardData, CARD_KEYS),
    "model-index": live["model-index"] ?? null,
  } as CatalogueEntry;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds until the rate-limit window resets, from `RateLimit: "api";r=0;t=55`. */
function resetSeconds(response: Response): number {
  const match = /;t=(\d+)/.exec(response.headers.get("ratelimit") ?? "");
  return match ? Number(match[1]) : 30;
}

async function fetchModel(id: string): Promise<LiveModel> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (TOKEN) headers.Authorization = `Bearer ${TOKEN}`;
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(`${HUB}/api/models/${id}`, { headers });
    if (response.ok) return (await response.json()) as LiveModel;
    const retryable = response.status === 429 || response.status >= 500;
    if (!retryable || attempt >= MAX_ATTEMPTS) {
      const reason = response.headers.get("x-error-message") ?? response.statusText;
      throw new Error(`${response.status} ${reason}`);
    }
    await sleep(response.status === 429 ? resetSeconds(response) * 1000 : 2000 * attempt);
  }
}

async function main(): Promise<void> {
  const file = JSON.parse(await readFile(CATALOGUE_PATH, "utf8")) as CatalogueFile;
  const refreshed: CatalogueEntry[] = new Array(file.models.length);
  const failures: string[] = [];

  let next = 0;
  const worker = async () => {
    while (next < file.models.length) {
      const index = next++;
      const previous = file.models[index] as CatalogueEntry;
      try {
        refreshed[index] = toEntry(await fetchModel(previous.id), previous);
      } catch (error) {
        failures.push(`${previous.id}: ${(error as Error).message}`);
        refreshed[index] = previous;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  if (failures.length === file.models.length) {
    throw new Error(`no model could be fetched (first error: ${failures[0]}); catalogue left unchanged`);
  }
  const seen = new Set<string>();
  const models = refreshed.filter((m) => !seen.has(m.id) && seen.add(m.id));
  const snapshotDate = new Date().toISOString().slice(0, 10);
  const output: CatalogueFile = {
    snapshotDate,
    note: `Fetched from ${HUB}/api/models/{id} on ${snapshotDate} by packages/emulators/scripts/refresh-catalogue.ts; downloads are the last 30 days.`,
    models,
  };

  for (const failure of failures) console.warn(`kept previous entry for ${failure}`);
  if (DRY_RUN) {
    console.log(`dry run: ${models.length} models, ${failures.length} kept unchanged; nothing written`);
    return;
  }
  await writeFile(OUT_PATH ?? CATALOGUE_PATH, `${JSON.stringify(output, null, 2)}\n`);
  console.log(
    `wrote ${models.length} models (${failures.length} kept unchanged), snapshotDate ${snapshotDate}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
