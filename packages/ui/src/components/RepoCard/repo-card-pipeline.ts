/**
 * How a repo's card (its README) becomes safe HTML (loaded with `RepoCardMarkdown`, on demand): GitHub-
 * flavoured Markdown with its raw HTML parsed (rehype-raw), then cleaned with GitHub's own sanitation schema
 * (rehype-sanitize's `defaultSchema`: no script, style, iframe, object, form or SVG; no event handler or
 * `style` attribute; `href` only http(s), mailto and in-page; `src` only http(s); ids prefixed
 * `user-content-` so a card cannot clobber the page's globals), and only then given our own additions:
 * code highlighting (lowlight with a few languages) and heading ids for the table of contents.
 */
import GithubSlugger from "github-slugger";
import type { Element, ElementContent, Root } from "hast";
import bash from "highlight.js/lib/languages/bash";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import python from "highlight.js/lib/languages/python";
import typescript from "highlight.js/lib/languages/typescript";
import yaml from "highlight.js/lib/languages/yaml";
import { createLowlight } from "lowlight";
import { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";

/**
 * GitHub's schema, less `input` (GFM task lists render without checkboxes that look interactive), with a
 * style element's text dropped too, and `data:` nowhere (it is not in GitHub's list of protocols either; said here so a change upstream cannot
 * widen it).
 */
export const REPO_CARD_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  tagNames: (defaultSchema.tagNames ?? []).filter((tag) => tag !== "input"),
  // Dropped with their content (GitHub's list strips only script's): a style sheet is not text to show.
  strip: ["script", "style"],
  protocols: {
    ...defaultSchema.protocols,
    href: ["http", "https", "mailto"],
    src: ["http", "https"],
  },
};

const lowlight = createLowlight({ bash, javascript, json, python, typescript, yaml });
lowlight.registerAlias({
  bash: ["sh", "shell", "console"],
  javascript: ["js"],
  typescript: ["ts"],
  python: ["py"],
});

/** The text of a hast node. */
function textOf(node: Root | ElementContent): string {
  if (node.type === "text") return node.value;
  if ("children" in node) return node.children.map((child) => textOf(child as ElementContent)).join("");
  return "";
}

function* elements(node: Root | Element): Generator<Element> {
  for (const child of node.children) {
    if (child.type !== "element") continue;
    yield child;
    yield* elements(child);
  }
}

/** `pre > code.language-x` → highlighted by lowlight when it knows `x` (other code stays plain). */
export function rehypeHighlightCode() {
  return (tree: Root) => {
    for (const element of elements(tree)) {
      if (element.tagName !== "pre") continue;
      const code = element.children.find((child): child is Element => child.type === "element");
      if (code?.tagName !== "code") continue;
      const classes = Array.isArray(code.properties.className) ? code.properties.className : [];
      const language = classes
        .map(String)
        .find((name) => name.startsWith("language-"))
        ?.slice(9);
      if (!language || !lowlight.registered(language)) continue;
      const highlighted = lowlight.highlight(language, textOf(code));
      code.children = highlighted.children as ElementContent[];
      code.properties.className = [...classes.map(String), "hljs"];
    }
  };
}

/** One entry of a card's table of contents. */
export interface RepoCardHeading {
  id: string;
  text: string;
  depth: 2 | 3;
}

/** Gives every h2 and h3 an id (`card-` + GitHub's slug of its text) and lists them in `into`. */
export function rehypeCardHeadings(into: RepoCardHeading[]) {
  return () => (tree: Root) => {
    const slugger = new GithubSlugger();
    into.length = 0;
    for (const element of elements(tree)) {
      if (element.tagName !== "h2" && element.tagName !== "h3") continue;
      const text = textOf(element).trim();
      if (text === "") continue;
      const id = `card-${slugger.slug(text)}`;
      element.properties.id = id;
      into.push({ id, text, depth: element.tagName === "h2" ? 2 : 3 });
    }
  };
}

/** Headings from which a card gets a table of contents. */
export const TOC_MIN_HEADINGS = 4;

/** Markdown characters rendered at most (a larger card is cut, with a note). */
export const MAX_CARD_CHARS = 200_000;
