import { useId, useMemo } from "react";
import Markdown, { type Components, defaultUrlTransform } from "react-markdown";
import rehypeRaw from "rehype-raw";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import { parse as parseYaml } from "yaml";
import { cn } from "../../lib/cn";
import {
  MAX_CARD_CHARS,
  REPO_CARD_SCHEMA,
  type RepoCardHeading,
  rehypeCardHeadings,
  rehypeHighlightCode,
  TOC_MIN_HEADINGS,
} from "./repo-card-pipeline";

export type RepoCardMarkdownProps = {
  /** The card's Markdown, without its front matter. */
  markdown: string;
  /** The card's YAML front matter (without the fences), shown as metadata. */
  frontMatter?: string;
  /**
   * The URL an image of the card is shown from (the app proxies the hub's own files), or `undefined` to
   * show it as a link instead (an outside host, which the page's CSP would block anyway).
   */
  resolveImage?: (src: string) => string | undefined;
  /** Where a relative link of the card leads (the file on the hub); kept as it is when absent. */
  resolveLink?: (href: string) => string;
};

const external = { target: "_blank", rel: "noopener noreferrer nofollow ugc" } as const;

/** A front matter value as text: scalars as they are, lists of scalars joined (the first 12). */
function metadataValue(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== "object") return String(value);
  if (!Array.isArray(value)) return `${Object.keys(value).length} fields`;
  if (value.some((item) => item !== null && typeof item === "object")) return `${value.length} entries`;
  const shown = value.slice(0, 12).map(String).join(", ");
  return value.length > 12 ? `${shown} and ${value.length - 12} more` : shown;
}

/** The front matter's fields, or an error when the YAML does not parse to a map. */
function readFrontMatter(text: string | undefined): { fields: [string, string][] } | { error: string } {
  if (!text?.trim()) return { fields: [] };
  try {
    const data: unknown = parseYaml(text, { maxAliasCount: 50 });
    if (data === null || typeof data !== "object" || Array.isArray(data))
      return { error: "The card's metadata is not a map of fields." };
    return {
      fields: Object.entries(data).flatMap(([key, value]) => {
        const shown = metadataValue(value);
        return shown === undefined || shown === "" ? [] : [[key, shown] as [string, string]];
      }),
    };
  } catch {
    return { error: "The card's metadata (YAML front matter) could not be read." };
  }
}

const heading = "font-semibold text-zinc-900 scroll-mt-20 dark:text-white";

function components(
  resolveImage: RepoCardMarkdownProps["resolveImage"],
  resolveLink: RepoCardMarkdownProps["resolveLink"],
): Components {
  return {
    // The page has its h1 and the section its h2: the card's levels start at h3.
    h1: ({ node, ...props }) => <h3 className={cn(heading, "mt-6 text-2xl")} {...props} />,
    h2: ({ node, ...props }) => (
      <h4
        className={cn(heading, "mt-6 border-zinc-200 border-b pb-1 text-xl dark:border-zinc-800")}
        {...props}
      />
    ),
    h3: ({ node, ...props }) => <h5 className={cn(heading, "mt-5 text-lg")} {...props} />,
    h4: ({ node, ...props }) => <h6 className={cn(heading, "mt-4 text-base")} {...props} />,
    h5: ({ node, ...props }) => <h6 className={cn(heading, "mt-4 text-sm")} {...props} />,
    h6: ({ node, ...props }) => <h6 className={cn(heading, "mt-4 text-sm")} {...props} />,
    p: ({ node, ...props }) => <p className="my-3 leading-relaxed" {...props} />,
    ul: ({ node, ...props }) => <ul className="my-3 list-disc ps-6" {...props} />,
    ol: ({ node, ...props }) => <ol className="my-3 list-decimal ps-6" {...props} />,
    blockquote: ({ node, ...props }) => (
      <blockquote
        className="my-3 border-zinc-300 border-s-4 ps-4 text-zinc-600 dark:border-zinc-700 dark:text-zinc-400"
        {...props}
      />
    ),
    hr: ({ node, ...props }) => <hr className="my-6 border-zinc-200 dark:border-zinc-800" {...props} />,
    a: ({ node, href = "", ...props }) => {
      // The sanitizer dropped its URL (javascript:, data:…): the text alone.
      if (href === "") return <span>{props.children}</span>;
      const target =
        href.startsWith("#") || /^[a-z][a-z0-9+.-]*:/i.test(href) ? href : (resolveLink?.(href) ?? href);
      const className = "font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300";
      return target.startsWith("#") ? (
        <a href={target} className={className} {...props} />
      ) : (
        <a href={target} {...external} className={className} {...props} />
      );
    },
    img: ({ node, src, alt, ...props }) => {
      const source = typeof src === "string" ? src : "";
      const shown = source ? resolveImage?.(source) : undefined;
      if (shown)
        return (
          <img
            src={shown}
            alt={alt ?? ""}
            loading="lazy"
            className="inline-block h-auto max-w-full"
            {...props}
          />
        );
      if (/^https?:/i.test(source))
        return (
          <a
            href={source}
            {...external}
            data-slot="repo-card-image-link"
            className="text-indigo-700 underline dark:text-indigo-300"
          >
            Image: {alt || source}
          </a>
        );
      return alt ? <span data-slot="repo-card-image-alt">[{alt}]</span> : null;
    },
    pre: ({ node, ...props }) => (
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling code block must be reachable by keyboard
        tabIndex={0}
        className="my-3 overflow-x-auto rounded-lg bg-zinc-950 p-4 text-sm text-zinc-100 outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        {...props}
      />
    ),
    code: ({ node, className, ...props }) => (
      <code
        className={cn(
          className?.includes("language-") || className?.includes("hljs")
            ? "font-mono"
            : "rounded bg-zinc-100 px-1 py-0.5 font-mono text-[0.9em] dark:bg-zinc-800",
          className,
        )}
        {...props}
      />
    ),
    table: ({ node, ...props }) => (
      <div
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard
        tabIndex={0}
        className="my-3 overflow-x-auto outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        <table className="w-full border-collapse text-sm" {...props} />
      </div>
    ),
    th: ({ node, ...props }) => (
      <th
        className="border border-zinc-200 bg-zinc-50 px-3 py-1.5 text-start font-semibold dark:border-zinc-700 dark:bg-zinc-800"
        {...props}
      />
    ),
    td: ({ node, ...props }) => (
      <td className="border border-zinc-200 px-3 py-1.5 dark:border-zinc-700" {...props} />
    ),
  };
}

