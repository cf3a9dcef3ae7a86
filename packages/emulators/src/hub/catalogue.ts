import raw from "./catalogue/models.json" with { type: "json" };
import { syntheticCommitSha, syntheticObjectId } from "./ids";
import { deriveRepoFiles, type RepoFile } from "./siblings";

/** Access control of a repo: `false`, or how access requests are approved. */
export type Gated = false | "auto" | "manual";

/** Parameter counts per dtype, as in the hub's `safetensors` field. */
export interface SafetensorsInfo {
  parameters: Record<string, number>;
  total: number;
}

/**
 * One model as stored in `catalogue/models.json` (hub field names). In the file, `null` in an optional
 * field (`pipeline_tag`, `library_name`, `license`, `usedStorage`, `safetensors`, `config`,
 * `cardData`) means "not known" and is read as if the key were absent.
 */
export interface CatalogueEntry {
  id: string;
  author: string;
  pipeline_tag?: string;
  library_name?: string;
  tags: string[];
  license?: string;
  gated: Gated;
  /** Downloads over the last 30 days. */
  downloads: number;
  likes: number;
  createdAt: string;
  lastModified: string;
  safetensors?: SafetensorsInfo;
  usedStorage?: number;
  config?: Record<string, unknown>;
  cardData?: Record<string, unknown>;
  "model-index"?: unknown;
  /** Optional hub fields passed through as they are (see {@link PASS_THROUGH_KEYS}). */
  [extra: string]: unknown;
}

/** The catalogue file: a dated snapshot of hub metadata. */
export interface CatalogueFile {
  /** `YYYY-MM-DD` day the figures describe. */
  snapshotDate: string;
  note?: string;
  models: CatalogueEntry[];
}

/** `transformersInfo` as the hub reports it. */
export interface TransformersInfo {
  auto_model: string;
  pipeline_tag?: string;
  processor?: string;
}

/**
 * A model as the emulator serves it: the catalogue entry plus derived fields. Derived (synthetic)
 * values: `_id`, `sha`, `trendingScore` (unless the catalogue has one), `siblings` and their sizes,
 * `usedStorage` (unless the catalogue has one), `transformersInfo`, `mask_token`, `childrenModelCount`.
 */
export interface HubModel {
  _id: string;
  id: string;
  author: string;
  sha: string;
  private: false;
  disabled: false;
  gated: Gated;
  pipeline_tag?: string;
  library_name?: string;
  license?: string;
  tags: string[];
  downloads: number;
  likes: number;
  trendingScore: number;
  createdAt: string;
  lastModified: string;
  config?: Record<string, unknown>;
  cardData?: Record<string, unknown>;
  /** `undefined` when the catalogue has no such key; `null` when the hub reports null. */
  modelIndex?: unknown;
  safetensors?: SafetensorsInfo;
  usedStorage: number;
  transformersInfo?: TransformersInfo;
  mask_token?: string;
  siblings: RepoFile[];
  spaces: string[];
  /** Number of catalogue models whose tags name this one as `base_model:`. */
  childrenModelCount: number;
  /** Optional hub fields the catalogue may carry; served as they are. */
  extra: Partial<Record<PassThroughKey, unknown>>;
}

/** Optional hub fields that a catalogue entry may carry and the emulator serves unchanged. */
export const PASS_THROUGH_KEYS = [
  "downloadsAllTime",
  "inference",
  "inferenceProviderMapping",
  "gguf",
  "evalResults",
  "resourceGroup",
  "baseModels",
  "widgetData",
] as const;
type PassThroughKey = (typeof PASS_THROUGH_KEYS)[number];

/** A loaded catalogue with lookups. */
export interface HubCatalogue {
  snapshotDate: string;
  note?: string;
  /** Models in catalogue order. */
  models: readonly HubModel[];
  /** Finds a model by exact id. */
  get(id: string): HubModel | undefined;
  /** Every author (owner) that has at least one model. */
  authors: ReadonlySet<string>;
}

