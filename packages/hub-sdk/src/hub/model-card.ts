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

/** The card without its YAML front matter. */
function withoutFrontMatter(markdown: string): string {
  return markdown.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---\r?\n/, "").trim();
}

/**
 * Fetches a model's card, its `README.md` (`GET /{name}/resolve/{revision}/README.md`), for the text of a
 * Description: the Markdown without front matter, and its first paragraph of prose as `summary`.
 *
 * @throws {InputError} for an invalid name, empty revision or malformed token (before any request).
 * @throws {HubApiError} "Failed to fetch model card {name}" for a non-2xx answer (a repo without a card is
 *   a 404 with `errorCode` `EntryNotFound` on the hub).
 */
export async function modelCard(params: ModelCardParams): Promise<ModelCard> {
  checkCredentials(params);
  const { name, revision = "main" } = params;
  if (typeof name !== "string" || !REPO_ID.test(name) || name.includes("..") || !name.includes("/")) {
    throw new InputError("Invalid model name: expected a repo id such as owner/name");
  }
  if (typeof revision !== "string" || revision === "") {
    throw new InputError("Invalid revision: expected a non-empty string");
  }
  const url = buildUrl(params.baseUrl, `/${name}/resolve/${encodeURIComponent(revision)}/README.md`);
  const res = await getJson(url, params, "text/markdown, text/plain;q=0.9, */*;q=0.1");
  if (!res.ok) throw await createHttpError(res, HubApiError, `Failed to fetch model card ${name}`, url);
  const markdown = withoutFrontMatter(await res.text());
  const card: ModelCard = { name, markdown };
  const summary = cardSummary(markdown);
  if (summary !== undefined) card.summary = summary;
  return card;
}
