/**
 * The search syntax the emulator understands (a subset of the platform's advanced search): bare terms
 * and "quoted phrases" (case-insensitive, matched at word boundaries in the text, which holds links in full),
 * `A OR B`, `(groups)`, `-negation`, `from:user`, `#hashtag`, `url:text`, `since:`/`until:` (a date
 * `YYYY-MM-DD` or `YYYY-MM-DD_HH:MM:SS_UTC`; since inclusive, until exclusive), `lang:`, `min_faves:`,
 * `min_retweets:`, `min_replies:`, `filter:replies|quote|links` (and their `-` forms). Space-separated
 * groups are ANDed; `OR` binds tighter than the implicit AND, so `a OR b from:x` is `(a OR b) from:x`,
 * as on the website. Another `word:value` is an ordinary term.
 */
import { type CorpusPost, entitiesOf } from "./wire";

export type QueryNode =
  | { type: "and" | "or"; children: QueryNode[] }
  | { type: "not"; child: QueryNode }
  | { type: "term"; value: string }
  | { type: "from"; user: string }
  | { type: "hashtag"; tag: string }
  | { type: "url"; value: string }
  | { type: "since" | "until"; ms: number }
  | { type: "lang"; lang: string }
  | { type: "min"; field: "likeCount" | "retweetCount" | "replyCount"; value: number }
  | { type: "filter"; filter: "replies" | "quote" | "links" };

/** A query the emulator cannot read (unbalanced quotes or parentheses, a bad date): a 400. */
export class QuerySyntaxError extends Error {}

type Token =
  | { kind: "open" | "close" | "or" | "minus" }
  /** `quotedFrom`: where the first quoted part starts in `text` (-1: none). */
  | { kind: "atom"; text: string; quotedFrom: number; negated: boolean };

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < query.length) {
    const ch = query[i] as string;
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === "(" || ch === ")") {
      tokens.push({ kind: ch === "(" ? "open" : "close" });
      i++;
    } else {
      if (ch === "-" && query[i + 1] === "(") {
        tokens.push({ kind: "minus" });
        i++;
        continue;
      }
      let negated = false;
      if (ch === "-" && i + 1 < query.length && !/\s/.test(query[i + 1] as string)) {
        negated = true;
        i++;
      }
      // A word runs to whitespace or a parenthesis; quoted parts ("…") may hold spaces.
      let text = "";
      let quotedFrom = -1;
      while (i < query.length && !/[\s()]/.test(query[i] as string)) {
        if (query[i] === '"') {
          const end = query.indexOf('"', i + 1);
          if (end < 0) throw new QuerySyntaxError("Unbalanced quotes in query");
          if (quotedFrom < 0) quotedFrom = text.length;
          text += query.slice(i + 1, end);
          i = end + 1;
        } else {
          text += query[i];
          i++;
        }
      }
      if (quotedFrom < 0 && !negated && text === "OR") tokens.push({ kind: "or" });
      else if (text !== "" || quotedFrom >= 0) tokens.push({ kind: "atom", text, quotedFrom, negated });
    }
  }
  return tokens;
}

/** `2025-03-15` or `2025-03-15_05:31:28_UTC` as epoch ms. */
function parseDate(value: string, operator: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:_(\d{2}):(\d{2}):(\d{2})(?:_UTC)?)?$/.exec(value);
  const ms = match
    ? Date.UTC(
        +(match[1] as string),
        +(match[2] as string) - 1,
        +(match[3] as string),
        +(match[4] ?? 0),
        +(match[5] ?? 0),
        +(match[6] ?? 0),
      )
    : Number.NaN;
  // Date.UTC rolls 2025-13-45 over into 2026; a date that does not read back the same is invalid.
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value.slice(0, 10))
    throw new QuerySyntaxError(`Invalid date for ${operator}: ${value}`);
  return ms;
}

const MIN_FIELDS = {
  min_faves: "likeCount",
  min_retweets: "retweetCount",
  min_replies: "replyCount",
} as const;

/** An atom: an operator when its `name:` prefix is outside quotes (`url:"…"` is one), else a term. */
function atomNode(text: string, quotedFrom: number): QueryNode {
  const prefix = quotedFrom < 0 ? text : text.slice(0, quotedFrom);
  if (quotedFrom < 0 || /^[a-z_]+:$/i.test(prefix)) {
    if (quotedFrom < 0 && text.startsWith("#") && text.length > 1)
      return { type: "hashtag", tag: text.slice(1).toLowerCase() };
    const colon = text.indexOf(":");
    if (colon > 0) {
      const operator = text.slice(0, colon).toLowerCase();
      const value = text.slice(colon + 1);
      if (operator === "from" && value) return { type: "from", user: value.replace(/^@/, "").toLowerCase() };
      if (operator === "url" && value) return { type: "url", value: value.toLowerCase() };
      if (operator === "since" || operator === "until")
        return { type: operator, ms: parseDate(value, operator) };
      if (operator === "lang" && value) return { type: "lang", lang: value.toLowerCase() };
      if (operator in MIN_FIELDS) {
        const n = Number(value);
        if (!Number.isInteger(n) || n < 0)
          throw new QuerySyntaxError(`Invalid number for ${operator}: ${value}`);
        return { type: "min", field: MIN_FIELDS[operator as keyof typeof MIN_FIELDS], value: n };
      }
      if (operator === "filter" && (value === "replies" || value === "quote" || value === "links")) {
        return { type: "filter", filter: value };
      }
    }
  }
  return { type: "term", value: text.toLowerCase() };
}