const AUTO_MODELS: Record<string, { auto_model: string; processor: string }> = {
  "text-classification": { auto_model: "AutoModelForSequenceClassification", processor: "AutoTokenizer" },
  "zero-shot-classification": {
    auto_model: "AutoModelForSequenceClassification",
    processor: "AutoTokenizer",
  },
  "token-classification": { auto_model: "AutoModelForTokenClassification", processor: "AutoTokenizer" },
  "question-answering": { auto_model: "AutoModelForQuestionAnswering", processor: "AutoTokenizer" },
  summarization: { auto_model: "AutoModelForSeq2SeqLM", processor: "AutoTokenizer" },
  translation: { auto_model: "AutoModelForSeq2SeqLM", processor: "AutoTokenizer" },
  "text2text-generation": { auto_model: "AutoModelForSeq2SeqLM", processor: "AutoTokenizer" },
  "text-generation": { auto_model: "AutoModelForCausalLM", processor: "AutoTokenizer" },
  "fill-mask": { auto_model: "AutoModelForMaskedLM", processor: "AutoTokenizer" },
  "feature-extraction": { auto_model: "AutoModel", processor: "AutoTokenizer" },
  "sentence-similarity": { auto_model: "AutoModel", processor: "AutoTokenizer" },
  "image-classification": { auto_model: "AutoModelForImageClassification", processor: "AutoImageProcessor" },
  "object-detection": { auto_model: "AutoModelForObjectDetection", processor: "AutoImageProcessor" },
  "image-segmentation": { auto_model: "AutoModelForImageSegmentation", processor: "AutoImageProcessor" },
  "image-text-to-text": { auto_model: "AutoModelForImageTextToText", processor: "AutoProcessor" },
  "document-question-answering": {
    auto_model: "AutoModelForDocumentQuestionAnswering",
    processor: "AutoProcessor",
  },
  "automatic-speech-recognition": { auto_model: "AutoModelForSpeechSeq2Seq", processor: "AutoProcessor" },
};

const BRACKET_MASK_TYPES = new Set([
  "bert",
  "distilbert",
  "electra",
  "deberta",
  "deberta-v2",
  "albert",
  "mpnet",
]);

function deriveTransformersInfo(entry: CatalogueEntry): TransformersInfo | undefined {
  if (entry.library_name !== "transformers" || !entry.pipeline_tag) return undefined;
  const known = AUTO_MODELS[entry.pipeline_tag];
  if (!known) return undefined;
  const modelType = typeof entry.config?.model_type === "string" ? entry.config.model_type : "";
  const ctc = entry.pipeline_tag === "automatic-speech-recognition" && modelType !== "whisper";
  return {
    auto_model: ctc ? "AutoModelForCTC" : known.auto_model,
    pipeline_tag: entry.pipeline_tag,
    processor: known.processor,
  };
}

function deriveMaskToken(entry: CatalogueEntry): string | undefined {
  if (entry.pipeline_tag !== "fill-mask") return undefined;
  const modelType = typeof entry.config?.model_type === "string" ? entry.config.model_type : "";
  return BRACKET_MASK_TYPES.has(modelType) ? "[MASK]" : "<mask>";
}

/**
 * A deterministic stand-in for the hub's trending score: likes, discounted by the repo's age at the
 * snapshot date (newer repos with many likes trend). Integer, >= 0.
 */
export function syntheticTrendingScore(likes: number, createdAt: string, snapshotDate: string): number {
  const ageDays = Math.max(0, (Date.parse(snapshotDate) - Date.parse(createdAt)) / 86_400_000);
  return Math.round((likes * 100) / (ageDays + 30));
}

// ---------------------------------------------------------------------------------------------
// Validation

class CatalogueError extends Error {
  override readonly name = "CatalogueError";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isIsoDate(value: unknown): value is string {
  return typeof value === "string" && !Number.isNaN(Date.parse(value));
}

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0;
}

/** Optional fields for which `null` means "not known" (the entry is read as if the key were absent). */
const NULLABLE_FIELDS = [
  "pipeline_tag",
  "library_name",
  "license",
  "usedStorage",
  "safetensors",
  "config",
  "cardData",
];

function validateEntry(input: unknown, index: number): CatalogueEntry {
  const where = `catalogue models[${index}]`;
  if (!isRecord(input)) throw new CatalogueError(`${where} is not an object`);
  const value: Record<string, unknown> = { ...input };
  for (const field of NULLABLE_FIELDS) if (value[field] === null) delete value[field];
  const fail = (field: string, expected: string): never => {
    throw new CatalogueError(`${where} (${String(value.id)}): "${field}" must be ${expected}`);
  };
  const { id, author, tags, gated } = value;
  if (typeof id !== "string" || !/^[\w.-]+(\/[\w.-]+)?$/.test(id)) fail("id", "a repo id");
  if (typeof author !== "string" || author === "") fail("author", "a non-empty string");
  if (typeof id === "string" && id.includes("/") && !id.startsWith(`${String(author)}/`)) {
    fail("author", "the owner part of the id");
  }
  if (!Array.isArray(tags) || !tags.every((t) => typeof t === "string")) fail("tags", "an array of strings");
  if (gated !== false && gated !== "auto" && gated !== "manual") fail("gated", 'false, "auto" or "manual"');
  for (const field of ["pipeline_tag", "library_name", "license"]) {
    if (value[field] !== undefined && typeof value[field] !== "string") fail(field, "a string");
  }
  for (const field of ["downloads", "likes"]) if (!isCount(value[field])) fail(field, "a count");
  for (const field of ["createdAt", "lastModified"]) if (!isIsoDate(value[field])) fail(field, "an ISO date");
  if (value.usedStorage !== undefined && !isCount(value.usedStorage)) fail("usedStorage", "a count");
  if (value.safetensors !== undefined) {
    const st = value.safetensors;
    if (!isRecord(st) || !isCount(st.total) || !isRecord(st.parameters)) {
      fail("safetensors", "{parameters, total}");
    } else if (!Object.values(st.parameters).every(isCount)) {
      fail("safetensors.parameters", "counts per dtype");
    }
  }
  for (const field of ["config", "cardData"]) {
    if (value[field] !== undefined && !isRecord(value[field])) fail(field, "an object");
  }
  return value as CatalogueEntry;
}

