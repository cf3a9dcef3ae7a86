import { hashedInt } from "./ids";

/** One file of a repo as the emulator models it (sizes in bytes). */
export interface RepoFile {
  rfilename: string;
  size: number;
  /** Stored through git LFS (weights, large files). */
  lfs: boolean;
}

/** What file derivation needs to know about a model. */
export interface FileSource {
  id: string;
  library_name?: string;
  pipeline_tag?: string;
  tags: readonly string[];
  safetensors?: { parameters: Record<string, number>; total: number };
  usedStorage?: number;
}

const GB = 1_000_000_000;
/** transformers' default `max_shard_size`. */
const MAX_SHARD_BYTES = 5 * GB;
const LFS_THRESHOLD = 10_000_000;
const WEIGHT_EXTENSIONS = [
  ".safetensors",
  ".bin",
  ".h5",
  ".msgpack",
  ".onnx",
  ".gguf",
  ".pt",
  ".pth",
  ".ckpt",
];

const VISION_TASKS = new Set([
  "image-classification",
  "object-detection",
  "image-segmentation",
  "depth-estimation",
  "image-feature-extraction",
  "zero-shot-image-classification",
  "zero-shot-object-detection",
  "mask-generation",
  "image-to-image",
  "unconditional-image-generation",
]);
const GENERATIVE_TASKS = new Set([
  "text-generation",
  "text2text-generation",
  "summarization",
  "translation",
  "image-text-to-text",
  "automatic-speech-recognition",
]);

/** Bytes per parameter for a safetensors dtype. */
export function bytesPerParameter(dtype: string): number {
  const upper = dtype.toUpperCase();
  if (upper === "F64" || upper === "I64" || upper === "U64") return 8;
  if (upper === "F32" || upper === "I32" || upper === "U32") return 4;
  if (upper === "F16" || upper === "BF16" || upper === "I16" || upper === "U16") return 2;
  if (upper === "I8" || upper === "U8" || upper === "BOOL" || upper.startsWith("F8")) return 1;
  return 2;
}

/** Size of the safetensors weights implied by a parameter count per dtype. */
export function safetensorsBytes(parameters: Record<string, number>): number {
  let bytes = 0;
  for (const [dtype, count] of Object.entries(parameters)) bytes += count * bytesPerParameter(dtype);
  return bytes;
}

function isLfs(name: string, size: number): boolean {
  return size > LFS_THRESHOLD || WEIGHT_EXTENSIONS.some((ext) => name.endsWith(ext));
}

function pad5(n: number): string {
  return String(n).padStart(5, "0");
}

/**
 * A plausible file list for a model, derived from its library, task, tags and parameter counts:
 * `.gitattributes`, `README.md`, the library's config and tokenizer/processor files, and the weights
 * (sharded `model-0000i-of-0000N.safetensors` + index above 5 GB, like transformers' `save_pretrained`).
 * Sizes are estimated (weights from the parameter count and dtype); names follow the libraries'
 * conventions. Sorted like a git tree listing.
 */
export function deriveRepoFiles(model: FileSource): RepoFile[] {
  const files = new Map<string, number>();
  const key = (name: string) => `${model.id}/${name}`;
  const add = (name: string, size: number) => files.set(name, Math.max(1, Math.round(size)));
  const addSmall = (name: string, min: number, max: number) => add(name, hashedInt(key(name), min, max));

  const tags = new Set(model.tags);
  const library = model.library_name ?? "";
  const task = model.pipeline_tag ?? "";
  const vision = VISION_TASKS.has(task);
  const textual = !vision && task !== "text-to-image";

  addSmall(".gitattributes", 1_477, 1_570);
  addSmall("README.md", 2_000, 24_000);

  if (library === "transformers" || library === "sentence-transformers" || library === "timm") {
    addSmall("config.json", 500, 2_200);
  }
  if (library === "transformers" || library === "sentence-transformers") {
    if (textual) {
      const large = tags.has("text-generation") || GENERATIVE_TASKS.has(task);
      addSmall("tokenizer.json", large ? 1_800_000 : 450_000, large ? 17_000_000 : 2_400_000);
      addSmall("tokenizer_config.json", 300, large ? 55_000 : 1_400);
      addSmall("special_tokens_map.json", 100, 700);
    }
    if (vision || task === "image-text-to-text" || task === "automatic-speech-recognition") {
      addSmall("preprocessor_config.json", 250, 900);
    }
    if (GENERATIVE_TASKS.has(task)) addSmall("generation_config.json", 100, 300);
  }
  if (library === "sentence-transformers") {
    addSmall("modules.json", 229, 461);
    addSmall("sentence_bert_config.json", 50, 60);
    addSmall("config_sentence_transformers.json", 116, 230);
    addSmall("1_Pooling/config.json", 190, 300);
  }
  if (library === "gliner") addSmall("gliner_config.json", 800, 1_600);
  if (library === "diffusers") addSmall("model_index.json", 400, 800);

  // Weights: one main copy (sharded above 5 GB), plus the other frameworks' copies older repos ship.
  const formats = ["safetensors", "pytorch", "tf", "jax", "onnx"].filter((f) => tags.has(f));
  const measured = model.safetensors ? safetensorsBytes(model.safetensors.parameters) : undefined;
  const weightBytes =
    measured ??
    (model.usedStorage
      ? model.usedStorage / Math.max(1, formats.length)
      : hashedInt(key("weights"), 50, 500) * 1_000_000);
  const stem = model.id.split("/").pop() ?? "model";

  const addMain = (prefix: string, ext: string) => {
    if (weightBytes <= MAX_SHARD_BYTES) {
      add(`${prefix}.${ext}`, weightBytes);
      return;
    }
    const shards = Math.ceil(weightBytes / MAX_SHARD_BYTES);
    for (let i = 1; i <= shards; i++)
      add(`${prefix}-${pad5(i)}-of-${pad5(shards)}.${ext}`, weightBytes / shards);
    addSmall(`${prefix}.${ext}.index.json`, 20_000, 120_000);
  };

  if (library === "gguf" || tags.has("gguf")) {
    add(`${stem}-Q4_K_M.gguf`, weightBytes);
  } else if (library === "ultralytics") {
    add(`${stem}.pt`, weightBytes);
  } else if (library === "diffusers") {
    addMain(
      "diffusion_pytorch_model",
      measured !== undefined || tags.has("safetensors") ? "safetensors" : "bin",
    );
  } else if (measured !== undefined || tags.has("safetensors")) {
    addMain("model", "safetensors");
    if (weightBytes <= MAX_SHARD_BYTES) {
      if (tags.has("pytorch")) add("pytorch_model.bin", weightBytes * 1.0002);
      if (tags.has("tf")) add("tf_model.h5", weightBytes * 1.004);
      if (tags.has("jax")) add("flax_model.msgpack", weightBytes * 0.9999);
      if (tags.has("onnx")) add("onnx/model.onnx", weightBytes * 1.003);
    }
  } else {
    addMain("pytorch_model", "bin");
  }

  return [...files.entries()]
    .map(([rfilename, size]) => ({ rfilename, size, lfs: isLfs(rfilename, size) }))
    .sort((a, b) => (a.rfilename < b.rfilename ? -1 : a.rfilename > b.rfilename ? 1 : 0));
}
