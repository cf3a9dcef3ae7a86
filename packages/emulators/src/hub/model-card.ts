import { Hono } from "hono";
import { defaultHubCatalogue, type HubCatalogue, type HubModel } from "./catalogue";
import { HubHttpError, repoNotFound, revisionNotFound } from "./errors";

/**
 * A model's card, `README.md`, as the hub serves the file (`GET /{repo_id}/resolve/{rev}/README.md`): YAML
 * front matter (the catalogue's `cardData`), a title, and a summary paragraph. The catalogue has no card text,
 * so the emulator writes the summary from the catalogue's own fields (task, owner, base model, datasets,
 * languages, licence, library). An HTML comment in the file says so. It is not the repo's real README.
 */

/** A YAML scalar: plain when safe, else JSON-quoted (a JSON string is a valid YAML double-quoted scalar). */
function scalar(value: unknown): string {
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const text = String(value);
  return /^[\w][\w .:/+-]*$/.test(text) && !/^(true|false|null|yes|no|~)$/i.test(text) && !/:\s/.test(text)
    ? text
    : JSON.stringify(text);
}

/** Block YAML for card data: scalars, lists of scalars, and (nested) maps of those. */
function yaml(data: Record<string, unknown>, indent = ""): string {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      lines.push(`${indent}${key}:`);
      for (const item of value) lines.push(`${indent}- ${scalar(item)}`);
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

/** The whole `README.md` of a model. */
export function modelReadme(model: HubModel): string {
  const front =
    model.cardData && Object.keys(model.cardData).length > 0 ? `---\n${yaml(model.cardData)}\n---\n\n` : "";
  const name = model.id.split("/").pop() ?? model.id;
  return [
    `${front}<!-- Written by the Hiber hub emulator from its catalogue's metadata; not the repository's own card. -->`,
    `# ${name}`,
    modelCardSummary(model),
    "",
  ].join("\n\n");
}

const FULL_SHA = /^[0-9a-f]{40}$/;

/**
 * `GET /{repo_id}/resolve/{rev}/README.md` (and `/raw/`) for the catalogue's models, as a Hono sub-app to
 * mount on the hub app. `rev` is `main`, `HEAD` or a 40-hex commit (echoed in `X-Repo-Commit`); an unknown
 * repo is the hub's 401 `RepoNotFound`, another revision a 404 `RevisionNotFound`.
 */
export function createModelCardRoutes(options: { catalogue?: HubCatalogue } = {}): Hono {
  const catalogue = options.catalogue ?? defaultHubCatalogue;
  const routes = new Hono();
  for (const verb of ["resolve", "raw"]) {
    routes.get(`/:owner/:name/${verb}/:rev/README.md`, (c) => {
      const model = catalogue.get(`${c.req.param("owner")}/${c.req.param("name")}`);
      if (!model) throw repoNotFound();
      const rev = c.req.param("rev");
      if (rev !== "main" && rev !== "HEAD" && !FULL_SHA.test(rev)) throw revisionNotFound(rev);
      return new Response(modelReadme(model), {
        headers: {
          "Content-Type": "text/markdown; charset=utf-8",
          "X-Repo-Commit": FULL_SHA.test(rev) ? rev : model.sha,
        },
      });
    });
  }
  routes.onError((error) => {
    if (error instanceof HubHttpError) return error.toResponse();
    throw error;
  });
  return routes;
}