function validateFile(value: unknown): CatalogueFile {
  if (!isRecord(value)) throw new CatalogueError("catalogue is not an object");
  if (typeof value.snapshotDate !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value.snapshotDate)) {
    throw new CatalogueError('catalogue "snapshotDate" must be YYYY-MM-DD');
  }
  if (!Array.isArray(value.models)) throw new CatalogueError('catalogue "models" must be an array');
  return {
    snapshotDate: value.snapshotDate,
    ...(typeof value.note === "string" ? { note: value.note } : {}),
    models: value.models.map(validateEntry),
  };
}

// ---------------------------------------------------------------------------------------------
// Enrichment

function toHubModel(entry: CatalogueEntry, snapshotDate: string, children: number): HubModel {
  const siblings = deriveRepoFiles(entry);
  const extra: HubModel["extra"] = {};
  for (const key of PASS_THROUGH_KEYS) if (entry[key] !== undefined) extra[key] = entry[key];
  const catalogueSpaces = entry.spaces;
  const catalogueTrending = entry.trendingScore;
  const catalogueInfo = entry.transformersInfo;
  const catalogueMask = entry.mask_token;

  return {
    _id: syntheticObjectId(entry.id, entry.createdAt),
    id: entry.id,
    author: entry.author,
    sha: syntheticCommitSha(entry.id, entry.lastModified),
    private: false,
    disabled: false,
    gated: entry.gated,
    ...(entry.pipeline_tag ? { pipeline_tag: entry.pipeline_tag } : {}),
    ...(entry.library_name ? { library_name: entry.library_name } : {}),
    ...(entry.license ? { license: entry.license } : {}),
    tags: [...entry.tags],
    downloads: entry.downloads,
    likes: entry.likes,
    trendingScore: isCount(catalogueTrending)
      ? catalogueTrending
      : syntheticTrendingScore(entry.likes, entry.createdAt, snapshotDate),
    createdAt: entry.createdAt,
    lastModified: entry.lastModified,
    ...(entry.config ? { config: entry.config } : {}),
    ...(entry.cardData ? { cardData: entry.cardData } : {}),
    ...("model-index" in entry ? { modelIndex: entry["model-index"] } : {}),
    ...(entry.safetensors ? { safetensors: entry.safetensors } : {}),
    usedStorage: entry.usedStorage ?? siblings.reduce((sum, file) => sum + file.size, 0),
    transformersInfo: isRecord(catalogueInfo)
      ? (catalogueInfo as unknown as TransformersInfo)
      : deriveTransformersInfo(entry),
    mask_token: typeof catalogueMask === "string" ? catalogueMask : deriveMaskToken(entry),
    siblings,
    spaces: Array.isArray(catalogueSpaces) ? catalogueSpaces.map(String) : [],
    childrenModelCount: children,
    extra,
  };
}

/**
 * Validates a catalogue file (throws a descriptive error on a malformed entry or a duplicate id) and
 * derives the served fields of every model.
 */
export function buildCatalogue(file: unknown): HubCatalogue {
  const { snapshotDate, note, models: entries } = validateFile(file);

  const children = new Map<string, number>();
  for (const entry of entries) {
    const bases = new Set(
      entry.tags.filter((t) => t.startsWith("base_model:")).map((t) => t.split(":").pop() ?? ""),
    );
    for (const base of bases) children.set(base, (children.get(base) ?? 0) + 1);
  }

  const byId = new Map<string, HubModel>();
  const models = entries.map((entry) => {
    if (byId.has(entry.id)) throw new CatalogueError(`catalogue: duplicate model id ${entry.id}`);
    const model = toHubModel(entry, snapshotDate, children.get(entry.id) ?? 0);
    byId.set(model.id, model);
    return model;
  });

  return {
    snapshotDate,
    ...(note ? { note } : {}),
    models,
    get: (id) => byId.get(id),
    authors: new Set(models.map((m) => m.author)),
  };
}

/** The catalogue shipped with the emulator (`catalogue/models.json`). */
export const defaultHubCatalogue: HubCatalogue = buildCatalogue(raw);

/** The day the shipped catalogue's figures describe (`YYYY-MM-DD`). */
export const hubSnapshotDate: string = defaultHubCatalogue.snapshotDate;
