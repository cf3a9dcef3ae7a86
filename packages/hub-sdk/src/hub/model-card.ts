import { createHttpError, HubApiError, InputError } from "../errors";
import type { ModelCard, RequestOptions } from "../types/public";
import { checkCredentials } from "../utils/check-credentials";
import { buildUrl, getJson } from "../utils/request";
import { REPO_ID } from "./model-info";

/** Parameters of {@link modelCard}. */
export type ModelCardParams = RequestOptions & {
  /** Repo id, `owner/name`. */
  name: string;
  /** Branch, tag or commit sha. Defaults to `main`. */
  revision?: string;
};

/** Markdown blocks that are not prose: headings, images, badges, tables, quotes, lists, rules, HTML, code fences. */
const NOT_PROSE = /^(#|!\[|\[!\[|\||>|[-*+] |\d+\. |---|\*\*\*|<|```|~~~)/;

/** Markdown inline syntax to plain text: links and images to their text, `*` emphasis and code marks dropped. */
function plain(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|\*|`)(\S(?:.*?\S)?)\1/g, "$2")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The card's first paragraph of prose: after the YAML front matter and HTML comments, the first block that
 * is not a heading, image, badge line, table, list, quote, rule, HTML or code; as plain text.
 */
export function cardSummary(markdown: string): string | undefined {
  const body = markdown
    .replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---\r?\n/, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/(```|~~~)[\s\S]*?\1/g, "");
  for (const block of body.split(/\r?\n\s*\r?\n/)) {
    const text = block.trim();
    if (text === "" || NOT_PROSE.test(text)) continue;
    const summary = plain(text);
    if (summary !== "") return summary;
  }
  return undefined;
}

/** The card's YAML front matter (without its `---` fences) and the Markdown after it. */
export function splitFrontMatter(text: string): { frontMatter?: string; markdown: string } {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) return { markdown: text.replace(/^\uFEFF/, "").trim() };
  return { frontMatter: match[1], markdown: text.slice(match[0].length).trim() };
}

/** Parameters of {@link datasetCard}. */
export type DatasetCardParams = ModelCardParams;

/** A repo's card, read from `{prefix}/{name}/raw/{revision}/README.md`. */
async function repoCard(params: ModelCardParams, kind: "model" | "dataset"): Promise<ModelCard> {
  checkCredentials(params);
  const { name, revision = "main" } = params;
  if (typeof name !== "string" || !REPO_ID.test(name) || name.includes("..") || !name.includes("/")) {
    throw new InputError(`Invalid ${kind} name: expected a repo id such as owner/name`);
  }
  if (typeof revision !== "string" || revision === "") {
    throw new InputError("Invalid revision: expected a non-empty string");
  }
  const prefix = kind === "dataset" ? "/datasets" : "";
  const url = buildUrl(params.baseUrl, `${prefix}/${name}/raw/${encodeURIComponent(revision)}/README.md`);
  const res = await getJson(url, params, "text/markdown, text/plain;q=0.9, */*;q=0.1");
  if (!res.ok) throw await createHttpError(res, HubApiError, `Failed to fetch ${kind} card ${name}`, url);
  const { frontMatter, markdown } = splitFrontMatter(await res.text());
  const card: ModelCard = { name, markdown };
  if (frontMatter !== undefined) card.frontMatter = frontMatter;
  const summary = cardSummary(markdown);
  if (summary !== undefined) card.summary = summary;
  return card;
}

/**
 * Fetches a model's card, its `README.md` (`GET /{name}/raw/{revision}/README.md`): the Markdown without
 * front matter, the front matter's YAML text, and its first paragraph of prose as `summary`.
 *
 * @throws {InputError} for an invalid name, empty revision or malformed token (before any request).
 * @throws {HubApiError} "Failed to fetch model card {name}" for a non-2xx answer (a repo without a card is
 *   a 404 with `errorCode` `EntryNotFound` on the hub).
 */
export function modelCard(params: ModelCardParams): Promise<ModelCard> {
  return repoCard(params, "model");
}

/**
 * Fetches a dataset's card, its `README.md` (`GET /datasets/{name}/raw/{revision}/README.md`), as
 * {@link modelCard} does a model's.
 *
 * @throws {InputError} for an invalid name, empty revision or malformed token (before any request).
 * @throws {HubApiError} "Failed to fetch dataset card {name}" for a non-2xx answer (404 `EntryNotFound`
 *   when the repo has no card).
 */
export function datasetCard(params: DatasetCardParams): Promise<ModelCard> {
  return repoCard(params, "dataset");
}