/** Parses a query. @throws {QuerySyntaxError} */
export function parseQuery(query: string): QueryNode {
  const tokens = tokenize(query);
  let position = 0;

  const primary = (): QueryNode => {
    const token = tokens[position++];
    if (!token) throw new QuerySyntaxError("Query ends after OR");
    if (token.kind === "minus") return { type: "not", child: primary() };
    if (token.kind === "open") {
      const inner = sequence();
      if (tokens[position++]?.kind !== "close") throw new QuerySyntaxError("Unbalanced parentheses in query");
      return inner;
    }
    if (token.kind !== "atom")
      throw new QuerySyntaxError(`Unexpected ${token.kind === "or" ? "OR" : ")"} in query`);
    const node = atomNode(token.text, token.quotedFrom);
    return token.negated ? { type: "not", child: node } : node;
  };
  const alternatives = (): QueryNode => {
    const children = [primary()];
    while (tokens[position]?.kind === "or") {
      position++;
      children.push(primary());
    }
    return children.length === 1 ? (children[0] as QueryNode) : { type: "or", children };
  };
  const sequence = (): QueryNode => {
    const children: QueryNode[] = [];
    while (position < tokens.length && tokens[position]?.kind !== "close") children.push(alternatives());
    return children.length === 1 ? (children[0] as QueryNode) : { type: "and", children };
  };

  const root = sequence();
  if (position < tokens.length) throw new QuerySyntaxError("Unbalanced parentheses in query");
  if (root.type === "and" && root.children.length === 0) throw new QuerySyntaxError("Empty query");
  return root;
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}_]/u.test(ch);

/** Whether `needle` occurs in `haystack` (both lower case) with no word character glued to either end. */
export function containsWord(haystack: string, needle: string): boolean {
  if (needle === "") return false;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1];
    const after = haystack[at + needle.length];
    const startOk = !isWordChar(needle[0]) || !isWordChar(before);
    const endOk = !isWordChar(needle[needle.length - 1]) || !isWordChar(after);
    if (startOk && endOk) return true;
  }
  return false;
}

/** Lower-cased text of a post, computed once per post. */
const lowerTexts = new WeakMap<CorpusPost, string>();
function lowerText(post: CorpusPost): string {
  let text = lowerTexts.get(post);
  if (text === undefined) {
    text = post.text.toLowerCase();
    lowerTexts.set(post, text);
  }
  return text;
}

/** Lower-cased expanded URLs and hashtags of a post, computed when a query first asks. */
const linkFields = new WeakMap<CorpusPost, { urls: string[]; tags: Set<string> }>();
function links(post: CorpusPost) {
  let entry = linkFields.get(post);
  if (!entry) {
    const entities = entitiesOf(post);
    entry = {
      urls: entities.urls.map((u) => u.expanded_url.toLowerCase()),
      tags: new Set(entities.hashtags.map((h) => h.text.toLowerCase())),
    };
    linkFields.set(post, entry);
  }
  return entry;
}

/** Whether `post` matches the parsed query. */
export function matches(node: QueryNode, post: CorpusPost): boolean {
  switch (node.type) {
    case "and":
      return node.children.every((child) => matches(child, post));
    case "or":
      return node.children.some((child) => matches(child, post));
    case "not":
      return !matches(node.child, post);
    case "term":
      // The emulator writes links in full in the text (no t.co), so the text holds every URL too.
      return containsWord(lowerText(post), node.value);
    case "from":
      return post.author.userName.toLowerCase() === node.user;
    case "hashtag":
      return links(post).tags.has(node.tag);
    case "url":
      return links(post).urls.some((url) => url.includes(node.value));
    case "since":
      return post.createdAt >= node.ms;
    case "until":
      return post.createdAt < node.ms;
    case "lang":
      return node.lang === "en";
    case "min":
      return post[node.field] >= node.value;
    case "filter":
      if (node.filter === "replies") return post.inReplyTo !== undefined;
      if (node.filter === "quote") return post.quoted !== undefined;
      return entitiesOf(post).urls.length > 0;
  }
}