/**
 * A repo's card rendered: its front matter as metadata, a table of contents when it has at least
 * {@link TOC_MIN_HEADINGS} sections, and the Markdown (GFM, raw HTML sanitized with GitHub's schema, code
 * highlighted). Loaded on demand (`RepoCard` lazy-loads it): react-markdown, the sanitizer, lowlight and
 * the YAML parser stay out of the initial JS.
 */
export default function RepoCardMarkdown({
  markdown,
  frontMatter,
  resolveImage,
  resolveLink,
}: RepoCardMarkdownProps) {
  const id = useId();
  const metadata = useMemo(() => readFrontMatter(frontMatter), [frontMatter]);
  const cut = markdown.length > MAX_CARD_CHARS;
  const [content, headings] = useMemo(() => {
    const found: RepoCardHeading[] = [];
    // `Markdown` runs the whole pipeline synchronously and uses no hooks: called here, its headings are
    // known before the table of contents renders.
    const rendered = Markdown({
      children: cut ? markdown.slice(0, MAX_CARD_CHARS) : markdown,
      remarkPlugins: [remarkGfm],
      rehypePlugins: [
        rehypeRaw,
        [rehypeSanitize, REPO_CARD_SCHEMA],
        rehypeHighlightCode,
        rehypeCardHeadings(found),
      ],
      components: components(resolveImage, resolveLink),
      urlTransform: defaultUrlTransform,
    });
    return [rendered, found] as const;
  }, [markdown, cut, resolveImage, resolveLink]);

  return (
    <div data-slot="repo-card-markdown" className="flex min-w-0 flex-col gap-4">
      {"error" in metadata ? (
        <p data-slot="repo-card-metadata-error" className="m-0 text-sm text-zinc-600 dark:text-zinc-400">
          {metadata.error}
        </p>
      ) : (
        metadata.fields.length > 0 && (
          <section
            aria-labelledby={`${id}-meta`}
            data-slot="repo-card-metadata"
            className="rounded-lg border border-zinc-200 p-3 dark:border-zinc-800"
          >
            <h3 id={`${id}-meta`} className="m-0 mb-2 font-medium text-sm text-zinc-900 dark:text-white">
              Metadata
            </h3>
            <dl className="m-0 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(7rem,max-content)_1fr]">
              {metadata.fields.map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="font-medium text-zinc-600 dark:text-zinc-400">{key}</dt>
                  <dd className="m-0 text-zinc-900 wrap-anywhere dark:text-zinc-100">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )
      )}
      {headings.length >= TOC_MIN_HEADINGS && (
        <nav
          aria-label="Table of contents"
          data-slot="repo-card-toc"
          className="rounded-lg bg-zinc-50 p-3 text-sm dark:bg-zinc-900"
        >
          <p className="m-0 mb-1 font-medium text-zinc-900 dark:text-white">Contents</p>
          <ol className="m-0 flex list-none flex-col gap-1 p-0">
            {headings.map((entry) => (
              <li key={entry.id} className={entry.depth === 3 ? "ps-4" : undefined}>
                <a href={`#${entry.id}`} className="text-indigo-700 hover:underline dark:text-indigo-300">
                  {entry.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div
        data-slot="repo-card-body"
        className="min-w-0 text-sm text-zinc-800 wrap-anywhere dark:text-zinc-200"
      >
        {content}
      </div>
      {cut && (
        <p className="m-0 text-sm text-zinc-600 dark:text-zinc-400">
          The card is longer than {MAX_CARD_CHARS.toLocaleString("en-US")} characters: the rest is not shown.
        </p>
      )}
    </div>
  );
}
